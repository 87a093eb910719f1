import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callApi } from '@sandbank/scripts/test-harness';
import { LISTING_READ_BUDGET } from '../../src/data/table';
import { handler as listMyTransactions } from '../../src/handlers/transactions/listMyTransactions';
import { documentClient } from '../../src/lib/clients/dynamodb';
import { apiEvent } from '../support/api-event';
import { checkingOf, newAccountHolder, transfer } from './support/banking';
import { newUser, type TestUser } from './support/users';

/*
 * Every listing call examines at most LISTING_READ_BUDGET items, whatever its filter matches
 * (docs/security.md, "Bounded work per request"). Measured on DynamoDB's own count of the items
 * each Query read (ScannedCount, before filters), with the handler running in this process.
 */

const TRANSFERS = 300;
/**
 * A search no entry can match: ids and references are ULIDs, whose alphabet has no U, and the
 * descriptions name emails of hex UUIDs ('zzz' matched an id such as …ZZZ6M2RWZZ now and then).
 */
const NO_MATCH = 'uuu';
let customer: TestUser;
let entries: number;

beforeAll(async () => {
  customer = await newUser();
  const recipient = await newAccountHolder();
  const checking = await checkingOf(customer);
  const amounts = Array.from({ length: TRANSFERS }, (_, index) => index + 1);
  for (let start = 0; start < amounts.length; start += 10) {
    const answers = await Promise.all(
      amounts.slice(start, start + 10).map((amountCents) => transfer(customer, { fromAccountId: checking.id, toEmail: recipient.email, amountCents })),
    );
    for (const answer of answers) expect(answer.status).toBe(201);
  }
  // The seven entries of the opening, then one per transfer.
  entries = 7 + TRANSFERS;
}, 180_000);

afterEach(() => {
  vi.restoreAllMocks();
});

/** Calls the handler in this process and adds up what its queries examined. */
async function listInProcess(query: Record<string, string>) {
  const client = documentClient();
  const send = client.send.bind(client);
  const reads = { queries: 0, examined: 0 };
  vi.spyOn(client, 'send').mockImplementation((async (command: unknown, ...rest: unknown[]) => {
    const output = await (send as (...args: unknown[]) => Promise<{ ScannedCount?: number }>)(command, ...rest);
    if (command instanceof QueryCommand) {
      reads.queries += 1;
      reads.examined += output.ScannedCount ?? 0;
    }
    return output;
  }) as typeof client.send);
  const response = (await listMyTransactions(
    apiEvent({ claims: { sub: customer.userId, username: customer.userId }, queryStringParameters: query }),
  )) as { statusCode: number; body: string };
  vi.restoreAllMocks();
  return { status: response.statusCode, body: JSON.parse(response.body) as { items: any[]; nextCursor: string | null }, reads };
}

/** Every page of a query, following the cursors, with what each call examined. */
async function walk(query: Record<string, string>) {
  const pages: Awaited<ReturnType<typeof listInProcess>>[] = [];
  let cursor: string | null = null;
  do {
    const page = await listInProcess(cursor ? { ...query, cursor } : query);
    expect(page.status).toBe(200);
    pages.push(page);
    cursor = page.body.nextCursor;
  } while (cursor && pages.length < 50);
  return pages;
}

describe('bounded listings', () => {
  it(`answer a filter that matches nothing with an empty partial page and a cursor, having read at most ${LISTING_READ_BUDGET} items`, async () => {
    const page = await listInProcess({ limit: '1', q: NO_MATCH });
    expect(page.status).toBe(200);
    expect(page.body).toEqual({ items: [], nextCursor: expect.any(String) });
    expect(page.reads.examined).toBeGreaterThan(0);
    expect(page.reads.examined).toBeLessThanOrEqual(LISTING_READ_BUDGET);

    const throughGateway = await callApi('listMyTransactions', { token: customer.accessToken, query: { limit: '1', q: NO_MATCH } });
    expect(throughGateway).toMatchObject({ status: 200, body: { items: [], nextCursor: expect.any(String) } });
  });

  it('walk the whole history with partial pages, each call within the budget, each entry read once', async () => {
    const pages = await walk({ limit: '1', q: NO_MATCH });
    expect(pages.length).toBe(Math.ceil(entries / LISTING_READ_BUDGET));
    for (const page of pages) expect(page.reads.examined).toBeLessThanOrEqual(LISTING_READ_BUDGET);
    expect(pages.reduce((sum, page) => sum + page.reads.examined, 0)).toBe(entries);
    expect(pages.flatMap((page) => page.body.items)).toEqual([]);
    expect(pages.at(-1)!.body.nextCursor).toBeNull();
  });

  it('find the matches at the far end of the history through the partial pages before them', async () => {
    const pages = await walk({ limit: '20', q: 'sample' });
    expect(pages[0]!.body.items).toEqual([]);
    const found = pages.flatMap((page) => page.body.items.map((item) => item.description));
    expect(found).toEqual(['Sample mobile deposit', 'Sample outgoing transfer', 'Sample ATM withdrawal', 'Sample payroll deposit']);
  });

  it('fill a page exactly when the filter matches often, reading within the budget', async () => {
    const page = await listInProcess({ limit: '100', type: 'transfer' });
    expect(page.body.items).toHaveLength(100);
    expect(page.reads.examined).toBeLessThanOrEqual(LISTING_READ_BUDGET);
    const next = await listInProcess({ limit: '100', type: 'transfer', cursor: page.body.nextCursor! });
    expect(next.body.items[0].id < page.body.items[99].id).toBe(true);
  });

  it('read one item more than the page without a filter, to know whether more follow', async () => {
    const page = await listInProcess({ limit: '100' });
    expect(page.body.items).toHaveLength(100);
    expect(page.reads).toEqual({ queries: 1, examined: 101 });
  });
});
