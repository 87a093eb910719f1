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
const sideOf = ({ contra, island }: TransactionRecord): Side => ({ ...(contra ? { contra } : {}), ...(island ? { island } : {}) });

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

/**
 * Lays entries out as before double entry: no other side and no island on the entry, and the
 * counter shards without the bank side the entries' movements added (what a bank account held,
 * and the islands' funding, taken back out of one shard).
 */
async function asWrittenBeforeDoubleEntry(entries: readonly TransactionRecord[]): Promise<void> {
  const taken: Record<string, number> = { islandFundingCents: 0, ...Object.fromEntries(bankAccountIds.map((id) => [`${id}Cents`, 0])) };
  for (const entry of entries) {
    if (entry.contra === undefined && entry.island === undefined) continue;
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: entryKeys.key({ userId: entry.userId, transactionId: entry.id }),
        UpdateExpression: 'REMOVE #contra, #island',
        ExpressionAttributeNames: { '#contra': 'contra', '#island': 'island' },
      }),
    );
    if (entry.contra === undefined || !countsTowardsBalance(entry)) continue;
    // The bank account held minus the entry: taking that out adds the entry back.
    taken[`${entry.contra}Cents`]! += entry.amountCents;
    if (entry.island !== undefined && entry.contra === 'sandboxFunding') taken.islandFundingCents! += entry.amountCents;
  }
  const fields = Object.keys(taken);
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: SHARD,
      UpdateExpression: `ADD ${fields.map((field) => `#${field} :${field}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(fields.map((field) => [`#${field}`, field])),
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
  return { ...check, bank: { ...bank, islandFunding: check.island.islandFundingCents } };
}

/** What the upgrade moves each bank account (and the islands' funding) by: minus the entries that count, on the side each is given. */
function bankSides(entries: readonly TransactionRecord[], sides: ReadonlyMap<string, Side>): Record<BankAccountId | 'islandFunding', number> {
  const moved = { islandFunding: 0, ...Object.fromEntries(bankAccountIds.map((id) => [id, 0])) } as Record<BankAccountId | 'islandFunding', number>;
  for (const entry of entries.filter(countsTowardsBalance)) {
    const side = sides.get(entry.id)!;
    if (side.contra === undefined) continue;
    moved[side.contra] -= entry.amountCents;
    if (side.island !== undefined) moved.islandFunding -= entry.amountCents;
  }
  return moved;
}

const plus = (figures: Record<string, number>, change: Record<string, number>) => Object.fromEntries(Object.entries(figures).map(([id, cents]) => [id, cents + (change[id] ?? 0)]));

describe('a ledger written before double entry', () => {
  it('gets the other side of every entry from the upgrade, and the whole bank sums to zero again', async () => {
    const [admin, sender, payee, tester] = await Promise.all([newUser({ admin: true }), newAccountHolder(), newAccountHolder(), createTestCustomer()]);
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
    const written = await ledgerOf([sender, payee, tester]);
    const declared = new Map<string, Side>([
      ...[approvedWire, rejectedWire, heldWire].flatMap((wire): [string, Side][] => [
        [wire.transactionId, { contra: 'wireClearing' }],
        [wire.feeTransactionId, { contra: 'feeIncome' }],
      ]),
      [approvedCheck.body.transaction.id as string, { contra: 'checkClearing' }],
      [adjusted.body.transaction.id as string, { contra: 'adjustments' }],
    ]);
    const island = new Set(written.accounts.filter((account) => account.userId === tester.userId).map(({ id }) => id));
    const openedAt = new Map(written.accounts.map((account) => [account.id, account.createdAt]));
    const sides = new Map(
      written.entries.map((entry): [string, Side] => {
        if (island.has(entry.accountId)) return [entry.id, { contra: 'sandboxFunding', island: 'sandbox' }];
        if (entry.transferId !== null) return [entry.id, {}];
        if (declared.has(entry.id)) return [entry.id, declared.get(entry.id)!];
        expect(entry.createdAt, `${entry.description} was written when its account opened`).toBe(openedAt.get(entry.accountId));
        return [entry.id, { contra: 'sandboxFunding' }];
      }),
    );
    expect(written.entries.filter((entry) => entry.transferId !== null)).toHaveLength(2);
    expect(new Map(written.entries.map((entry) => [entry.id, sideOf(entry)]))).toEqual(sides);

    // As before the release: no entry names its other side, and the shards hold no bank side of them.
    const before = await checkLedger(admin);
    expect(before).toMatchObject({ balanced: true, sumCents: 0, unbalancedPostings: [], island: { agrees: true } });
    await asWrittenBeforeDoubleEntry(written.entries);
    const upgradable = written.entries.filter((entry) => entry.transferId === null);
    const moved = bankSides(written.entries, sides);

    // Every mainland entry that counts and is no transfer's side is a posting of one line; the island no longer agrees with its funding.
    const stripped = await checkLedger(admin);
    const onMainland = upgradable.filter((entry) => !island.has(entry.accountId) && countsTowardsBalance(entry));
    const byPosting = (a: { postingId: string }, b: { postingId: string }) => a.postingId.localeCompare(b.postingId);
    expect(stripped.unbalancedPostings.sort(byPosting)).toEqual(onMainland.map((entry) => ({ postingId: entry.id, sumCents: entry.amountCents, entryIds: [entry.id] })).sort(byPosting));
    expect(stripped).toMatchObject({ balanced: false, island: { agrees: false } });
    // What the bank accounts held of these entries is gone from the sum: the customers' side of them is all that is left.
    expect(stripped.sumCents).toBe(0 - bankAccountIds.reduce((sum, id) => sum + moved[id], 0));
    expect(stripped.bank).toEqual(plus(before.bank, Object.fromEntries(Object.entries(moved).map(([id, cents]) => [id, 0 - cents]))));

    // The operator's command, against this stack's table (its endpoint is in this process's environment).
    const run = () => promisify(execFile)(process.execPath, ['--import', 'tsx', script, '--table-name', tableName()], { env: process.env });
    const { stdout } = await run();
    expect(stdout).toContain(`Gave ${upgradable.length} entries in table ${tableName()} their other side, on the bank's accounts:\n`);
    const given = new Map<BankAccountId, number>();
    for (const entry of upgradable) given.set(sides.get(entry.id)!.contra!, (given.get(sides.get(entry.id)!.contra!) ?? 0) + 1);
    for (const [id, count] of given) expect(stdout).toContain(`\n  ${bankAccounts[id].name}: ${count}`);

    const upgraded = await ledgerOf([sender, payee, tester]);
    expect(new Map(upgraded.entries.map((entry) => [entry.id, sideOf(entry)]))).toEqual(sides);
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
    expect(new Map((await ledgerOf([sender, payee, tester])).entries.map((entry) => [entry.id, sideOf(entry)]))).toEqual(sides);
    expect((await checkLedger(admin)).bank).toEqual(released.bank);
  });
});
