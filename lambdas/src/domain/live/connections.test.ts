import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveTicketHolder } from '../../data/entities/live-ticket';

/*
 * A live connection opens with a one-time ticket: whose it is, whether it receives the back
 * office's events and when its session ends are what the ticket held; a ticket opens one
 * connection, within its time. Sign Out forgets every connection of the caller.
 */

const tickets = new Map<string, LiveTicketHolder & { expiresAt: number }>();
const removed: string[] = [];
vi.mock('../../data/entities/live-ticket', () => ({
  putLiveTicket: async (hash: string, holder: LiveTicketHolder, expiresAt: number) => void tickets.set(hash, { ...holder, expiresAt }),
  redeemLiveTicket: async (hash: string, now: number) => {
    const held = tickets.get(hash);
    if (!held || held.expiresAt <= now) return null;
    tickets.delete(hash);
    const { expiresAt: _lapses, ...holder } = held;
    return holder;
  },
}));
vi.mock('../../data/entities/live-connection', () => ({
  connectionsOfUser: async (userId: string) => [
    { userId, connectionId: 'tab-1', admin: false, sessionExpiresAt: null },
    { userId, connectionId: 'tab-2', admin: true, sessionExpiresAt: 1 },
  ],
  removeLiveConnection: async (userId: string, connectionId: string) => void removed.push(`${userId}/${connectionId}`),
}));

const { authorizeLiveConnection, endLiveConnectionsOf } = await import('./connections');
const { issueLiveTicket } = await import('./tickets');

const NOW = Date.parse('2026-11-26T20:00:00.000Z');
const seconds = (ms: number) => Math.floor(ms / 1000);
const administrator = { userId: 'admin-1', admin: true, sessionExpiresAt: seconds(NOW) + 900 };

beforeEach(() => {
  tickets.clear();
  removed.length = 0;
});

describe('a live ticket', () => {
  it('is 32 random bytes, stored only by its hash, lasting 30 s', async () => {
    const issued = await issueLiveTicket(administrator, NOW);
    expect(issued.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(issued.expiresAt).toBe('2026-11-26T20:00:30.000Z');
    expect([...tickets.keys()]).toHaveLength(1);
    expect([...tickets.keys()][0]).not.toBe(issued.ticket);
    expect(JSON.stringify([...tickets.values()])).not.toContain(issued.ticket);
    expect((await issueLiveTicket(administrator, NOW)).ticket).not.toBe(issued.ticket);
  });

  it('lasts no longer than the session it was asked for with', async () => {
    const ending = { ...administrator, sessionExpiresAt: seconds(NOW) + 5 };
    expect((await issueLiveTicket(ending, NOW)).expiresAt).toBe('2026-11-26T20:00:05.000Z');
  });

  it('opens one connection, with what it held', async () => {
    const { ticket } = await issueLiveTicket(administrator, NOW);
    expect(await authorizeLiveConnection(ticket, NOW + 1_000)).toEqual({
      allowed: true,
      identity: { userId: 'admin-1', isAdmin: true, sessionExpiresAt: administrator.sessionExpiresAt },
    });
    expect(await authorizeLiveConnection(ticket, NOW + 2_000)).toEqual({ allowed: false, reason: 'unknown, used or lapsed ticket' });
  });

  it('opens nothing once lapsed, nor without a ticket, nor with one never issued (an access token, say)', async () => {
    const { ticket } = await issueLiveTicket({ userId: 'customer-1', admin: false, sessionExpiresAt: seconds(NOW) + 900 }, NOW);
    expect(await authorizeLiveConnection(ticket, NOW + 30_000)).toMatchObject({ allowed: false });
    expect(await authorizeLiveConnection(undefined, NOW)).toEqual({ allowed: false, reason: 'no ticket' });
    expect(await authorizeLiveConnection('eyJhbGciOiJSUzI1NiJ9.e30.c2ln', NOW)).toMatchObject({ allowed: false });
  });
});

describe('endLiveConnectionsOf', () => {
  it('forgets every connection of the caller', async () => {
    const caller = { userId: 'user-1', username: 'user-1', isAdmin: false, isTestCustomer: false };
    expect(await endLiveConnectionsOf(caller)).toEqual({ ended: 2 });
    expect(removed.sort()).toEqual(['user-1/tab-1', 'user-1/tab-2']);
  });
});
