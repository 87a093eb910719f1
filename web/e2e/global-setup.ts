import { testStackSetup } from '@sandbank/scripts/test-harness/stack-setup';

/**
 * The browser journeys: the whole local product beside the integration tier's ports, with the web
 * app as it ships (built once, then served as built).
 */
export default testStackSetup({ name: 'e2e', web: 'built', portShift: 100 });
