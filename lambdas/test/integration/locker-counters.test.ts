import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { readWorkflowCounters } from '../../src/data/entities/workflow-counters';
import { handler as addLockerItem } from '../../src/handlers/locker/addLockerItem';
import { handler as addUserLockerItem } from '../../src/handlers/admin/locker/addUserLockerItem';
import { handler as approveLockerItem } from '../../src/handlers/admin/locker/approveLockerItem';
import { handler as deleteLockerItem } from '../../src/handlers/admin/locker/deleteLockerItem';
import { handler as listMyAccounts } from '../../src/handlers/accounts/listMyAccounts';
import { handler as rejectLockerItem } from '../../src/handlers/admin/locker/rejectLockerItem';
import { documentClient } from '../../src/lib/clients/dynamodb';
import { callerEvent } from '../support/api-event';
import { usePrivateAuditTable } from './support/private-audit-table';
import { newUser, type TestUser } from './support/users';

/*
 * The locker's workflow counters are exact: other test files add and decide locker items on the
 * shared table at the same time, so this file runs the handlers in-process against a table of its
 * own, where it knows every item, and compares the counters with what the status queues hold.
 */

const json = (response: unknown) => {
  const { statusCode, body } = response as { statusCode: number; body: string };
  return { status: statusCode, body: JSON.parse(body) };
};
const jsonHeaders = { 'content-type': 'application/json' };

let admin: TestUser;
let customers: TestUser[];

beforeAll(async () => {
  await usePrivateAuditTable();
  [admin, ...customers] = await Promise.all([newUser({ admin: true }), newUser(), newUser()]);
  // Their first request makes their profiles (an administrator adds items only for customers).
  for (const customer of customers) expect(json(await listMyAccounts(callerEvent(customer))).status).toBe(200);
});

const add = async (customer: TestUser, valueCents: number) =>
  json(await addLockerItem(callerEvent(customer, { headers: jsonHeaders, body: JSON.stringify({ name: 'Counted', valueCents }) })));
const asAdmin = (itemId: string, body?: unknown) => ({
  admin: true,
  pathParameters: { itemId },
  headers: jsonHeaders,
  ...(body ? { body: JSON.stringify(body) } : {}),
});

/** How many items each status queue (gsi2) holds: what the counters must say. */
async function itemsPerStatus(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const status of ['pending', 'approved', 'rejected']) {
    const { Count = 0 } = await documentClient().send(
      new QueryCommand({
        TableName: process.env.TABLE_NAME,
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :queue',
        ExpressionAttributeValues: { ':queue': `LOCKER#${status}` },
        Select: 'COUNT',
      }),
    );
    counts[status] = Count;
  }
  return counts;
}

describe('locker workflow counters', () => {
  it('count every add, decision and removal exactly, racing decisions included', async () => {
    const ids: string[] = [];
    for (const [index, customer] of [...customers, ...customers, customers[0]!].entries()) ids.push((await add(customer, 100 * (index + 1))).body.id);
    expect(ids).toHaveLength(5);
    const byAdmin = json(
      await addUserLockerItem(
        callerEvent(admin, { admin: true, pathParameters: { userId: customers[1]!.userId }, headers: jsonHeaders, body: JSON.stringify({ name: 'By admin', valueCents: 1 }) }),
      ),
    );
    expect(byAdmin.status).toBe(201);

    // Racing decisions on one item count once.
    const race = await Promise.all([
      approveLockerItem(callerEvent(admin, asAdmin(ids[0]!))),
      rejectLockerItem(callerEvent(admin, asAdmin(ids[0]!, { reason: 'Race' }))),
      approveLockerItem(callerEvent(admin, asAdmin(ids[0]!))),
    ]);
    expect(race.map((response) => json(response).status).sort()).toEqual([200, 409, 409]);
    expect(json(await rejectLockerItem(callerEvent(admin, asAdmin(ids[1]!, { reason: 'Not accepted' })))).status).toBe(200);
    expect(json(await approveLockerItem(callerEvent(admin, asAdmin(ids[2]!)))).status).toBe(200);
    // Removing a pending item and an approved one.
    expect(json(await deleteLockerItem(callerEvent(admin, asAdmin(ids[3]!)))).status).toBe(200);
    expect(json(await deleteLockerItem(callerEvent(admin, asAdmin(byAdmin.body.id)))).status).toBe(200);
    expect(json(await deleteLockerItem(callerEvent(admin, asAdmin(byAdmin.body.id)))).status).toBe(404);

    const queues = await itemsPerStatus();
    const { locker } = await readWorkflowCounters();
    const zeroFree = Object.fromEntries(Object.entries(locker).filter(([, value]) => value !== 0));
    const expected = { total: 4, ...Object.fromEntries(Object.entries(queues).filter(([, value]) => value !== 0)) };
    expect(zeroFree).toEqual(expected);
    expect(queues).toEqual({ pending: 1, approved: 1 + (race.some((response) => json(response).body.status === 'approved') ? 1 : 0), rejected: 1 + (race.some((response) => json(response).body.status === 'rejected') ? 1 : 0) });
  });
});
