import { describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '@sandbank/shared/schemas/event';
import { allLiveQueries, queriesChangedBy } from './live-queries';

describe('the queries a live event makes stale', () => {
  it("reads the customer's balances and activity again when money moves, and the back office's figures and ledger", () => {
    const keys = queriesChangedBy('entry.posted').map((key) => key[0]);
    expect(keys).toEqual(expect.arrayContaining(['listMyAccounts', 'listMyTransactions', 'getAdminStats', 'listAllTransactions', 'listAccounts']));
    expect(keys).not.toContain('listMyNotifications');
  });

  it('reads the bell again for a decision, with the request lists of both sides', () => {
    const approved = queriesChangedBy('wire.approved').map((key) => key[0]);
    expect(approved).toEqual(expect.arrayContaining(['listMyNotifications', 'listMyAccounts', 'wires', 'listWires', 'getAdminStats']));
    expect(queriesChangedBy('wire.confirmed').map((key) => key[0])).toEqual(expect.arrayContaining(['listWires', 'getAdminStats']));
    expect(queriesChangedBy('wire.confirmed').map((key) => key[0])).not.toContain('listMyNotifications');
    expect(queriesChangedBy('check.deposited').map((key) => key[0])).toEqual(expect.arrayContaining(['listCheckDeposits', 'listMyCheckDeposits']));
    expect(queriesChangedBy('locker.stored').map((key) => key[0])).toEqual(expect.arrayContaining(['listLockerItems', 'listMyLockerItems']));
    expect(queriesChangedBy('locker.rejected').map((key) => key[0])).toContain('listMyNotifications');
  });

  it('knows every event type, and nothing of one it does not know', () => {
    for (const type of EVENT_TYPES) expect(queriesChangedBy(type).length, type).toBeGreaterThan(0);
    expect(queriesChangedBy('webhook.test')).toEqual([]);
    expect(allLiveQueries().map((key) => key[0])).toEqual(expect.arrayContaining(['listMyNotifications', 'getMe', 'listWires']));
  });
});
