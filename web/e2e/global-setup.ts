import { testStackSetup } from '../../scripts/test/test-stack';

/** The browser journeys: the whole local product, Vite dev server included, beside the integration tier's ports. */
export default testStackSetup({ name: 'e2e', web: true, portShift: 100 });
