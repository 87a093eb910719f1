import { randomUUID } from 'node:crypto';
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { grantsOf, jobGrants } from '@sandbank/infra/local';
import { callApi, cognitoClient, signIn, testUserPool } from '@sandbank/scripts/test-harness';
import { scheduledEvent } from '../../../scripts/local/scheduler';
import { runWithTableGrants } from '../../../scripts/local/table-grants';
import { markExpiring } from '../../src/data/entities/sandbox/customer-items';
import { testCustomerOf } from '../../src/data/entities/sandbox/test-customer';
import { tableName, userPartition } from '../../src/data/table';
import { handler as expireTestCustomers } from '../../src/jobs/expireTestCustomers';
import { jobTable } from '../../src/jobs/job-table';
import { documentClient } from '../../src/lib/clients/dynamodb';
import { accountsOf, newAccountHolder, transfer } from './support/banking';
import { createTestCustomer, expectLedgerCheckExact, newLockerItem, newPendingCheck, type NewTestCustomer } from './support/sandbox-customers';
import { ageTestCustomer } from './support/test-customer-clock';
import { newUser, type TestUser } from './support/users';
import { simulate } from './support/sandbox-decisions';
import { newPendingWire, newWireRequest } from './support/wires';

/*
 * A test customer's end: once its time is up the expiry job returns its balances to the bank by
 * entries, ends its requests, removes every item it had and its pool user, and lowers the bank's
 * counters as it goes, so the ledger check stays exact. Its old tokens are refused from the moment
 * the job starts, and nothing is created again for them. Time is moved by ageing the customer's
 * record (support/test-customer-clock.ts); one test waits for the local stack's own schedule.
 */

/** The job as its schedule runs it: its handler, held to the table access its grants declare. */
const runExpiryJob = () =>
  runWithTableGrants('expireTestCustomers', grantsOf(jobGrants, 'expireTestCustomers'), () =>
    expireTestCustomers(scheduledEvent('expireTestCustomers', new Date())),
  ) as Promise<{ expired: number; unfinished: number }>;

/**
 * Runs the job until the customer is gone (the stack's own schedule may be running it at the same
 * moment: a run that meets the other's removals leaves the rest to the next), at most three times.
 */
async function expireNow(userId: string): Promise<void> {
  for (let run = 1; run <= 3 && (await testCustomerOf(userId)) !== null; run += 1) await runExpiryJob();
}

let admin: TestUser;
/** Another test customer, whom the expiring one pays and is paid by (test customers pay nobody else). */
let recipient: TestUser;
/** A customer of the bank, who deposits the expired customer's check again. */
let mainland: TestUser;

beforeAll(async () => {
  [admin, recipient, mainland] = await Promise.all([newUser({ admin: true }), createTestCustomer(), newAccountHolder()]);
});

const stats = async () => {
  const response = await callApi('getAdminStats', { token: admin.accessToken });
  expect(response.status).toBe(200);
  const { users, accounts, wires, checks, totalBalanceCents } = response.body;
  return { users, accounts, wires, checks, totalBalanceCents };
};

type Stats = Awaited<ReturnType<typeof stats>>;
const countBy = (statuses: string[]) => statuses.reduce<Record<string, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

/**
 * What removing `customer` must take off the bank's figures, from what the customer sees of its
 * bank just before: itself, its accounts, its wires and checks by status (a pending one is counted
 * out from pending: ending it and removing it leave no rejected one behind), and its balances (a
 * rejected wire gives its held amount back to the account, and the emptying takes it with the rest).
 */
async function figuresOf(customer: TestUser) {
  const accounts = (await callApi('listMyAccounts', { token: customer.accessToken })).body.items as { balanceCents: number }[];
  const wires = (await callApi('listMyWires', { token: customer.accessToken, query: { limit: '100' } })).body.items as { status: string }[];
  const checks = (await callApi('listMyCheckDeposits', { token: customer.accessToken, query: { limit: '50' } })).body.items as { status: string }[];
  const counted = wires.map((wire) => wire.status).filter((status) => ['pending', 'approved', 'rejected'].includes(status));
  return {
    users: 1,
    accounts: accounts.length,
    wires: { total: counted.length, ...countBy(counted) } as Record<string, number>,
    checks: { total: checks.length, ...countBy(checks.map((check) => check.status)) } as Record<string, number>,
    totalBalanceCents: accounts.reduce((sum, account) => sum + account.balanceCents, 0),
  };
}

/** The figures after a removal: `before` less exactly what the customer had. */
function without(before: Stats, removed: Awaited<ReturnType<typeof figuresOf>>): Stats {
  const less = (counts: Record<string, number>, taken: Record<string, number>) =>
    Object.fromEntries(Object.entries(counts).map(([status, count]) => [status, count - (taken[status] ?? 0)]));
  return {
    users: before.users - removed.users,
    accounts: before.accounts - removed.accounts,
    wires: less(before.wires, removed.wires),
    checks: less(before.checks, removed.checks),
    totalBalanceCents: before.totalBalanceCents - removed.totalBalanceCents,
  } as Stats;
}

const partitionItems = async (userId: string) =>
  (await documentClient().send(new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': userPartition(userId) }, ConsistentRead: true })))
    .Items ?? [];

async function poolUserExists(customer: TestUser): Promise<boolean> {
  const pool = testUserPool();
  const client = cognitoClient(pool);
  try {
    await client.send(new AdminGetUserCommand({ UserPoolId: pool.userPoolId, Username: customer.email }));
    return true;
  } catch (error) {
    if ((error as Error).name === 'UserNotFoundException') return false;
    throw error;
  } finally {
    client.destroy();
  }
}

const checkBody = (accountId: string, checkNumber: string, payer: string) => ({
  accountId,
  amountCents: 321_00,
  checkNumber,
  bankName: 'First Sandbox Bank',
  routingNumber: '011000015',
  accountNumber: payer,
});

/** Every kind of item a customer can have: money out and in, a held wire, one awaiting its code, checks pending and approved, locker items, notifications. */
async function liveALittle(customer: NewTestCustomer) {
  const checking = customer.accounts.find((account) => account.type === 'checking')!;
  expect((await transfer(customer, { fromAccountId: checking.id, toEmail: recipient.email, amountCents: 99_00 })).status).toBe(201);
  expect((await transfer(recipient, { fromAccountId: (await accountsOf(recipient))[0]!.id, toEmail: customer.email, amountCents: 1_00 })).status).toBe(201);
  await newPendingWire(customer, { amountCents: 400_00 });
  await newWireRequest(customer, { amountCents: 300_00 });
  await newPendingCheck(customer, checking.id);
  const approved = { checkNumber: String(Date.now()), payer: String(100_000_000 + Math.floor(Math.random() * 800_000_000)) };
  const deposited = await callApi('createCheckDeposit', {
    token: customer.accessToken,
    body: checkBody(checking.id, approved.checkNumber, approved.payer),
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(deposited.status).toBe(201);
  expect((await callApi('approveCheckDeposit', { token: admin.accessToken, params: { checkId: deposited.body.id }, headers: { 'idempotency-key': randomUUID() } })).status).toBe(200);
  const item = await newLockerItem(customer);
  expect((await callApi('approveLockerItem', { token: admin.accessToken, params: { itemId: item.id } })).status).toBe(200);
  await newLockerItem(customer);
  return { approved };
}

/*
 * The bank's figures are exact only if nothing else moves them during the run, and other test
 * files share this stack: a test comparing them measures again (a new customer, a new run) when
 * another file's writes landed in between. A real miscount fails every attempt.
 */
const sharedFigures = { retry: 2 } as const;

describe('the expiry of a test customer', () => {
  it('returns its money to the bank by entries and removes everything it had, with the counters and the ledger exact', sharedFigures, async () => {
    const customer = await createTestCustomer();
    const numbers = (await accountsOf(customer)).map((account) => account.number);
    const { approved } = await liveALittle(customer);
    const removed = await figuresOf(customer);
    // Measured right around the removal, so the rest of the bank has little time to move meanwhile,
    // and before the customer is due, so the stack's own schedule cannot remove it first.
    const before = await stats();
    await ageTestCustomer(customer.userId, 2 * 24 * 3600);
    await expireNow(customer.userId);
    const after = await stats();
    expect(await testCustomerOf(customer.userId)).toBeNull();
    expect(await partitionItems(customer.userId)).toEqual([]);
    expect(await poolUserExists(customer)).toBe(false);
    await expect(signIn(testUserPool(), customer.email, customer.password)).rejects.toThrow();
    for (const number of numbers) {
      const { Item } = await documentClient().send(new GetCommand({ TableName: tableName(), Key: { pk: `ACCOUNTNUMBER#${number}`, sk: 'ACCOUNTNUMBER' }, ConsistentRead: true }));
      expect(Item, `reservation of ${number}`).toBeUndefined();
    }

    // Its customer, accounts, requests and balances left the counters, exactly.
    expect(removed).toMatchObject({ users: 1, accounts: 3, wires: { total: 1, pending: 1 }, checks: { total: 2, pending: 1, approved: 1 } });
    expect(after).toEqual(without(before, removed));
    await expectLedgerCheckExact(admin);

    // Its approved check's presentment key went with it: the same check can be deposited again.
    const again = await callApi('createCheckDeposit', {
      token: mainland.accessToken,
      body: checkBody((await accountsOf(mainland))[0]!.id, approved.checkNumber, approved.payer),
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
  });

  it('removes a busy customer, 90 days of history included, with the counters exact', sharedFigures, async () => {
    const customer = await createTestCustomer('busy');
    const removed = await figuresOf(customer);
    const before = await stats();
    await ageTestCustomer(customer.userId, 2 * 24 * 3600);
    await expireNow(customer.userId);
    const after = await stats();
    expect(await partitionItems(customer.userId)).toEqual([]);
    expect(await poolUserExists(customer)).toBe(false);
    expect(removed.wires.pending).toBeGreaterThanOrEqual(1);
    expect(after).toEqual(without(before, removed));
    await expectLedgerCheckExact(admin);
  });

  it("shows a test customer's whole life on the sandbox funding account: its opening, a wire out, a reset and its expiry", sharedFigures, async () => {
    // The sandbox funding account as the ledger check shows it, beside the island's share of it; the whole bank sums to zero.
    const funding = async () => {
      const check = await callApi('checkLedger', { token: admin.accessToken });
      expect(check.status).toBe(200);
      expect(check.body.island).toMatchObject({ settled: true, agrees: true });
      expect(check.body).toMatchObject({ balanced: true, sumCents: 0 });
      const account = (check.body.bankAccounts as { id: string; balanceCents: number }[]).find(({ id }) => id === 'sandboxFunding');
      return { sandboxFundingCents: account!.balanceCents, islandFundingCents: check.body.island.islandFundingCents as number };
    };
    const moved = (start: { sandboxFundingCents: number; islandFundingCents: number }, cents: number) => ({
      sandboxFundingCents: start.sandboxFundingCents + cents,
      islandFundingCents: start.islandFundingCents + cents,
    });
    const start = await funding();
    const customer = await createTestCustomer();
    const opening = customer.accounts.reduce((sum, account) => sum + account.balanceCents, 0);
    // Everything it holds came from sandbox funding.
    expect(await funding()).toEqual(moved(start, -opening));

    // A wire approved: amount and fee leave the island, back to sandbox funding.
    const wire = await newPendingWire(customer, { amountCents: 1_500_00 });
    const left = wire.amountCents + wire.feeCents;
    expect((await simulate(customer, 'wire', wire.id, { outcome: 'approve' })).status).toBe(200);
    expect(await funding()).toEqual(moved(start, -opening + left));

    // The reset tops it up from sandbox funding again.
    expect((await callApi('resetSandbox', { token: customer.accessToken })).status).toBe(200);
    expect(await funding()).toEqual(moved(start, -opening));

    // Its expiry gives everything back: sandbox funding is where it started.
    await ageTestCustomer(customer.userId, 2 * 24 * 3600);
    await expireNow(customer.userId);
    expect(await funding()).toEqual(start);
    await expectLedgerCheckExact(admin);
  });

  it('refuses its old tokens with 401 from the moment it starts expiring and re-creates nothing; a removal that stopped half way is finished by the next run', async () => {
    const customer = await createTestCustomer();
    await liveALittle(customer);
    // The job's first step, then a stop: the customer is marked, nothing is removed yet.
    await markExpiring(customer.userId, new Date());
    for (const call of [
      callApi('listMyAccounts', { token: customer.accessToken }),
      callApi('getMe', { token: customer.accessToken }),
      callApi('getMySandbox', { token: customer.accessToken }),
      callApi('resetSandbox', { token: customer.accessToken }),
    ]) {
      expect((await call).status).toBe(401);
    }
    expect((await partitionItems(customer.userId)).length).toBeGreaterThan(0);

    await ageTestCustomer(customer.userId, 2 * 24 * 3600);
    await expireNow(customer.userId);
    expect(await partitionItems(customer.userId)).toEqual([]);
    expect((await callApi('listMyAccounts', { token: customer.accessToken })).status).toBe(401);
    expect((await callApi('getMe', { token: customer.accessToken })).status).toBe(401);
    expect(await partitionItems(customer.userId)).toEqual([]);
    await expectLedgerCheckExact(admin);
    expect(await poolUserExists(customer)).toBe(false);
  });

  it('is removed by the first run after its expiresAt, and that job runs every minute: gone within two minutes', async () => {
    // The schedule: the same job table drives EventBridge in AWS and the local stack's scheduler
    // (scripts/local/scheduler.test.ts runs a job on its schedule).
    expect(jobTable.expireTestCustomers.everyMinutes).toBe(1);
    const customer = await createTestCustomer('new', 1);
    // Seconds before its time a run leaves it; just after, a run removes it.
    await ageTestCustomer(customer.userId, 60 - 10);
    await runExpiryJob();
    expect(await testCustomerOf(customer.userId)).not.toBeNull();
    await ageTestCustomer(customer.userId, 12);
    await expireNow(customer.userId);
    expect(await testCustomerOf(customer.userId)).toBeNull();
    expect(await partitionItems(customer.userId)).toEqual([]);
    expect(await poolUserExists(customer)).toBe(false);
    expect((await callApi('listMyAccounts', { token: customer.accessToken })).status).toBe(401);
  });
});
