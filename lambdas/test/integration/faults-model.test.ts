import { randomInt, randomUUID } from 'node:crypto';
import { createUser, signIn } from '@sandbank/scripts/test-harness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsOfUser } from '../../src/data/entities/account';
import { entriesOfAccount, type TransactionRecord } from '../../src/data/entities/transaction';
import { newestAuditAnchor } from '../../src/data/audit-anchor';
import { auditHead } from '../../src/data/entities/audit-head';
import { verifyAuditChain } from '../../src/domain/audit/audit-chain';
import { checkLedger } from '../../src/domain/ledger/ledger-check';
import { installFaults, type FaultLayer } from '../support/faults/aws-faults';
import { expectDoubleEntry } from './support/double-entry';
import { faultClient, newTally } from './support/fault-client';
import { expectLedgerInvariant } from './support/ledger';
import { mulberry32, runPool } from './support/model';
import { privateStack } from './support/private-stack';
import type { TestUser } from './support/users';
import { ageWireRequest } from './support/wire-clock';
import { wireBody } from './support/wires';

/*
 * The model tests under AWS faults (issue 24, point 5). A stack of this file's own runs the
 * handlers in this process, and the fault layer (test/support/faults) makes a share of every
 * DynamoDB, KMS, Cognito, SES and S3 attempt fail as AWS fails: throttles, transaction
 * conflicts, 500s, 503s, timeouts, resets and writes whose answer was lost. The clients are
 * well-behaved programs (support/fault-client.ts: a 503 is tried again after Retry-After, with
 * the same Idempotency-Key). Transfers (some replayed), wires (created, mailed, confirmed,
 * approved), check deposits and locker items go through; then, with the faults paused, the
 * table is read: no answer was a 500, each key had exactly one effect, nothing is half-written
 * and the ledger check is exact.
 *
 * FAULT_SEED and FAULT_RATE choose the faults (bench:faults runs this file at random seeds and
 * reads the tally it writes to FAULT_REPORT).
 */

const SEED = Number(process.env.FAULT_SEED ?? 24_000_005);
const RATE = Number(process.env.FAULT_RATE ?? 0.2);
const TRANSFERS = 24;
const IN_FLIGHT = 6;

const stack = privateStack({
  name: 'faults',
  portShift: 700,
  rateLimits: { moneyMovement: { limit: 1_000, windowSeconds: 3_600 }, lookup: { limit: 1_000, windowSeconds: 3_600 }, testCustomerCreation: { limit: 100, windowSeconds: 3_600 } },
});
const tally = newTally();
const ask = faultClient((operationId, call) => stack.call(operationId, call), tally);
let faults: FaultLayer;

interface Customer extends TestUser {
  accounts: { id: string; type: string; balanceCents: number }[];
}

/** A test customer made while no faults are injected (the set-up is not under test). */
async function newCustomer(): Promise<Customer> {
  const created = await stack.call('createTestCustomer', { body: { scenario: 'new', ttlMinutes: 60 } });
  expect(created.status, created.text).toBe(201);
  const { email, password, userId, accounts } = created.body as { email: string; password: string; userId: string; accounts: Customer['accounts'] };
  return { email, password, userId, accounts, ...(await signIn(userPool(), email, password)) };
}

const userPool = () => {
  const { userPoolId, userPoolClientId, urls } = stack.info();
  return { userPoolId, userPoolClientId, endpoint: urls.cognito };
};

const balancesOf = async (customers: Customer[]) =>
  new Map((await Promise.all(customers.map((customer) => accountsOfUser(customer.userId)))).flat().map((account) => [account.id, account.balanceCents]));

/**
 * Reads the table with the faults paused: every account against its entries, the bank's counters
 * against every balance, each counter shard summing to zero and every posting of the file's
 * customers balanced (a fault never leaves half a posting).
 */
async function expectLedgerExact(checked: Customer[]): Promise<void> {
  await faults.paused(async () => {
    for (const customer of checked) await expectLedgerInvariant(customer.userId);
    // The postings of all the file's customers: a transfer's other side may be on any of them.
    await expectDoubleEntry({ customers });
    const check = await checkLedger(new Date());
    expect(check).toMatchObject({ ok: true, mismatches: [], totalBalance: { agrees: true }, balanced: true, sumCents: 0, unbalancedPostings: [] });
  });
}

/** Runs `work` with the faults on. */
async function underFaults<T>(work: () => Promise<T>): Promise<T> {
  faults.setRate(RATE);
  try {
    return await work();
  } finally {
    faults.setRate(0);
  }
}

/** The file's three customers, made once (each test checks its own keys, entries and balances). */
let customers: Customer[];

beforeAll(async () => {
  faults = installFaults({ seed: SEED, rate: 0 });
  customers = await Promise.all([newCustomer(), newCustomer(), newCustomer()]);
});

afterAll(async () => {
  faults?.uninstall();
  const injected = Object.fromEntries([...(faults?.injected ?? new Map<string, number>())].sort());
  console.log(`faults (seed ${SEED}, rate ${RATE}): ${faults?.total() ?? 0} injected ${JSON.stringify(injected)}; ${tally.retried503} answers of 503 tried again; ${tally.serverErrors.length} server errors`);
  if (process.env.FAULT_REPORT) {
    const { writeFile } = await import('node:fs/promises');
    await writeFile(process.env.FAULT_REPORT, JSON.stringify({ seed: SEED, rate: RATE, injected, retried503: tally.retried503, serverErrors: tally.serverErrors }));
  }
});

describe('under AWS faults', () => {
  it('transfers: no 500, one effect per key (replays answer alike), balances exactly as the answers imply, ledger exact', async () => {
    const before = await faults.paused(() => balancesOf(customers));
    const random = mulberry32(SEED);
    const checking = (owner: number) => customers[owner]!.accounts.find((account) => account.type === 'checking')!;
    const plan = Array.from({ length: TRANSFERS }, (_, index) => {
      const sender = Math.floor(random() * 3);
      const recipient = (sender + 1 + Math.floor(random() * 2)) % 3;
      const source = customers[sender]!.accounts.filter((account) => account.type !== 'investment')[Math.floor(random() * 2)]!;
      const amountCents = random() < 0.85 ? 1 + Math.floor(random() * 20_000) : 10_000_000 + Math.floor(random() * 1_000_000);
      return { index, key: randomUUID(), sender, recipient, source, amountCents, replay: random() < 0.3 };
    });
    const send = (planned: (typeof plan)[number]) =>
      ask('createInternalTransfer', {
        token: customers[planned.sender]!.accessToken,
        body: { fromAccountId: planned.source.id, toEmail: customers[planned.recipient]!.email, amountCents: planned.amountCents },
        headers: { 'idempotency-key': planned.key },
      });

    const outcomes = await underFaults(() =>
      runPool(plan, IN_FLIGHT, async (planned) => {
        const original = await send(planned);
        return { planned, original, replay: planned.replay ? await send(planned) : null };
      }),
    );

    expect(tally.serverErrors).toEqual([]);
    for (const { planned, original, replay } of outcomes) {
      expect([201, 409], `transfer ${planned.index}: ${original.text}`).toContain(original.status);
      if (original.status === 409) expect(original.body.error.message).toBe('Insufficient balance');
      if (replay) expect({ status: replay.status, body: replay.body }, `replay of ${planned.index}`).toEqual({ status: original.status, body: original.body });
    }
    const accepted = outcomes.filter((outcome) => outcome.original.status === 201);
    expect(accepted.length).toBeGreaterThan(TRANSFERS / 2);

    await faults.paused(async () => {
      const expected = new Map(before);
      for (const { planned } of accepted) {
        expected.set(planned.source.id, expected.get(planned.source.id)! - planned.amountCents);
        expected.set(checking(planned.recipient).id, expected.get(checking(planned.recipient).id)! + planned.amountCents);
      }
      expect(Object.fromEntries(await balancesOf(customers))).toEqual(Object.fromEntries(expected));
      // One debit and one credit per accepted key, and none for a refused one.
      const entries = (await Promise.all([...before.keys()].map((accountId) => entriesOfAccount(accountId)))).flat();
      const byTransfer = new Map<string, TransactionRecord[]>();
      for (const entry of entries) if (entry.transferId) byTransfer.set(entry.transferId, [...(byTransfer.get(entry.transferId) ?? []), entry]);
      expect(byTransfer.size).toBe(accepted.length);
      for (const { original } of accepted) expect(byTransfer.get(original.body.transferId)?.length).toBe(2);
    });
    await expectLedgerExact(customers);
  });

  it('wires: created once per key, the code mailed (or, when mail failed, reported and sent again), confirmed once, approved; ledger exact', async () => {
    const before = await faults.paused(() => balancesOf(customers));
    const wires = await underFaults(() =>
      runPool(customers.slice(0, 2), 2, async (customer) => {
        const checking = customer.accounts.find((account) => account.type === 'checking')!;
        const key = randomUUID();
        const request = { token: customer.accessToken, body: wireBody(checking.id, { amountCents: 12_345 }), headers: { 'idempotency-key': key } };
        const created = await ask('createWire', request);
        expect(created.status, created.text).toBe(201);
        const again = await ask('createWire', request);
        expect(again.body).toEqual(created.body);
        const wireId: string = created.body.id;

        let code = await mailedCode(customer, wireId);
        if (code === undefined) {
          // SES failed past the SDK's retries: the request stands, and a minute later the customer asks again.
          await faults.paused(() => ageWireRequest(customer.userId, wireId, 61));
          const resent = await ask('resendWireCode', { token: customer.accessToken, params: { wireId } });
          expect(resent.status, resent.text).toBe(200);
          code = await mailedCode(customer, wireId);
        }
        expect(code).toMatch(/^\d{6}$/);
        const confirm = { token: customer.accessToken, params: { wireId }, body: { code }, headers: { 'idempotency-key': randomUUID() } };
        const confirmed = await ask('confirmWire', confirm);
        expect(confirmed.status, confirmed.text).toBe(200);
        expect((await ask('confirmWire', confirm)).body).toEqual(confirmed.body);
        await decide(customer, 'simulateWire', { wireId }, 'approved');
        return { customer, checking, wire: created.body as { amountCents: number; feeCents: number } };
      }),
    );
    expect(tally.serverErrors).toEqual([]);
    const after = await faults.paused(() => balancesOf(customers));
    for (const { checking, wire } of wires) expect(after.get(checking.id)).toBe(before.get(checking.id)! - wire.amountCents - wire.feeCents);
    await expectLedgerExact(customers);
  });

  it('check deposits and locker items: each made once per request and decided once; ledger exact', async () => {
    const before = await faults.paused(() => balancesOf(customers));
    const results = await underFaults(() =>
      runPool(customers.slice(1, 3), 2, async (customer) => {
        const checking = customer.accounts.find((account) => account.type === 'checking')!;
        const deposit = {
          token: customer.accessToken,
          body: { accountId: checking.id, amountCents: 45_600, checkNumber: String(randomInt(100, 2 ** 47)), bankName: 'First Sandbox Bank', routingNumber: '011000015', accountNumber: String(randomInt(100_000_000, 1_000_000_000)) },
          headers: { 'idempotency-key': randomUUID() },
        };
        const check = await ask('createCheckDeposit', deposit);
        expect(check.status, check.text).toBe(201);
        expect((await ask('createCheckDeposit', deposit)).body).toEqual(check.body);
        await decide(customer, 'simulateCheck', { checkId: check.body.id }, 'approved');

        const item = await ask('addLockerItem', { token: customer.accessToken, body: { name: `Watch ${randomUUID().slice(0, 6)}`, valueCents: 250_000 } });
        expect(item.status, item.text).toBe(201);
        await decide(customer, 'simulateLockerItem', { itemId: item.body.id }, 'approved');
        return { customer, checking };
      }),
    );
    expect(tally.serverErrors).toEqual([]);
    await faults.paused(async () => {
      const after = await balancesOf(customers);
      for (const { customer, checking } of results) {
        expect(after.get(checking.id)).toBe(before.get(checking.id)! + 45_600);
        const checks = await stack.call('listMyCheckDeposits', { token: customer.accessToken, query: { limit: '50' } });
        expect(checks.body.items.map((item: { status: string }) => item.status)).toEqual(['approved']);
        const locker = await stack.call('listMyLockerItems', { token: customer.accessToken });
        expect(locker.body.items.map((item: { status: string }) => item.status)).toEqual(['approved']);
      }
    });
    await expectLedgerExact(customers);
  });
});

describe('one fault at a time', () => {
  // Two of the file's customers: each test's effect is checked on its own key and entries.
  let from: Customer;
  let to: Customer;
  beforeAll(() => {
    [from, to] = [customers[2]!, customers[0]!];
  });
  const transferOnce = (from: Customer, to: Customer, amountCents: number, key: string) => ({
    token: from.accessToken,
    body: { fromAccountId: from.accounts.find((account) => account.type === 'checking')!.id, toEmail: to.email, amountCents },
    headers: { 'idempotency-key': key },
  });
  const entriesOfTransfer = async (customer: Customer, transferId: string) =>
    faults.paused(async () => (await entriesOfAccount(customer.accounts.find((account) => account.type === 'checking')!.id)).filter((entry) => entry.transferId === transferId));

  it('a transfer whose transaction took effect but whose answer was lost: the SDK’s retry finds it done, 201, one debit', async () => {
    const request = transferOnce(from, to, 1_234, randomUUID());
    faults.failNext('dynamodb', 'LostResponse', 1, { command: 'TransactWriteItemsCommand', containing: from.userId });
    const answer = await stack.call('createInternalTransfer', request);
    expect(answer.status, answer.text).toBe(201);
    expect(faults.injected.get('dynamodb:LostResponse')).toBeGreaterThanOrEqual(1);
    const replay = await stack.call('createInternalTransfer', request);
    expect(replay.body).toEqual(answer.body);
    expect(await entriesOfTransfer(from, answer.body.transferId)).toHaveLength(1);
    await expectLedgerExact([from, to]);
  });

  it('throttled past the SDK’s three attempts: the transaction is tried again by the code, 201', async () => {
    faults.failNext('dynamodb', 'ProvisionedThroughputExceededException', 3, { command: 'TransactWriteItemsCommand', containing: from.userId });
    const answer = await stack.call('createInternalTransfer', transferOnce(from, to, 2_000, randomUUID()));
    expect(answer.status, answer.text).toBe(201);
    await expectLedgerExact([from, to]);
  });

  it('DynamoDB throttling every attempt: 503 with Retry-After and the standard body, nothing written; the same key later moves the money once', async () => {
    const request = transferOnce(from, to, 3_000, randomUUID());
    // Every request about this customer, none of the scheduler's jobs.
    faults.failNext('dynamodb', 'ThrottlingException', 100, { containing: from.userId });
    const refused = await stack.call('createInternalTransfer', request);
    faults.clearScripted();
    expect(refused.status, refused.text).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.body).toEqual({ error: { code: 'unavailable', message: 'Please try again' } });
    const before = await faults.paused(() => balancesOf([from]));
    const answer = await stack.call('createInternalTransfer', request);
    expect(answer.status, answer.text).toBe(201);
    const after = await faults.paused(() => balancesOf([from]));
    const checking = from.accounts.find((account) => account.type === 'checking')!.id;
    expect(after.get(checking)).toBe(before.get(checking)! - 3_000);
    await expectLedgerExact([from, to]);
  });

  it('the code email refused past SES’s retries: the wire stands (201) and the failure is logged; a resend a minute later mails a code that confirms', async () => {
    const customer = from;
    const checking = customer.accounts.find((account) => account.type === 'checking')!;
    faults.failNext('ses', 'TooManyRequestsException', 3);
    const created = await stack.call('createWire', { token: customer.accessToken, body: wireBody(checking.id), headers: { 'idempotency-key': randomUUID() } });
    expect(created.status, created.text).toBe(201);
    expect(faults.injected.get('ses:TooManyRequestsException')).toBeGreaterThanOrEqual(3);
    expect(await mailedCode(customer, created.body.id, 2)).toBeUndefined();
    await faults.paused(() => ageWireRequest(customer.userId, created.body.id, 61));
    const resent = await stack.call('resendWireCode', { token: customer.accessToken, params: { wireId: created.body.id } });
    expect(resent.status, resent.text).toBe(200);
    const code = await mailedCode(customer, created.body.id);
    const confirmed = await stack.call('confirmWire', { token: customer.accessToken, params: { wireId: created.body.id }, body: { code }, headers: { 'idempotency-key': randomUUID() } });
    expect(confirmed.status, confirmed.text).toBe(200);
    await expectLedgerExact([from, to]);
  });

  it('KMS refusing the audit seal: 503 and nothing decided; the retry decides once. S3 refusing the anchor: the decision stands, and verifying the chain anchors the head', async () => {
    const customer = from;
    const checking = customer.accounts.find((account) => account.type === 'checking')!;
    const pending = async () => {
      const created = await stack.call('createWire', { token: customer.accessToken, body: wireBody(checking.id), headers: { 'idempotency-key': randomUUID() } });
      const code = await mailedCode(customer, created.body.id);
      const confirmed = await stack.call('confirmWire', { token: customer.accessToken, params: { wireId: created.body.id }, body: { code }, headers: { 'idempotency-key': randomUUID() } });
      expect(confirmed.status, confirmed.text).toBe(200);
      return created.body.id as string;
    };
    // An administrator's decision: the sandbox's own decisions are not sealed on the chain.
    const officer = { email: `admin-${randomUUID()}@example.test`, password: `pw-${randomUUID()}`, firstName: 'Audit', lastName: 'Officer', admin: true };
    await createUser(userPool(), officer);
    const { accessToken } = await signIn(userPool(), officer.email, officer.password);
    const keys = new Map<string, string>();
    const approve = (wireId: string) => {
      // A retry of a decision is the same request: the same key.
      if (!keys.has(wireId)) keys.set(wireId, randomUUID());
      return stack.call('approveWire', { token: accessToken, params: { wireId }, headers: { 'idempotency-key': keys.get(wireId)! } });
    };

    const sealed = await pending();
    faults.failNext('kms', 'ThrottlingException', 3);
    const refused = await approve(sealed);
    expect(refused.status, refused.text).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    const wire = await stack.call('getMyWire', { token: customer.accessToken, params: { wireId: sealed } });
    expect(wire.body.status).toBe('pending');
    expect((await approve(sealed)).body.status).toBe('approved');

    const anchored = await pending();
    faults.failNext('s3', 'SlowDown', 3, { command: 'PutObjectCommand' });
    expect((await approve(anchored)).body.status).toBe('approved');
    await faults.paused(async () => {
      const head = await auditHead();
      expect((await newestAuditAnchor())?.sequence).toBeLessThan(head.sequence);
      expect(await verifyAuditChain()).toMatchObject({ valid: true, headSequence: head.sequence });
      expect((await newestAuditAnchor())?.sequence).toBe(head.sequence);
    });
    await expectLedgerExact([from, to]);
  });
});

/** The code of a wire from the customer's own mail (GET /api/sandbox/mail), or undefined when none came. */
async function mailedCode(customer: Customer, wireId: string, tries = 8): Promise<string | undefined> {
  for (let attempt = 0; attempt < tries; attempt += 1) {
    const mail = await ask('listMySandboxMail', { token: customer.accessToken });
    expect(mail.status, mail.text).toBe(200);
    const code = (mail.body.items as { text: string; codes: string[] }[]).find((message) => message.text.includes(wireId))?.codes[0];
    if (code !== undefined) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return undefined;
}

/**
 * Asks the sandbox to approve a request. A decision is not idempotent: when a 503 came back after
 * the decision was written, the retry is refused with 409 (already decided), and the request's
 * status then shows the one decision.
 */
async function decide(customer: Customer, operationId: 'simulateWire' | 'simulateCheck' | 'simulateLockerItem', params: Record<string, string>, status: string) {
  const retriedBefore = tally.retried503;
  const decided = await ask(operationId, { token: customer.accessToken, params, body: { outcome: 'approve' } });
  if (decided.status === 409 && tally.retried503 > retriedBefore) return;
  expect(decided.status, decided.text).toBe(200);
  expect(decided.body.status).toBe(status);
}
