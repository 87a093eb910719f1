import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredEvent } from '../../data/entities/event';
import type { LiveConnection } from '../../data/entities/live-connection';

/*
 * Who a pushed event reaches: its own customer's connections, plus every administrator's when
 * the event changes the back office; and what happens to a connection that is gone (410).
 */

const byUser = new Map<string, LiveConnection[]>();
let admins: LiveConnection[] = [];
const removed: string[] = [];
const sent: { connectionId: string; message: string }[] = [];
const gone = new Set<string>();
const failing = new Set<string>();

vi.mock('../../data/entities/live-connection', () => ({
  connectionsOfUser: async (userId: string) => byUser.get(userId) ?? [],
  administratorConnections: async () => admins,
  removeLiveConnection: async (userId: string, connectionId: string) => void removed.push(`${userId}/${connectionId}`),
}));
vi.mock('../../data/live-messages', () => ({
  sendLiveMessage: async (connectionId: string, message: string) => {
    if (failing.has(connectionId)) throw new Error('network down');
    if (gone.has(connectionId)) return 'gone';
    sent.push({ connectionId, message });
    return 'sent';
  },
}));

const { pushLiveEvent } = await import('./push');

const event = (type: StoredEvent['type'], userId = 'customer-a'): StoredEvent => ({
  userId,
  id: '01JD0000000000000000000000',
  type,
  createdAt: '2026-11-26T20:00:00.000Z',
  data: { id: 'W1', amountCents: 1200 },
});

const receivers = () => sent.map((delivery) => delivery.connectionId).sort();

beforeEach(() => {
  byUser.clear();
  byUser.set('customer-a', [
    { userId: 'customer-a', connectionId: 'a-1', admin: false },
    { userId: 'customer-a', connectionId: 'a-2', admin: false },
  ]);
  byUser.set('customer-b', [{ userId: 'customer-b', connectionId: 'b-1', admin: false }]);
  admins = [{ userId: 'admin-1', connectionId: 'x-1', admin: true }];
  for (const list of [removed, sent]) list.length = 0;
  gone.clear();
  failing.clear();
});

describe('pushLiveEvent', () => {
  it("sends a customer's own event to each of their connections and to no other customer's", async () => {
    await pushLiveEvent(event('profile.updated'));
    expect(receivers()).toEqual(['a-1', 'a-2']);
  });

  it("sends the event's public JSON, without the partition owner", async () => {
    await pushLiveEvent(event('profile.updated'));
    expect(JSON.parse(sent[0]!.message)).toEqual({ id: '01JD0000000000000000000000', type: 'profile.updated', createdAt: '2026-11-26T20:00:00.000Z', data: { id: 'W1', amountCents: 1200 } });
  });

  it('adds every administrator connection for a back-office event, and none for a customer-only one', async () => {
    await pushLiveEvent(event('wire.confirmed'));
    expect(receivers()).toEqual(['a-1', 'a-2', 'x-1']);
    sent.length = 0;
    await pushLiveEvent(event('wire.requested'));
    expect(receivers()).toEqual(['a-1', 'a-2']);
  });

  it('reaches an administrator once even when the event is about their own partition', async () => {
    byUser.set('admin-1', admins);
    await pushLiveEvent(event('entry.posted', 'admin-1'));
    expect(receivers()).toEqual(['x-1']);
  });

  it('forgets a connection that answers 410 Gone, in its owner’s partition, and still sends to the others', async () => {
    gone.add('a-2');
    gone.add('x-1');
    await pushLiveEvent(event('wire.approved'));
    expect(receivers()).toEqual(['a-1']);
    expect(removed.sort()).toEqual(['admin-1/x-1', 'customer-a/a-2']);
  });

  it('does not let one failing connection stop the rest, nor forgets it', async () => {
    failing.add('a-1');
    await expect(pushLiveEvent(event('wire.approved'))).resolves.toBeUndefined();
    expect(receivers()).toEqual(['a-2', 'x-1']);
    expect(removed).toEqual([]);
  });
});
