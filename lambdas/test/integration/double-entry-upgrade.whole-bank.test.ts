import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { bankAccountIds, bankAccounts, countsTowardsBalance, type BankAccountId } from '@sandbank/shared/ledger';
import { describe, expect, it } from 'vitest';
import { callApi } from '@sandbank/scripts/test-harness';
import { accountsOfUser, type AccountRecord } from '../../src/data/entities/account';
import { shardPartition } from '../../src/data/entities/bank-counters';
import { entriesOfAccount, type TransactionRecord } from '../../src/data/entities/transaction';
import * as kinds from '../../src/data/item-kinds';
import { primaryKeys } from '../../src/data/keys';
import { tableName } from '../../src/data/table';
import { documentClient } from '../../src/lib/clients/dynamodb';
import { adjustAccount } from './support/approvals';
import { checkingOf, newAccountHolder, transfer } from './support/banking';
import { createTestCustomer, newPendingCheck } from './support/sandbox-customers';
import { newUser, type TestUser } from './support/users';
import { decideWire, newPendingWire } from './support/wires';

/*
 * A bank deployed before the ledger was double-entry: its entries name no bank account holding
 * their other side, and its counter shards hold no bank account's balance, so the ledger check
 * finds unbalanced postings. `npm run upgrade:double-entry` gives each entry the side its movement
 * declares today, and moves that bank account with it.
 */

const script = fileURLToPath(new URL('../../../scripts/upgrade-double-entry.ts', import.meta.url));
const entryKeys = primaryKeys(kinds.partitions.user, kinds.transaction.sort);
/** The one shard the entries' bank sides are taken out of: the bank sums its shards, so any one does. */
const SHARD = { pk: shardPartition(0), sk: kinds.bankCounterShard.sort.totals };

type Side = { contra?: BankAccountId; island?: string };
const sideOf = ({ contra, island }: Side): Side => ({ ...(contra ? { contra } : {}), ...(island ? { island } : {}) });
const sidesOf = (entries: readonly TransactionRecord[]) => new Map(entries.map((entry) => [entry.id, sideOf(entry)]));

interface Ledger {
  accounts: AccountRecord[];
  entries: TransactionRecord[];
}

/** The customers' accounts and every entry of them, as the table holds them. */
async function ledgerOf(customers: readonly { userId: string }[]): Promise<Ledger> {
  const accounts = (await Promise.all(customers.map(({ userId }) => accountsOfUser(userId)))).flat();
  const entries = (await Promise.all(accounts.map(({ id }) => entriesOfAccount(id)))).flat();
  return { accounts, entries };
}

type BankSides = Record<BankAccountId | 'islandFunding', number>;

/** The bank's side of the entries that count, each with the side `sides` gives it: minus the entry on the account holding its other side, and on the islands' share of sandbox funding for an island's. */
function bankSides(entries: readonly TransactionRecord[], sides: ReadonlyMap<string, Side>): BankSides {
  const held = { islandFunding: 0, ...Object.fromEntries(bankAccountIds.map((id) => [id, 0])) } as BankSides;
  for (const entry of entries.filter(countsTowardsBalance)) {
    const { contra, island } = sides.get(entry.id)!;
    if (contra === undefined) continue;
    held[contra] -= entry.amountCents;
    if (island !== undefined && contra === 'sandboxFunding') held.islandFunding -= entry.amountCents;
  }
  return held;
}

const plus = <Figures extends Record<string, number>>(figures: Figures, change: Partial<Figures>): Figures =>
  Object.fromEntries(Object.entries(figures).map(([id, cents]) => [id, cents + (change[id] ?? 0)])) as Figures;
const minus = <Figures extends Record<string, number>>(figures: Figures, change: Figures): Figures =>
  plus(figures, Object.fromEntries(Object.entries(change).map(([id, cents]) => [id, 0 - cents])) as Figures);

/**
 * Lays entries out as an earlier release wrote them (`old`: each entry's side then) — before
 * double entry no entry named its other side; while islands already existed, an island's entries
 * named sandbox funding but not their island — and the counter shards as it counted them: the bank
 * side the entries have now, less the one they had, taken back out of one shard.
 */
async function asWrittenBefore(entries: readonly TransactionRecord[], old: ReadonlyMap<string, Side>): Promise<void> {
  for (const entry of entries) {
    const was = old.get(entry.id)!;
    const removed = (['contra', 'island'] as const).filter((field) => entry[field] !== undefined && was[field] === undefined);
    if (removed.length === 0) continue;
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: entryKeys.key({ userId: entry.userId, transactionId: entry.id }),
        UpdateExpression: `REMOVE ${removed.map((field) => `#${field}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(removed.map((field) => [`#${field}`, field])),
      }),
    );
  }
  const taken = minus(bankSides(entries, old), bankSides(entries, sidesOf(entries)));
  const fields = Object.keys(taken) as (keyof BankSides)[];
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: SHARD,
      UpdateExpression: `ADD ${fields.map((field) => `#${field} :${field}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(fields.map((field) => [`#${field}`, `${field}Cents`])),
      ExpressionAttributeValues: Object.fromEntries(fields.map((field) => [`:${field}`, taken[field]])),
    }),
  );
}

interface LedgerCheck {
  balanced: boolean;
  sumCents: number;
  totalBalance: { settled: boolean; agrees: boolean };
  island: { islandFundingCents: number; settled: boolean; agrees: boolean };
  unbalancedPostings: { postingId: string; sumCents: number; entryIds: string[] }[];
  mismatches: unknown[];
  bankAccounts: { id: BankAccountId; balanceCents: number }[];
}

/** The ledger check as an administrator reads it, with the bank accounts by id; the whole bank stands still (whole-bank files run alone). */
async function checkLedger(admin: TestUser) {
  const response = await callApi('checkLedger', { token: admin.accessToken });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const check = response.body as LedgerCheck;
  expect(check.mismatches).toEqual([]);
  expect(check.totalBalance).toMatchObject({ settled: true, agrees: true });
  const bank = Object.fromEntries(check.bankAccounts.map(({ id, balanceCents }) => [id, balanceCents])) as Record<BankAccountId, number>;
  return { ...check, bank: { ...bank, islandFunding: check.island.islandFundingCents } as BankSides };
}

describe('a ledger written before double entry', () => {
  it('gets what every entry lacks from the upgrade, and the whole bank sums to zero again', async () => {
    const [admin, sender, payee, tester, islander] = await Promise.all([
      newUser({ admin: true }),
      newAccountHolder(),
      newAccountHolder(),
      createTestCustomer(),
      createTestCustomer(),
    ]);
    const checking = await checkingOf(sender);

    // Movements of every kind, through the API: a transfer, wires approved, rejected and still held, a check, an adjustment.
    const sent = await transfer(sender, { fromAccountId: checking.id, toEmail: payee.email, amountCents: 12_34 });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const approvedWire = await newPendingWire(sender, { amountCents: 1_500_00 });
    expect((await decideWire(admin, approvedWire.id, 'approve')).status).toBe(200);
    const rejectedWire = await newPendingWire(sender, { amountCents: 700_00 });
    expect((await decideWire(admin, rejectedWire.id, 'reject')).status).toBe(200);
    const heldWire = await newPendingWire(sender, { amountCents: 300_00 });
    const check = await newPendingCheck(sender, checking.id, 456_00);
    const approvedCheck = await callApi('approveCheckDeposit', { token: admin.accessToken, params: { checkId: check.id }, headers: { 'idempotency-key': randomUUID() } });
    expect(approvedCheck.status, JSON.stringify(approvedCheck.body)).toBe(200);
    const adjusted = await adjustAccount(admin, (await checkingOf(payee)).id, 99_00);
    expect(adjusted.status, JSON.stringify(adjusted.body)).toBe(201);

    // The side each entry's movement declares: the wires' and the check's own, the adjustment's, none for the transfer's
    // two sides, sandbox funding for what the accounts opened with and for everything on the island.
    const written = await ledgerOf([sender, payee, tester, islander]);
    const declared = new Map<string, Side>([
      ...[approvedWire, rejectedWire, heldWire].flatMap((wire): [string, Side][] => [
        [wire.transactionId, { contra: 'wireClearing' }],
        [wire.feeTransactionId, { contra: 'feeIncome' }],
      ]),
      [approvedCheck.body.transaction.id as string, { contra: 'checkClearing' }],
      [adjusted.body.transaction.id as string, { contra: 'adjustments' }],
    ]);
    const holderOf = new Map(written.accounts.map((account) => [account.id, account.userId]));
    const openedAt = new Map(written.accounts.map((account) => [account.id, account.createdAt]));
    const onIsland = (entry: TransactionRecord) => [tester.userId, islander.userId].includes(holderOf.get(entry.accountId)!);
    const sides = new Map(
      written.entries.map((entry): [string, Side] => {
        if (onIsland(entry)) return [entry.id, { contra: 'sandboxFunding', island: 'sandbox' }];
        if (entry.transferId !== null) return [entry.id, {}];
        if (declared.has(entry.id)) return [entry.id, declared.get(entry.id)!];
        expect(entry.createdAt, `${entry.description} was written when its account opened`).toBe(openedAt.get(entry.accountId));
        return [entry.id, { contra: 'sandboxFunding' }];
      }),
    );
    expect(written.entries.filter((entry) => entry.transferId !== null)).toHaveLength(2);
    expect(sidesOf(written.entries)).toEqual(sides);

    // As earlier releases wrote them: before double entry, no entry named its other side (the islander's were written
    // while islands existed: theirs named sandbox funding, not their island), and the shards held no bank side of them.
    const before = await checkLedger(admin);
    expect(before).toMatchObject({ balanced: true, sumCents: 0, unbalancedPostings: [], island: { agrees: true } });
    const old = new Map(written.entries.map((entry): [string, Side] => [entry.id, holderOf.get(entry.accountId) === islander.userId ? { contra: 'sandboxFunding' } : {}]));
    await asWrittenBefore(written.entries, old);
    const moved = minus(bankSides(written.entries, sides), bankSides(written.entries, old));

    // Every mainland entry that counts and is no transfer's side is a posting of one line; the island no longer agrees with its funding.
    const stripped = await checkLedger(admin);
    const postingsOfOne = written.entries.filter((entry) => !onIsland(entry) && entry.transferId === null && countsTowardsBalance(entry));
    const byPosting = (a: { postingId: string }, b: { postingId: string }) => a.postingId.localeCompare(b.postingId);
    expect(stripped.unbalancedPostings.sort(byPosting)).toEqual(postingsOfOne.map((entry) => ({ postingId: entry.id, sumCents: entry.amountCents, entryIds: [entry.id] })).sort(byPosting));
    expect(stripped).toMatchObject({ balanced: false, island: { agrees: false } });
    // What the bank accounts held of these entries is gone from the sum: the customers' side of them is all that is left.
    expect(stripped.sumCents).toBe(0 - bankAccountIds.reduce((sum, id) => sum + moved[id], 0));
    expect(stripped.bank).toEqual(minus(before.bank, moved));

    // The operator's command, against this stack's table (its endpoint is in this process's environment).
    const run = () => promisify(execFile)(process.execPath, ['--import', 'tsx', script, '--table-name', tableName()], { env: process.env });
    const { stdout } = await run();
    const changed = written.entries.filter((entry) => JSON.stringify(old.get(entry.id)) !== JSON.stringify(sides.get(entry.id)));
    const given = new Map<BankAccountId, number>();
    for (const entry of changed.filter((entry) => old.get(entry.id)!.contra === undefined && sides.get(entry.id)!.contra !== undefined)) {
      given.set(sides.get(entry.id)!.contra!, (given.get(sides.get(entry.id)!.contra!) ?? 0) + 1);
    }
    expect(stdout).toContain(`Upgraded ${changed.length} entries in table ${tableName()} to double entry.\nOther sides given, by the bank account holding them:\n`);
    for (const [id, count] of given) expect(stdout).toContain(`\n  ${bankAccounts[id].name}: ${count}\n`);
    expect(stdout).toContain(`\nEntries given their island: ${written.entries.filter(onIsland).length}\n`);

    expect(sidesOf((await ledgerOf([sender, payee, tester, islander])).entries)).toEqual(sides);
    const after = await checkLedger(admin);
    expect(after).toMatchObject({ balanced: true, sumCents: 0, unbalancedPostings: [], island: { settled: true, agrees: true } });
    expect(after.bank).toEqual(plus(stripped.bank, moved));
    expect(after.bank).toEqual(before.bank);

    // The hold upgraded while it was held fails as any other: it gives back what wire clearing and fee income hold of it.
    expect((await decideWire(admin, heldWire.id, 'reject')).status).toBe(200);
    const released = await checkLedger(admin);
    expect(released).toMatchObject({ balanced: true, sumCents: 0, unbalancedPostings: [] });
    expect(released.bank).toEqual(plus(before.bank, { wireClearing: -heldWire.amountCents, feeIncome: -heldWire.feeCents }));

    // Again: nothing is left to upgrade, and no figure moves.
    expect((await run()).stdout).toMatch(/^Every entry in table .+ already has its other side\.$/m);
    expect(sidesOf((await ledgerOf([sender, payee, tester, islander])).entries)).toEqual(sides);
    expect((await checkLedger(admin)).bank).toEqual(released.bank);
  });
});
