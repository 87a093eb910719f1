import * as z from 'zod/mini';
import { Account } from '../../schemas/account';
import { CheckDeposit } from '../../schemas/check';
import { Cursor, Id, IsoDateTime, Limit, page, UserId } from '../../schemas/common';
import { LOCKER_REASON_MAX, LockerItem, LockerItemIdParams } from '../../schemas/locker';
import { Wire, WireIdParams } from '../../schemas/wire';
import { TEST_CUSTOMER_TTL_MINUTES, TestScenario } from '../../sandbox';
import { defineOperations } from '../operation';

/*
 * The tester's toolkit (shared/src/sandbox.ts): test customers on demand, their mail, decisions on
 * demand and a reset. Creating a test customer needs no sign-in; everything else is for test
 * customers only (403 for anyone else). With the toolkit switched off every route answers 404.
 */

export const NewTestCustomerBody = z.strictObject({
  scenario: z._default(TestScenario, 'new'),
  ttlMinutes: z._default(
    z.int().check(z.minimum(TEST_CUSTOMER_TTL_MINUTES.min), z.maximum(TEST_CUSTOMER_TTL_MINUTES.max)),
    TEST_CUSTOMER_TTL_MINUTES.default,
  ),
});

/**
 * A new test customer. Its password is answered once, in the answer of the call that created it;
 * the bank keeps it nowhere, so a replay of the call's Idempotency-Key answers the same customer
 * with `password: null`.
 */
export const NewTestCustomer = z.object({
  userId: UserId,
  email: z.string(),
  password: z.nullable(z.string()),
  scenario: TestScenario,
  accounts: z.array(Account),
  expiresAt: IsoDateTime,
});
export type NewTestCustomer = z.infer<typeof NewTestCustomer>;

/** The signed-in test customer: what the badge and the Sandbox panel show. */
export const MySandbox = z.object({
  userId: UserId,
  email: z.string(),
  scenario: TestScenario,
  createdAt: IsoDateTime,
  expiresAt: IsoDateTime,
});
export type MySandbox = z.infer<typeof MySandbox>;

/** One message the bank emailed the caller; `codes`: the 6-digit codes in its text. */
export const SandboxMail = z.object({
  id: Id,
  subject: z.string(),
  text: z.string(),
  sentAt: IsoDateTime,
  codes: z.array(z.string()),
});
export type SandboxMail = z.infer<typeof SandboxMail>;
export const SandboxMailPage = page(SandboxMail);

export const ListSandboxMailQuery = z.strictObject({
  cursor: z.optional(Cursor),
  limit: z._default(Limit, 20),
});

const Reason = z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(LOCKER_REASON_MAX)));

/** `expire`: a wire still awaiting its code. A rejection without a reason records 'Rejected by the sandbox'. */
export const SimulateWireBody = z.strictObject({ outcome: z.enum(['approve', 'reject', 'expire']), reason: Reason });
export const SimulateDecisionBody = z.strictObject({ outcome: z.enum(['approve', 'reject']), reason: Reason });
export type SimulateWireBody = z.infer<typeof SimulateWireBody>;
export type SimulateDecisionBody = z.infer<typeof SimulateDecisionBody>;

export const SandboxCheckIdParams = z.strictObject({ checkId: Id });

export const SandboxReset = z.object({ accounts: z.array(Account) });
export type SandboxReset = z.infer<typeof SandboxReset>;

export const sandboxOperations = defineOperations({
  createTestCustomer: {
    method: 'POST',
    path: '/api/sandbox/customers',
    access: 'public',
    summary:
      'Create a test customer, confirmed and ready to sign in, with its accounts (scenario new or busy); it expires after ttlMinutes. The password is answered only here: a replay of the optional Idempotency-Key (same address, same body) answers the same customer with password null. Limited per network address (an IPv6 address counted by its /64: creations an hour and test customers alive), in number alive and in creations a minute for the whole bank',
    body: NewTestCustomerBody,
    bodyOptional: true,
    response: NewTestCustomer,
    successStatus: 201,
    optionalIdempotencyKey: true,
  },
  getMySandbox: {
    method: 'GET',
    path: '/api/sandbox',
    access: 'testCustomer',
    summary: 'The signed-in test customer: its scenario and when it expires',
    response: MySandbox,
  },
  listMySandboxMail: {
    method: 'GET',
    path: '/api/sandbox/mail',
    access: 'testCustomer',
    summary: 'What the bank emailed the caller in the last 24 hours, newest first, with the 6-digit codes found in each message',
    query: ListSandboxMailQuery,
    response: SandboxMailPage,
  },
  simulateWire: {
    method: 'POST',
    path: '/api/sandbox/wires/{wireId}/simulate',
    access: 'testCustomer',
    summary: "Decide one of the caller's wires as the back office would (approve or reject a held wire) or expire one awaiting its code",
    params: WireIdParams,
    body: SimulateWireBody,
    response: Wire,
    // Each decision moves money as the back office's would: counted per caller, like every toolkit call that writes.
    rateLimit: { category: 'sandboxDecision' },
  },
  simulateCheck: {
    method: 'POST',
    path: '/api/sandbox/checks/{checkId}/simulate',
    access: 'testCustomer',
    summary: "Approve or reject one of the caller's pending check deposits as the back office would",
    params: SandboxCheckIdParams,
    body: SimulateDecisionBody,
    response: CheckDeposit,
    rateLimit: { category: 'sandboxDecision' },
  },
  simulateLockerItem: {
    method: 'POST',
    path: '/api/sandbox/locker/{itemId}/simulate',
    access: 'testCustomer',
    summary: "Approve or reject one of the caller's pending locker items as the back office would",
    params: LockerItemIdParams,
    body: SimulateDecisionBody,
    response: LockerItem,
    rateLimit: { category: 'sandboxDecision' },
  },
  resetSandbox: {
    method: 'POST',
    path: '/api/sandbox/reset',
    access: 'testCustomer',
    summary:
      "Put the caller's bank back to its scenario's start: balances by entries, pending wires and checks rejected ('Reset by the sandbox'), locker and notifications cleared. Takes an optional Idempotency-Key",
    response: SandboxReset,
    optionalIdempotencyKey: true,
    rateLimit: { category: 'moneyMovement' },
  },
});
