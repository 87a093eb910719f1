import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newEntry } from './entries';
import { bankAccountIds } from '@sandbank/shared/ledger';
import { AllowanceSpent, IdempotencyKeyTaken } from '../idempotency/idempotency-scope';
import { balancedEntries, balanceUpdate, MovementRejected, postMovement, UnbalancedPosting } from './movement';
import { documentClient } from '../../lib/clients/dynamodb';
import { monthOfId } from '../../lib/ids';

const ACCOUNT = '01ARZ3NDEKTSV4RRFFQ69G5FAV';
const OTHER_ACCOUNT = '01ARZ3NDEKTSV4RRFFQ69G5FAW';
const entry = (amountCents: number, status: 'completed' | 'pending' = 'completed', accountId = ACCOUNT) =>
  newEntry({ userId: 'user-1', accountId, type: 'transfer', amountCents, description: 'x', status });

describe('balanceUpdate', () => {
  beforeEach(() => {
    process.env.TABLE_NAME = 'test';
  });

  it('lets a debit through only when the balance covers it', () => {
    const update = balanceUpdate({ island: null, contra: 'adjustments', entry: entry(-500) }).Update!;
    expect(update.ConditionExpression).toBe('attribute_exists(pk) AND attribute_not_exists(#island) AND balanceCents >= :debit');
    expect(update.ExpressionAttributeValues).toMatchObject({ ':amount': -500, ':debit': 500 });
    expect(update.Key).toEqual({ pk: 'USER#user-1', sk: 'ACCOUNT#01ARZ3NDEKTSV4RRFFQ69G5FAV' });
  });

  it('only requires the account to exist, on the mainland, for a credit', () => {
    expect(balanceUpdate({ island: null, contra: 'adjustments', entry: entry(500) }).Update!.ConditionExpression).toBe('attribute_exists(pk) AND attribute_not_exists(#island)');
  });

  it('requires the account on the island the posting expects', () => {
    const update = balanceUpdate({ island: 'sandbox', entry: entry(500) }).Update!;
    expect(update.ConditionExpression).toBe('attribute_exists(pk) AND #island = :island');
    expect(update.ExpressionAttributeNames).toEqual({ '#island': 'island' });
    expect(update.ExpressionAttributeValues).toMatchObject({ ':island': 'sandbox' });
  });

  it('pins the version when asked', () => {
    const update = balanceUpdate({ island: null, contra: 'adjustments', entry: entry(500), expectedVersion: 7 }).Update!;
    expect(update.ConditionExpression).toContain('version = :expectedVersion');
    expect(update.ExpressionAttributeValues).toMatchObject({ ':expectedVersion': 7 });
  });

  it('moves the pending total with pending entries', () => {
    expect(balanceUpdate({ island: null, contra: 'adjustments', entry: entry(-500, 'pending') }).Update!.UpdateExpression).toContain('pendingCents = pendingCents + :amount');
    expect(balanceUpdate({ island: null, contra: 'adjustments', entry: entry(-500) }).Update!.UpdateExpression).not.toContain('pendingCents');
  });
});

describe('postMovement', () => {
  beforeEach(() => {
    process.env.TABLE_NAME = 'test';
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const rejectWith = (reasons: { Code: string; Item?: Record<string, unknown> }[]) =>
    vi.spyOn(documentClient(), 'send').mockRejectedValue(
      new TransactionCanceledException({
        message: 'cancelled',
        $metadata: {},
        CancellationReasons: reasons.map(({ Code, Item }) => ({ Code, ...(Item ? { Item: marshall(Item) } : {}) })),
      }),
    );
  const idempotency = { scope: { remember: () => ({ Put: { TableName: 'test', Item: {} } }) }, response: {} };

  it('reports insufficient funds when the debited account exists', async () => {
    rejectWith([{ Code: 'None' }, { Code: 'ConditionalCheckFailed', Item: { version: 3, balanceCents: 10 } }, { Code: 'None' }]);
    const failure = await postMovement({ postings: [{ island: null, contra: 'adjustments', entry: entry(-500) }, { island: null, contra: 'adjustments', entry: entry(500) }], idempotency }).catch((error) => error);
    expect(failure).toEqual(new MovementRejected('insufficient_funds', 0));
  });

  it('reports a missing account when there was no item', async () => {
    rejectWith([{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }]);
    const failure = await postMovement({ postings: [{ island: null, contra: 'adjustments', entry: entry(-500) }], idempotency }).catch((error) => error);
    expect(failure).toMatchObject({ reason: 'account_missing' });
  });

  it('reports an account on another island than the posting expected', async () => {
    rejectWith([{ Code: 'None' }, { Code: 'None' }, { Code: 'ConditionalCheckFailed', Item: { version: 3, balanceCents: 10_000, island: 'sandbox' } }]);
    const failure = await postMovement({
      postings: [{ island: null, contra: 'adjustments', entry: entry(-500) }, { island: null, contra: 'adjustments', entry: entry(500, 'completed', OTHER_ACCOUNT) }],
      idempotency,
    }).catch((error) => error);
    expect(failure).toEqual(new MovementRejected('other_island', 1));
  });

  it('reports a mainland account where an island was expected', async () => {
    rejectWith([{ Code: 'ConditionalCheckFailed', Item: { version: 3, balanceCents: 10_000 } }]);
    const failure = await postMovement({ postings: [{ island: 'sandbox', entry: entry(500) }] }).catch((error) => error);
    expect(failure).toMatchObject({ reason: 'other_island' });
  });

  it('reports a changed account when the pinned version moved', async () => {
    rejectWith([{ Code: 'ConditionalCheckFailed', Item: { version: 4, balanceCents: 10_000 } }]);
    const failure = await postMovement({ postings: [{ island: null, contra: 'adjustments', entry: entry(-500), expectedVersion: 3 }] }).catch((error) => error);
    expect(failure).toMatchObject({ reason: 'account_changed' });
  });

  it('reports a taken idempotency key before anything else', async () => {
    rejectWith([{ Code: 'ConditionalCheckFailed' }, { Code: 'ConditionalCheckFailed', Item: { version: 1 } }]);
    const failure = await postMovement({ postings: [{ island: null, contra: 'adjustments', entry: entry(-500) }], idempotency }).catch((error) => error);
    expect(failure).toBeInstanceOf(IdempotencyKeyTaken);
  });

  const allowance = { Update: { TableName: 'test', Key: { pk: 'RATELIMIT#user-1', sk: 'moneyMovement#x' }, UpdateExpression: 'ADD #calls :one' } };
  const limited = { scope: { ...idempotency.scope, allowance }, response: {} };

  it('counts the call right after the idempotency record, and reports a spent allowance before any posting', async () => {
    rejectWith([{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }, { Code: 'ConditionalCheckFailed', Item: { version: 1, balanceCents: 0 } }]);
    const failure = await postMovement({ postings: [{ island: null, contra: 'adjustments', entry: entry(-500) }], idempotency: limited }).catch((error) => error);
    expect(failure).toBeInstanceOf(AllowanceSpent);
  });

  it('reports a taken key before a spent allowance: a replay is answered from its record', async () => {
    rejectWith([{ Code: 'ConditionalCheckFailed' }, { Code: 'ConditionalCheckFailed' }, { Code: 'None' }]);
    const failure = await postMovement({ postings: [{ island: null, contra: 'adjustments', entry: entry(-500) }], idempotency: limited }).catch((error) => error);
    expect(failure).toBeInstanceOf(IdempotencyKeyTaken);
  });

  it('finds the failed posting behind the counted call', async () => {
    rejectWith([{ Code: 'None' }, { Code: 'None' }, { Code: 'None' }, { Code: 'ConditionalCheckFailed', Item: { version: 1, balanceCents: 10 } }]);
    const failure = await postMovement({ postings: [{ island: null, contra: 'adjustments', entry: entry(500) }, { island: null, contra: 'adjustments', entry: entry(-500, 'completed', OTHER_ACCOUNT) }], idempotency: limited }).catch(
      (error) => error,
    );
    expect(failure).toEqual(new MovementRejected('insufficient_funds', 1));
  });

  it('reports a conflict on the records written with the movement', async () => {
    rejectWith([{ Code: 'None' }, { Code: 'None' }, { Code: 'None' }, { Code: 'ConditionalCheckFailed' }]);
    const failure = await postMovement({ postings: [{ island: null, contra: 'adjustments', entry: entry(500) }], records: [{ Put: { TableName: 'test', Item: {} } }], idempotency }).catch(
      (error) => error,
    );
    expect(failure).toMatchObject({ reason: 'record_conflict' });
  });

  it('writes idempotency record, balance updates, entries, records, the month totals, the bank counters and the entries\' events in one transaction', async () => {
    const send = vi.spyOn(documentClient(), 'send').mockResolvedValue({} as never);
    const [debit, credit] = [entry(-500), entry(700)];
    await postMovement({ postings: [{ island: null, contra: 'adjustments', entry: debit }, { island: null, contra: 'adjustments', entry: credit }], records: [{ Put: { TableName: 'test', Item: {} } }], idempotency });
    expect(send).toHaveBeenCalledTimes(1);
    const all = (send.mock.calls[0]![0] as { input: { TransactItems: Record<string, any>[] } }).input.TransactItems;
    // Last, one entry.posted event per entry, in its owner's partition, with the entry as its listing shows it.
    const events = all.slice(-2).map((item) => item.Put.Item);
    expect(events.map((event) => [event.pk, event.entity, event.type, event.data])).toEqual(
      [debit, credit].map(({ userId, ...view }) => [`USER#${userId}`, 'event', 'entry.posted', view]),
    );
    const items = all.slice(0, -2);
    // Both entries are on one account: one balance update for both (an item appears once per transaction).
    expect(items.map((item) => Object.keys(item)[0])).toEqual(['Put', 'Update', 'Put', 'Put', 'Put', 'Update', 'Update', 'Update']);
    expect(items[1]!.Update.ExpressionAttributeValues).toMatchObject({ ':amount': 200 });
    // And in one month: one update counts them.
    const month = items.at(-3)!.Update;
    expect(month.Key).toEqual({ pk: 'USER#user-1', sk: `MONTH#01ARZ3NDEKTSV4RRFFQ69G5FAV#${monthOfId(debit.id)}` });
    expect(month.ExpressionAttributeValues).toMatchObject({ ':net': 200, ':credits': 700, ':debits': -500, ':count': 2 });
    // Then one shard of the bank's counters: its totals and its day, in the same shard.
    const [totals, day] = [items.at(-2)!.Update, items.at(-1)!.Update];
    expect(totals.Key.pk).toMatch(/^STATS#\d{2}$/);
    expect(totals.Key.sk).toBe('TOTALS');
    expect(totals.ExpressionAttributeValues).toMatchObject({
      ':balanceCents': 200,
      ':entries': 2,
      ':creditCount': 1,
      ':creditCents': 700,
      ':debitCount': 1,
      ':debitCents': -500,
      ':users': 0,
      ':accounts': 0,
    });
    expect(day.Key).toEqual({ pk: totals.Key.pk, sk: `DAY#${debit.createdAt.slice(0, 10)}` });
    expect(day.ExpressionAttributeValues).toMatchObject({ ':entries': 2, ':volume': 1200 });
  });

  it('writes the count of the call in the same transaction, second (before the balances, entries, month totals and counters)', async () => {
    const send = vi.spyOn(documentClient(), 'send').mockResolvedValue({} as never);
    await postMovement({ postings: [{ island: null, contra: 'adjustments', entry: entry(-500) }, { island: null, contra: 'adjustments', entry: entry(500, 'completed', OTHER_ACCOUNT) }], idempotency: limited });
    const items = (send.mock.calls[0]![0] as { input: { TransactItems: object[] } }).input.TransactItems;
    // The key, the call, two balances, two entries, two months, the counters' totals and day, two events.
    expect(items).toHaveLength(12);
    expect(items[1]).toBe(allowance);
  });
});

describe('postings on one account', () => {
  beforeEach(() => {
    process.env.TABLE_NAME = 'test';
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('are one balance update for their sum, checked against the balance as a whole (a wire and its fee)', async () => {
    const send = vi.spyOn(documentClient(), 'send').mockResolvedValue({} as never);
    await postMovement({ postings: [{ island: null, contra: 'adjustments', entry: entry(-10_000, 'pending') }, { island: null, contra: 'adjustments', entry: entry(-2_500, 'pending') }, { island: null, contra: 'adjustments', entry: entry(300, 'completed', OTHER_ACCOUNT) }] });
    const items = (send.mock.calls[0]![0] as { input: { TransactItems: Record<string, any>[] } }).input.TransactItems;
    const updates = items.filter((item) => item.Update?.Key.sk?.startsWith('ACCOUNT#')).map((item) => item.Update);
    expect(updates).toHaveLength(2);
    expect(updates[0].Key.sk).toBe(`ACCOUNT#${ACCOUNT}`);
    expect(updates[0].ExpressionAttributeValues).toMatchObject({ ':amount': -12_500, ':debit': 12_500 });
    expect(updates[0].UpdateExpression).toContain('pendingCents = pendingCents + :amount');
    expect(updates[1].ExpressionAttributeValues).toMatchObject({ ':amount': 300 });
    expect(updates[1].UpdateExpression).not.toContain('pendingCents');
  });

  it('name the first posting on the account when its balance does not cover them', async () => {
    vi.spyOn(documentClient(), 'send').mockRejectedValue(
      new TransactionCanceledException({
        message: 'cancelled',
        $metadata: {},
        CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed', Item: marshall({ version: 1, balanceCents: 5 }) }],
      }),
    );
    const failure = await postMovement({ postings: [{ island: null, contra: 'adjustments', entry: entry(700, 'completed', OTHER_ACCOUNT) }, { island: null, contra: 'adjustments', entry: entry(-100) }, { island: null, contra: 'adjustments', entry: entry(-50) }] }).catch((error) => error);
    expect(failure).toEqual(new MovementRejected('insufficient_funds', 1));
  });
});

describe('balancedEntries', () => {
  const transfer = (transferId: string, amountCents: number, accountId = ACCOUNT) => ({ ...entry(amountCents, 'completed', accountId), transferId });

  it('puts the other side of a mainland entry on the bank account its posting names', () => {
    const [fee] = balancedEntries([{ island: null, contra: 'feeIncome', entry: entry(-2_500) }]);
    expect(fee).toMatchObject({ contra: 'feeIncome', amountCents: -2_500 });
    expect(fee!.island).toBeUndefined();
  });

  it('refuses a mainland entry with no other side: nothing unbalanced is ever written', () => {
    expect(() => balancedEntries([{ island: null, entry: entry(500) }])).toThrow(UnbalancedPosting);
  });

  it('keeps both sides of a transfer between customers as the posting\'s only lines', () => {
    const entries = balancedEntries([
      { island: null, entry: transfer('t0', -700) },
      { island: null, entry: transfer('t0', 700, OTHER_ACCOUNT) },
    ]);
    expect(entries.map((balanced) => balanced.contra)).toEqual([undefined, undefined]);
  });

  it('refuses the sides of a transfer that do not sum to zero', () => {
    expect(() =>
      balancedEntries([
        { island: null, entry: transfer('t9', -700) },
        { island: null, entry: transfer('t9', 600, OTHER_ACCOUNT) },
      ]),
    ).toThrow(UnbalancedPosting);
  });

  it('puts the other side of money entering or leaving an island on sandbox funding, whatever the posting names', () => {
    const [credit, debit] = balancedEntries([
      { island: 'sandbox', contra: 'checkClearing', entry: entry(500) },
      { island: 'sandbox', entry: entry(-200, 'pending', OTHER_ACCOUNT) },
    ]);
    expect([credit!.contra, debit!.contra]).toEqual(['sandboxFunding', 'sandboxFunding']);
    expect([credit!.island, debit!.island]).toEqual(['sandbox', 'sandbox']);
  });

  it('keeps both sides of a transfer within the island on the island', () => {
    const entries = balancedEntries([
      { island: 'sandbox', entry: transfer('t1', -700) },
      { island: 'sandbox', entry: transfer('t1', 700, OTHER_ACCOUNT) },
      { island: 'sandbox', entry: entry(900) },
    ]);
    expect(entries.map((balanced) => balanced.contra)).toEqual([undefined, undefined, 'sandboxFunding']);
  });

  it('never pairs a transfer leg with a side on another island', () => {
    expect(() => balancedEntries([{ island: 'sandbox', entry: transfer('t2', 700) }, { island: null, entry: transfer('t2', -700, OTHER_ACCOUNT) }])).toThrow(
      UnbalancedPosting,
    );
    const entries = balancedEntries([{ island: 'sandbox', entry: transfer('t2', 700) }, { island: null, contra: 'adjustments', entry: transfer('t2', -700, OTHER_ACCOUNT) }]);
    expect(entries.map((balanced) => balanced.contra)).toEqual(['sandboxFunding', 'adjustments']);
  });
});

describe("the bank's accounts in the bank counters", () => {
  beforeEach(() => {
    process.env.TABLE_NAME = 'test';
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const totalsOf = async (movement: Parameters<typeof postMovement>[0]) => {
    const send = vi.spyOn(documentClient(), 'send').mockResolvedValue({} as never);
    await postMovement(movement);
    const items = (send.mock.calls[0]![0] as { input: { TransactItems: Record<string, any>[] } }).input.TransactItems;
    return { totals: items.find((item) => item.Update?.Key.sk === 'TOTALS')!.Update, items };
  };

  it("move sandbox funding by minus the island entries it funds, in the movement's own transaction", async () => {
    const { totals, items } = await totalsOf({ postings: [{ island: 'sandbox', entry: entry(1_500) }, { island: 'sandbox', entry: entry(-400, 'completed', OTHER_ACCOUNT) }] });
    expect(totals.ExpressionAttributeValues).toMatchObject({ ':balanceCents': 1_100, ':sandboxFundingCents': -1_100, ':islandFundingCents': -1_100 });
    const written = items.filter((item) => item.Put?.Item.entity === 'transaction').map((item) => item.Put.Item.contra);
    expect(written).toEqual(['sandboxFunding', 'sandboxFunding']);
  });

  it('move each named bank account by minus its entries, so the posting sums to zero', async () => {
    const { totals } = await totalsOf({
      postings: [
        { island: null, contra: 'wireClearing', entry: entry(-150_000, 'pending') },
        { island: null, contra: 'feeIncome', entry: entry(-2_500, 'pending') },
      ],
    });
    const values = totals.ExpressionAttributeValues as Record<string, number>;
    expect(values).toMatchObject({ ':balanceCents': -152_500, ':wireClearingCents': 150_000, ':feeIncomeCents': 2_500, ':sandboxFundingCents': 0, ':islandFundingCents': 0 });
    const bankSide = bankAccountIds.reduce((sum, id) => sum + values[`:${id}Cents`]!, 0);
    expect(values[':balanceCents']! + bankSide).toBe(0);
  });

  it('move nothing for a transfer between customers: its two lines are the whole posting', async () => {
    const transfer = (amountCents: number, accountId = ACCOUNT) => ({ ...entry(amountCents, 'completed', accountId), transferId: 'tx' });
    const { totals } = await totalsOf({ postings: [{ island: null, entry: transfer(-900) }, { island: null, entry: transfer(900, OTHER_ACCOUNT) }] });
    const values = totals.ExpressionAttributeValues as Record<string, number>;
    expect(values[':balanceCents']).toBe(0);
    for (const id of bankAccountIds) expect(values[`:${id}Cents`]).toBe(0);
  });
});
