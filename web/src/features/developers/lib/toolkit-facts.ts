/*
 * The toolkit's fixed facts the developers page states, spelled here rather than imported from
 * shared/src/sandbox.ts, whose schemas would bring the schema library (about 10 KB) to a public
 * page that checks nothing with it; toolkit-facts.test.ts keeps every value equal to the shared one.
 * The magic values are not here: the page reads them from /config.json.
 */

export const FAULT_HEADER = 'Sandbank-Fault';
export const FAULT_MAX_LATENCY_MS = 10_000;
export const FAULT_TIMEOUT_MS = 10_000;
export const TEST_CUSTOMER_TTL_MINUTES = { min: 1, max: 10_080, default: 1_440 } as const;
export const SANDBOX_MAIL_HOURS = 24;
export const testScenarios = ['new', 'busy'] as const;
export type TestScenario = (typeof testScenarios)[number];
export const sandboxReasons = { simulatedRejection: 'Rejected by the sandbox', reset: 'Reset by the sandbox' } as const;
