import { randomBytes } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callApi } from '@sandbank/scripts/test-harness';
import { entriesOfAccountInMonth } from '../../src/data/entities/transaction';
import { newEntry } from '../../src/domain/ledger/entries';
import { postMovement } from '../../src/domain/ledger/movement';
import { handler as getAccountStatement } from '../../src/handlers/accounts/getAccountStatement';
import { documentClient } from '../../src/lib/clients/dynamodb';
import { idBoundsAt } from '../../src/lib/ids';
import { apiEvent } from '../support/api-event';
import { checkingOf } from './support/banking';
import { expectLedgerInvariant } from './support/ledger';
import { newUser, type TestUser } from './support/users';

/*
 * A statement reads its month's key range and one small item per earlier month, never the
 * entries before it (docs/security.md, "Bounded work per request"). The bank never back-dates an
 * entry, so this file writes a history spread over three months straight through the ledger's
 * movement (the same transaction the bank writes), with ids made at those moments.
 */

const DAY = 24 * 60 * 60 * 1000;
const monthOf = (time: number) => new Date(time).toISOString().slice(0, 7);
const startOfMonth = (time: number) => Date.UTC(new Date(time).getUTCFullYear(), new Date(time).getUTCMonth(), 1);
const idAt = (time: number) => idBoundsAt(time).first.slice(0, 10) + [...randomBytes(16)].map((byte) => '0123456789ABCDEFGHJKMNPQRSTVWXYZ'[byte % 32]).join('');

let customer: TestUser;
let checking: { id: string; balanceCents: number };
const thisMonthStart = startOfMonth(Date.now());
const lastMonthStart = startOfMonth(thisMonthStart - DAY);
const twoMonthsAgoStart = startOfMonth(lastMonthStart - DAY);
const months = { twoAgo: monthOf(twoMonthsAgoStart), last: monthOf(lastMonthStart), this: monthOf(thisMonthStart) };

async function post(at: number, amountCents: number) {
  const entry = newEntry({
    id: idAt(at),
    createdAt: new Date(at).toISOString(),
    userId: customer.userId,
    accountId: checking.id,
    type: amountCents > 0 ? 'deposit' : 'withdrawal',
    amountCents,
    description: `Test entry of ${monthOf(at)}`,
  });
  await postMovement({ postings: [{ entry, island: null, contra: 'adjustments' }] });
}

beforeAll(async () => {
  customer = await newUser();
  checking = await checkingOf(customer);
  // 40 entries two months ago, 30 last month; this month already holds the opening's five.
  for (let index = 0; index < 40; index += 1) await post(twoMonthsAgoStart + DAY + index * 1000, 1_000 + index);
  for (let index = 0; index < 30; index += 1) await post(lastMonthStart + DAY + index * 1000, index % 2 === 0 ? 500 : -200);
  checking = await checkingOf(customer);
  await expectLedgerInvariant(customer.userId);
}, 120_000);

afterEach(() => {
  vi.restoreAllMocks();
});

/** The statement through its handler in this process, with every read it made. */
async function statementInProcess(month: string) {
  const client = documentClient();
  const send = client.send.bind(client);
  const reads: { command: string; index?: string; examined: number }[] = [];
  vi.spyOn(client, 'send').mockImplementation((async (command: unknown, ...rest: unknown[]) => {
    const output = await (send as (...args: unknown[]) => Promise<{ ScannedCount?: number; Item?: unknown }>)(command, ...rest);
    if (command instanceof QueryCommand) reads.push({ command: 'Query', index: command.input.IndexName, examined: output.ScannedCount ?? 0 });
    if (command instanceof GetCommand) reads.push({ command: 'GetItem', examined: output.Item ? 1 : 0 });
    return output;
  }) as typeof client.send);
  const response = (await getAccountStatement(
    apiEvent({ claims: { sub: customer.userId, username: customer.userId }, pathParameters: { accountId: checking.id }, queryStringParameters: { month } }),
  )) as { statusCode: number; body: string };
  vi.restoreAllMocks();
  return { status: response.statusCode, body: JSON.parse(response.body), reads };
}

describe('bounded statements', () => {
  it("read only the month's own entries, and the earlier months' totals for the opening balance", async () => {
    const { status, body, reads } = await statementInProcess(months.last);
    expect(status).toBe(200);
    expect(body.entries).toHaveLength(30);
    const entryReads = reads.filter((read) => read.index === 'gsi1');
    expect(entryReads).toEqual([{ command: 'Query', index: 'gsi1', examined: 30 }]);
    // The account, the month's totals, and one item for the one earlier month: not its 40 entries.
    expect(reads.reduce((sum, read) => sum + read.examined, 0)).toBe(30 + 3);
    const earlier = Array.from({ length: 40 }, (_, index) => 1_000 + index).reduce((sum, amount) => sum + amount, 0);
    expect(body.openingBalanceCents).toBe(earlier);
    expect(body.closingBalanceCents).toBe(earlier + 15 * 500 - 15 * 200);
    expect(body).toMatchObject({ totalCreditsCents: 15 * 500, totalDebitsCents: -15 * 200, nextCursor: null });
  });

  it('carry each month into the next, up to the balance', async () => {
    const twoAgo = (await statementInProcess(months.twoAgo)).body;
    const last = (await statementInProcess(months.last)).body;
    const current = (await statementInProcess(months.this)).body;
    expect(twoAgo.openingBalanceCents).toBe(0);
    expect(last.openingBalanceCents).toBe(twoAgo.closingBalanceCents);
    expect(current.openingBalanceCents).toBe(last.closingBalanceCents);
    expect(current.closingBalanceCents).toBe(checking.balanceCents);
    // The opening deposit and the four sample entries of a new checking account.
    expect(current.entries).toHaveLength(5);
  });

  it('read no entry at all for a month without any, however long the history before it', async () => {
    const nextMonth = monthOf(thisMonthStart + 32 * DAY);
    const { body, reads } = await statementInProcess(nextMonth);
    expect(body).toMatchObject({ openingBalanceCents: checking.balanceCents, closingBalanceCents: checking.balanceCents, entries: [] });
    expect(reads.filter((read) => read.index === 'gsi1')).toEqual([{ command: 'Query', index: 'gsi1', examined: 0 }]);
    expect(reads.reduce((sum, read) => sum + read.examined, 0)).toBe(1 + 3);
  });

  it('page through a month with signed cursors, each page within its limit', async () => {
    const month = { name: months.twoAgo, start: new Date(twoMonthsAgoStart), end: new Date(lastMonthStart) };
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: { items: { id: string }[]; nextCursor: string | null } = await entriesOfAccountInMonth(customer.userId, checking.id, month, {
        limit: 15,
        ...(cursor ? { cursor } : {}),
      });
      expect(page.items.length).toBeLessThanOrEqual(15);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(40);
    expect([...seen].sort()).toEqual(seen);
  });

  it('refuse a statement cursor of another month or account, and a CSV page', async () => {
    const month = { name: months.twoAgo, start: new Date(twoMonthsAgoStart), end: new Date(lastMonthStart) };
    const { nextCursor } = await entriesOfAccountInMonth(customer.userId, checking.id, month, { limit: 15 });
    const ask = (query: Record<string, string>) =>
      callApi('getAccountStatement', { token: customer.accessToken, params: { accountId: checking.id }, query });
    expect((await ask({ month: months.twoAgo, cursor: nextCursor! })).status).toBe(200);
    expect(await ask({ month: months.last, cursor: nextCursor! })).toMatchObject({ status: 400, body: { error: { code: 'invalid_input', message: 'Invalid cursor' } } });
    expect(await ask({ month: months.twoAgo, format: 'csv', cursor: nextCursor! })).toMatchObject({ status: 400, body: { error: { code: 'invalid_input' } } });
  });
});
