import { testStackSetup } from './test-stack';

/**
 * The integration tier: emulators and the local gateway, no web server. The proofs under load
 * (lambdas/test/integration/concurrency-proof.test.ts, ledger-model.test.ts) move money hundreds
 * of times a minute for a handful of customers and one administrator, far beyond what the
 * default limits allow one caller, so this stack raises those three; the limit tests read the
 * limits in force and exhaust them (lambdas/test/integration/rate-limits.test.ts).
 */
export default testStackSetup({
  name: 'integration',
  web: false,
  portShift: 0,
  rateLimits: { moneyMovement: { limit: 600 }, lookup: { limit: 200 }, backOffice: { limit: 400 } },
});
