import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredEvent } from '../../data/entities/event';
import type { LiveConnection } from '../../data/entities/live-connection';

/*
 * Who a pushed event reaches: its own customer's connections, plus every administrator's when
 * the event changes the back office — while their session lasts and the pool still has them as an
 * administrator; and what happens to a connection that is gone (410) or no longer entitled.
 */

const byUser = new Map<string, LiveConnection[]>();
let admins: LiveConnection[] = [];
const removed: string[] = [];
const sent: { connectionId: string; message: string }[] = [];
const gone = new Set<string>();
const failing = new Set<string>();
const disconnected: string[] = [];
const administrators = new Set<string>();

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
  disconnectLiveConnection: async (connectionId: string) => void disconnected.push(connectionId),
}));
let poolAnswers = true;
vi.mock('../auth/administrator-standing', () => ({
  isAdministratorNow: async (userId: string) => {
    if (!poolAnswers) throw Object.assign(new Error('Rate exceeded'), { name: 'TooManyRequestsException' });
    return administrators.has(userId);
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
const NOW = Date.parse('2026-11-26T20:00:00.000Z');
/** An administrator's session that lasts ten more minutes. */
const LASTING = NOW / 1000 + 600;
const push = (stored: StoredEvent, now = NOW) => pushLiveEvent(stored, now);

beforeEach(() => {
  byUser.clear();
  byUser.set('customer-a', [
    { userId: 'customer-a', connectionId: 'a-1', admin: false, sessionExpiresAt: NOW / 1000 - 60 },
    { userId: 'customer-a', connectionId: 'a-2', admin: false, sessionExpiresAt: null },
  ]);
  byUser.set('customer-b', [{ userId: 'customer-b', connectionId: 'b-1', admin: false, sessionExpiresAt: LASTING }]);
  admins = [{ userId: 'admin-1', connectionId: 'x-1', admin: true, sessionExpiresAt: LASTING }];
  for (const list of [removed, sent, disconnected]) list.length = 0;
  gone.clear();
  failing.clear();
  administrators.clear();
  administrators.add('admin-1');
  poolAnswers = true;
});

describe('pushLiveEvent', () => {
  it("sends a customer's own event to each of their connections and to no other customer's", async () => {
    await push(event('profile.updated'));
    expect(receivers()).toEqual(['a-1', 'a-2']);
  });

  it("sends the event's public JSON, without the partition owner", async () => {
    await push(event('profile.updated'));
    expect(JSON.parse(sent[0]!.message)).toEqual({ id: '01JD0000000000000000000000', type: 'profile.updated', createdAt: '2026-11-26T20:00:00.000Z', data: { id: 'W1', amountCents: 1200 } });
  });

  it('adds every administrator connection for a back-office event, and none for a customer-only one', async () => {
    await push(event('wire.confirmed'));
    expect(receivers()).toEqual(['a-1', 'a-2', 'x-1']);
    sent.length = 0;
    await push(event('wire.requested'));
    expect(receivers()).toEqual(['a-1', 'a-2']);
  });

  it('reaches an administrator once even when the event is about their own partition', async () => {
    byUser.set('admin-1', admins);
    await push(event('entry.posted', 'admin-1'));
    expect(receivers()).toEqual(['x-1']);
  });

  it('forgets a connection that answers 410 Gone, in its owner’s partition, and still sends to the others', async () => {
    gone.add('a-2');
    gone.add('x-1');
    await push(event('wire.approved'));
    expect(receivers()).toEqual(['a-1']);
    expect(removed.sort()).toEqual(['admin-1/x-1', 'customer-a/a-2']);
  });

  it('does not let one failing connection stop the rest, nor forgets it', async () => {
    failing.add('a-1');
    await expect(push(event('wire.approved'))).resolves.toBeUndefined();
    expect(receivers()).toEqual(['a-2', 'x-1']);
    expect(removed).toEqual([]);
  });

  it('keeps sending to a customer’s connection whatever its session’s age: only an administrator’s ends with its session', async () => {
    await push(event('profile.updated'));
    expect(receivers()).toEqual(['a-1', 'a-2']);
    expect(disconnected).toEqual([]);
  });

  it('ends an administrator’s connection once its session has expired: forgotten and closed, and sent nothing', async () => {
    await push(event('wire.confirmed'), LASTING * 1000);
    expect(receivers()).toEqual(['a-1', 'a-2']);
    expect(removed).toEqual(['admin-1/x-1']);
    expect(disconnected).toEqual(['x-1']);
  });

  it('ends the connection of an administrator the pool no longer has as one, even for their own events', async () => {
    administrators.clear();
    byUser.set('admin-1', admins);
    await push(event('wire.confirmed'));
    await push(event('entry.posted', 'admin-1'));
    expect(receivers()).toEqual(['a-1', 'a-2']);
    expect(disconnected).toEqual(['x-1', 'x-1']);
  });

  it('ends an administrator’s connection recorded without its session’s end', async () => {
    admins = [{ userId: 'admin-1', connectionId: 'x-0', admin: true, sessionExpiresAt: null }];
    await push(event('wire.confirmed'));
    expect(disconnected).toEqual(['x-0']);
    expect(receivers()).toEqual(['a-1', 'a-2']);
  });

  it('sends nothing while the pool cannot say whether an administrator still is one: the push fails, to be handed over again', async () => {
    poolAnswers = false;
    await expect(push(event('wire.confirmed'))).rejects.toMatchObject({ name: 'TooManyRequestsException' });
    expect(sent).toEqual([]);
    expect(disconnected).toEqual([]);
  });
});
