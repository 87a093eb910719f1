import { STACK_ENV, type StackInfo } from '@sandbank/scripts/test-harness';
import { testStackSetup } from '@sandbank/scripts/test-harness/stack-setup';

/**
 * The browser journeys: the whole local product beside the integration tier's ports, with the web
 * app as it ships (built once, then served as built). Playwright's global setup: the stack's
 * details reach the workers through the environment (the harness reads them there), and the
 * function it returns stops the stack once every journey has run.
 */
const startStack = testStackSetup({ name: 'e2e', web: 'built', portShift: 100 });

export default async function globalSetup(): Promise<() => Promise<void>> {
  const stop = await startStack({
    provide: (_key: 'stack', stack: StackInfo) => {
      process.env[STACK_ENV] = JSON.stringify(stack);
    },
  });
  return stop as () => Promise<void>;
}
