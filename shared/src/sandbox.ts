import * as z from 'zod/mini';
import { DEFAULT_CHECK_REJECTION_REASON } from './messages';

/*
 * The tester's toolkit: powers held only by test customers, the customers the toolkit created
 * (POST /api/sandbox/customers). Everything the server enforces, `/config.json` publishes and the
 * developers page lists is declared here once: the group that marks a test customer, the
 * scenarios and their lifetime, the magic values, the fault header and the sandbox's reasons.
 */

/** The Cognito group a test customer belongs to; its access token carries it, so the caller knows without a read. */
export const TEST_CUSTOMER_GROUP = 'test-customers';

/** Who decided, on a request the sandbox decided for a test customer (simulated, magic, reset); older audit events name it as their actor. */
export const SANDBOX_ACTOR = 'sandbox';

export const testScenarios = ['new', 'busy'] as const;
export const TestScenario = z.enum(testScenarios);
export type TestScenario = z.infer<typeof TestScenario>;

/** How long a test customer lives, in minutes: 1 to 7 days, a day unless asked. */
export const TEST_CUSTOMER_TTL_MINUTES = { min: 1, max: 10_080, default: 1_440 } as const;

/** How far back the caller's mail is kept and listed. */
export const SANDBOX_MAIL_HOURS = 24;

export const sandboxReasons = {
  /** A simulated rejection without a reason of its own. */
  simulatedRejection: 'Rejected by the sandbox',
  /** What a reset records on the pending wires and checks it ends. */
  reset: 'Reset by the sandbox',
  /** A wire whose cents are 02. */
  testAmount: 'Rejected by compliance (test amount)',
  /** Check number 13. */
  testCheckNumber: DEFAULT_CHECK_REJECTION_REASON,
} as const;

/** What a magic value decides, as soon as its request reaches the back office. */
export type MagicDecision = { outcome: 'approve' } | { outcome: 'reject'; reason: string };

/** One magic value as `/config.json` publishes it and the developers page lists it. */
export const MagicValue = z.object({
  applies: z.enum(['wire', 'check', 'locker']),
  field: z.string(),
  value: z.string(),
  effect: z.string(),
});
export type MagicValue = z.infer<typeof MagicValue>;

export const magicValues: readonly MagicValue[] = [
  { applies: 'wire', field: 'amount', value: 'cents .01 (e.g. 150.01)', effect: 'approved as soon as it is confirmed' },
  { applies: 'wire', field: 'amount', value: 'cents .02 (e.g. 150.02)', effect: `rejected as soon as it is confirmed, with the reason '${sandboxReasons.testAmount}'` },
  { applies: 'check', field: 'checkNumber', value: '13', effect: `rejected with '${sandboxReasons.testCheckNumber}'` },
  { applies: 'locker', field: 'name', value: 'approve-me', effect: 'approved at once' },
];

/** A test customer's wire, once confirmed: cents 01 approve it, 02 reject it. */
export function magicWireDecision(amountCents: number): MagicDecision | null {
  const cents = amountCents % 100;
  if (cents === 1) return { outcome: 'approve' };
  if (cents === 2) return { outcome: 'reject', reason: sandboxReasons.testAmount };
  return null;
}

/** A test customer's check: number 13 (leading zeros aside) is rejected. */
export function magicCheckDecision(checkNumber: string | null | undefined): MagicDecision | null {
  return checkNumber?.replace(/^0+/, '') === '13' ? { outcome: 'reject', reason: sandboxReasons.testCheckNumber } : null;
}

/** A test customer's locker item named `approve-me` (case and outer spaces aside) is approved at once. */
export function magicLockerDecision(name: string): MagicDecision | null {
  return name.trim().toLowerCase() === 'approve-me' ? { outcome: 'approve' } : null;
}

/** The request header that asks for a fault, honoured for test customers only. */
export const FAULT_HEADER = 'Sandbank-Fault';
export const FAULT_MAX_LATENCY_MS = 10_000;
/** `timeout` answers 504 after this long. */
export const FAULT_TIMEOUT_MS = 10_000;

export type Fault = { kind: 'status'; status: 429 | 500 | 503 } | { kind: 'timeout' } | { kind: 'latency'; ms: number };

/** The fault a header value asks for, or a message saying why it is not one (answered with 400). */
export function parseFault(value: string): Fault | { invalid: string } {
  const text = value.trim().toLowerCase();
  if (text === '500' || text === '503' || text === '429') return { kind: 'status', status: Number(text) as 429 | 500 | 503 };
  if (text === 'timeout') return { kind: 'timeout' };
  const latency = /^latency=(\d{1,6})$/.exec(text);
  if (latency) {
    const ms = Number(latency[1]);
    if (ms > FAULT_MAX_LATENCY_MS) return { invalid: `${FAULT_HEADER} latency is at most ${FAULT_MAX_LATENCY_MS} ms` };
    return { kind: 'latency', ms };
  }
  return { invalid: `${FAULT_HEADER} must be 500, 503, 429, timeout or latency=<ms>` };
}

/** What `/config.json` says about the toolkit. */
export const PublishedSandbox = z.object({ enabled: z.boolean(), magic: z.array(MagicValue) });
export type PublishedSandbox = z.infer<typeof PublishedSandbox>;
