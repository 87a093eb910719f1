import { testStackSetup } from './stack-setup';

/**
 * The integration tier: emulators and the local gateway, no web server. The proof under load
 * (lambdas/test/integration/concurrent-transfers.test.ts) has four customers make hundreds of
 * transfers a minute each (about 330 accepted and 175 refused per customer), far beyond what the
 * default limits allow one caller; so this stack allows each caller 600 transfers and 400 refused
 * ones an hour. The locker's own test fills one customer's locker at once, so a caller may add 100
 * items a minute. Every test file creates its test customers from the same address (this machine),
 * in parallel with the others, so the tier allows that address 2,000 creations an hour and as many
 * live test customers as the bank, and the bank 1,000 creations a minute. Simulated decisions and
 * webhook attempts keep their allowances but count them by the hour: rate-limits.test.ts spends a
 * whole allowance in one window, and waits for a fresh window when too little of it is left, which
 * a minute's window makes it do often. The other limits are the defaults;
 * lambdas/test/integration/rate-limits.test.ts reads the limits in force and tests each at its edge,
 * and sandbox-customers-networks.test.ts tests the toolkit's own on a stack of its own.
 */
export const integrationStack = {
  name: 'integration',
  web: false,
  portShift: 0,
  rateLimits: {
    moneyMovement: { limit: 600, windowSeconds: 3_600 },
    lookup: { limit: 400, windowSeconds: 3_600 },
    testCustomerCreation: { limit: 2_000, windowSeconds: 3_600 },
    lockerItem: { limit: 100, windowSeconds: 60 },
    sandboxDecision: { limit: 60, windowSeconds: 3_600 },
    webhookAttempt: { limit: 10, windowSeconds: 3_600 },
  },
  bankSettings: {
    sandbox: { enabled: true, maxLiveTestCustomers: 1_000, maxLivePerAddress: 1_000, maxCreationsPerMinute: 1_000 },
  },
} as const;

export default testStackSetup(integrationStack);
