import { testStackSetup } from './test-stack';

/** The integration tier: emulators and the local gateway, no web server. */
export default testStackSetup({ name: 'integration', web: false, portShift: 0 });
