import { testStackSetup } from './stack-setup';

/**
 * The integration tier: emulators and the local gateway, no web server. The proof under load
 * (lambdas/test/integration/concurrent-transfers.test.ts) has four customers make hundreds of
 * transfers a minute each (about 330 accepted and 175 refused per customer), far beyond what the
 * default limits allow one caller; so this stack allows each caller 600 transfers and 400 refused
 * ones an hour. Every test file creates its test customers from the same address (this machine),
 * so the tier allows that address 2,000 creations an hour. The other limits are the defaults;
 * lambdas/test/integration/rate-limits.test.ts reads the limits in force and tests each at its edge.
 */
export const integrationStack = {
  name: 'integration',
  web: false,
  portShift: 0,
  rateLimits: {
    moneyMovement: { limit: 600, windowSeconds: 3_600 },
    lookup: { limit: 400, windowSeconds: 3_600 },
    testCustomerCreation: { limit: 2_000, windowSeconds: 3_600 },
  },
} as const;

export default testStackSetup(integrationStack);
