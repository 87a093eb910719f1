import { testStackSetup } from '../../scripts/test/test-stack';

/**
 * The browser journeys: the whole local product beside the integration tier's ports, with the web
 * app as it ships (built once, then served as built).
 */
export default testStackSetup({ name: 'e2e', web: 'built', portShift: 100 });
