import { integrationStack } from './integration-setup';
import { testStackSetup } from './stack-setup';

/**
 * The integration files that prove something about the whole bank (`*.whole-bank.test.ts`,
 * WHOLE_BANK_FILES in vitest.config.ts) get a stack of their own, alike in everything but its ports, so that no other
 * file's customers move its figures while they are compared.
 */
export default testStackSetup({ ...integrationStack, name: 'integration-whole-bank', portShift: 200 });
