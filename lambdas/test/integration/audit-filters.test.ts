import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '@sandbank/scripts/test-harness';
import { SANDBOX_ACTOR } from '@sandbank/shared';
import { tableName } from '../../src/data/table';
import { documentClient } from '../../src/lib/clients/dynamodb';
import { checkingOf } from './support/banking';
import { expectLedgerInvariant } from './support/ledger';
import { newTestCustomer, sandboxRecordsAbout } from './support/sandbox-decisions';
import { newUser, type TestUser } from './support/users';

/*
 * The audit trail filtered by administrator, action and target: each read from its own key, newest
 * first, with cursors bound to the filters they were given for, and each showing the sealed events
 * whatever someone who can write the table put under an action.
 */

let firstAdmin: TestUser;
let secondAdmin: TestUser;
let firstAccountId: string;
let secondAccountId: string;

const adjust = (admin: TestUser, accountId: string, direction: 'credit' | 'debit') =>
  callApi('adjustAccountBalance', {
    token: admin.accessToken,
    params: { accountId },
    body: { direction, amountCents: 100, reason: 'Audit filters' },
    headers: { 'idempotency-key': randomUUID() },
  });

const listAudit = (query: Record<string, string>) => callApi('listAuditEvents', { token: firstAdmin.accessToken, query });

beforeAll(async () => {
  [firstAdmin, secondAdmin] = await Promise.all([newUser({ admin: true }), newUser({ admin: true })]);
  const [first, second] = await Promise.all([newUser(), newUser()]);
  firstAccountId = (await checkingOf(first)).id;
  secondAccountId = (await checkingOf(second)).id;
  for (const [admin, accountId, direction] of [
    [firstAdmin, firstAccountId, 'credit'],
    [firstAdmin, secondAccountId, 'debit'],
    [secondAdmin, firstAccountId, 'debit'],
    [firstAdmin, firstAccountId, 'debit'],
  ] as const) {
    expect((await adjust(admin, accountId, direction)).status).toBe(201);
  }
  await Promise.all([expectLedgerInvariant(first.userId), expectLedgerInvariant(second.userId)]);
});

const shapeOf = (items: any[]) => items.map((event) => [event.actorId === firstAdmin.userId ? 'first' : 'second', event.action, event.targetId === firstAccountId ? 'A' : 'B']);

describe('listAuditEvents filters', () => {
  it('by target: only the events about that account, newest first', async () => {
    const { status, body } = await listAudit({ targetId: firstAccountId });
    expect(status).toBe(200);
    expect(shapeOf(body.items)).toEqual([
      ['first', 'account.adjust.debit', 'A'],
      ['second', 'account.adjust.debit', 'A'],
      ['first', 'account.adjust.credit', 'A'],
    ]);
    expect(body.items[0].sequence).toBeGreaterThan(body.items[1].sequence);
  });

  it('by administrator, and by administrator and target together', async () => {
    const bySecond = await listAudit({ actorId: secondAdmin.userId });
    expect(shapeOf(bySecond.body.items)).toEqual([['second', 'account.adjust.debit', 'A']]);
    const both = await listAudit({ actorId: firstAdmin.userId, targetId: firstAccountId });
    expect(shapeOf(both.body.items)).toEqual([
      ['first', 'account.adjust.debit', 'A'],
      ['first', 'account.adjust.credit', 'A'],
    ]);
  });

  it('by action, alone and with an administrator', async () => {
    const debits = await listAudit({ action: 'account.adjust.debit', limit: '100' });
    expect(debits.status).toBe(200);
    expect(debits.body.items.every((event: any) => event.action === 'account.adjust.debit')).toBe(true);
    const ours = debits.body.items.filter((event: any) => [firstAccountId, secondAccountId].includes(event.targetId));
    expect(shapeOf(ours)).toEqual([
      ['first', 'account.adjust.debit', 'A'],
      ['second', 'account.adjust.debit', 'A'],
      ['first', 'account.adjust.debit', 'B'],
    ]);
    const firstDebits = await listAudit({ action: 'account.adjust.debit', actorId: firstAdmin.userId });
    expect(shapeOf(firstDebits.body.items)).toEqual([
      ['first', 'account.adjust.debit', 'A'],
      ['first', 'account.adjust.debit', 'B'],
    ]);
  });

  it('pages with cursors bound to their filters', async () => {
    const first = await listAudit({ targetId: firstAccountId, limit: '2' });
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await listAudit({ targetId: firstAccountId, limit: '2', cursor: first.body.nextCursor });
    expect(shapeOf(second.body.items)).toEqual([['first', 'account.adjust.credit', 'A']]);
    expect(second.body.nextCursor).toBeNull();
    for (const query of [{ targetId: secondAccountId }, { actorId: firstAdmin.userId }, {}] as Record<string, string>[]) {
      const response = await listAudit({ ...query, cursor: first.body.nextCursor });
      expect(response.status, JSON.stringify(query)).toBe(400);
    }
  });

  it('refuses malformed filters with a 400', async () => {
    for (const query of [{ actorId: 'not-a-user' }, { action: 'Drop Table' }, { targetId: 'a'.repeat(65) }] as Record<string, string>[]) {
      expect((await listAudit(query)).status, JSON.stringify(query)).toBe(400);
    }
  });
});

describe('listAuditEvents by action, after someone who can write the table edits its entries', () => {
  const action = 'account.adjust.debit';
  const sortOf = (sequence: number) => `EVENT#${String(sequence).padStart(12, '0')}`;
  const entryKey = (sequence: number) => ({ pk: `AUDITACTION#${action}`, sk: sortOf(sequence) });
  const putItem = (Item: Record<string, unknown>) => documentClient().send(new PutCommand({ TableName: tableName(), Item }));
  const deleteItem = (Key: Record<string, string>) => documentClient().send(new DeleteCommand({ TableName: tableName(), Key }));
  const ourEvents = async (filter: Record<string, string>) => {
    const { status, body } = await listAudit({ ...filter, limit: '100' });
    expect(status).toBe(200);
    return body.items.filter((event: any) => [firstAccountId, secondAccountId].includes(event.targetId));
  };

  it('shows the sealed event, not what its entry says, and nothing an entry points to that is not of the action', async () => {
    const [sealed] = await ourEvents({ action, targetId: secondAccountId });
    expect(sealed).toMatchObject({ action, actorId: firstAdmin.userId, targetId: secondAccountId });
    const [credit] = await ourEvents({ action: 'account.adjust.credit', targetId: firstAccountId });
    const { Item: entry } = await documentClient().send(new GetCommand({ TableName: tableName(), Key: entryKey(sealed.sequence), ConsistentRead: true }));
    expect(entry).toBeDefined();
    const missingSequence = 999_999_999_999;
    try {
      // The entry made to say another administrator debited another account by another amount.
      await putItem({ ...entryKey(sealed.sequence), entity: 'auditActionEntry', ...sealed, actorId: secondAdmin.userId, targetId: firstAccountId, after: { balanceCents: 1 } });
      // Entries added under the action for a credit and for an event that does not exist.
      await putItem({ ...entryKey(credit.sequence), entity: 'auditActionEntry', ...credit, action });
      await putItem({ ...entryKey(missingSequence), entity: 'auditActionEntry', ...sealed, sequence: missingSequence });

      const shown = await ourEvents({ action });
      expect(shown.find((event: any) => event.sequence === sealed.sequence)).toEqual(sealed);
      expect(shown.map((event: any) => event.sequence)).not.toContain(credit.sequence);
      expect(shown.map((event: any) => event.sequence)).not.toContain(missingSequence);
      expect(shapeOf(shown)).toEqual([
        ['first', action, 'A'],
        ['second', action, 'A'],
        ['first', action, 'B'],
      ]);
    } finally {
      await putItem(entry!);
      await deleteItem(entryKey(credit.sequence));
      await deleteItem(entryKey(missingSequence));
    }
  });
});

describe('the sandbox and the audit chain', () => {
  it("keeps the decisions the sandbox makes for test customers off the chain, in each customer's sandbox log instead", async () => {
    const testers = await Promise.all([newTestCustomer(), newTestCustomer()]);
    // What flooded the chain before: approve-me items, each sealed and anchored at once.
    const items = await Promise.all(
      testers.flatMap((tester) =>
        Array.from({ length: 5 }, async () => {
          const item = await callApi('addLockerItem', { token: tester.accessToken, body: { name: 'approve-me', valueCents: 1_000 } });
          expect(item.body).toMatchObject({ status: 'approved' });
          return { tester, id: item.body.id as string };
        }),
      ),
    );
    const bySandbox = await listAudit({ actorId: SANDBOX_ACTOR, limit: '100' });
    expect(bySandbox.status).toBe(200);
    for (const { tester, id } of items) {
      expect(bySandbox.body.items.map((event: any) => event.targetId)).not.toContain(id);
      expect(await sandboxRecordsAbout(firstAdmin, tester, id)).toEqual([expect.objectContaining({ action: 'locker.approve', targetType: 'lockerItem' })]);
    }
    // Any other word is still not an actor.
    expect((await listAudit({ actorId: 'system' })).status).toBe(400);
  });
});
