import type { QueryKey } from '@tanstack/react-query';
import { accountsQueryKey } from '../features/accounts/api/listMyAccounts';
import { accountsQueryKey as allAccountsQueryKey } from '../features/back-office/api/listAccounts';
import { adminStatsQueryKey } from '../features/back-office/api/getAdminStats';
import { usersQueryKey } from '../features/back-office/api/listUsers';
import { checksQueryKey } from '../features/checks/admin/api/checks';
import { myChecksQueryKey } from '../features/checks/api/checks';
import { lockerQueueKey } from '../features/locker/admin/api/locker';
import { myLockerQueryKey } from '../features/locker/api/my-locker';
import { notificationsQueryKey } from '../features/notifications/api/notifications';
import { meQueryKey } from '../features/profile/api/getMe';
import { allTransactionsQueryKey } from '../features/transactions/admin/api/listAllTransactions';
import { transactionsQueryKey } from '../features/transactions/api/listMyTransactions';
import { wiresQueryKey as adminWiresQueryKey } from '../features/wires/admin/api/wires';
import { wiresQueryKey } from '../features/wires/api/wires';

/*
 * What each live event changes on screen, as the cached queries to read again. A
 * customer receives their own events, an administrator also every back-office event; invalidating
 * a query nobody shows only marks it stale, so one table serves both.
 */

/** Money moved: balances, the customer's activity, and the back office's accounts, ledger and figures. */
const moneyMoved: QueryKey[] = [accountsQueryKey, transactionsQueryKey, allAccountsQueryKey, usersQueryKey, allTransactionsQueryKey, adminStatsQueryKey];

/** By the event type's area (`wire` of `wire.approved`). */
const byArea: Record<string, QueryKey[]> = {
  entry: moneyMoved,
  // A wire's hold counts in the balance from its confirmation; its decision settles or returns it.
  wire: [wiresQueryKey, adminWiresQueryKey, ...moneyMoved],
  check: [myChecksQueryKey, checksQueryKey, ...moneyMoved],
  locker: [myLockerQueryKey, lockerQueueKey, adminStatsQueryKey],
  profile: [meQueryKey, usersQueryKey],
};

/** The decisions that also write the customer a notification (the bell's count and list). */
const notified = new Set(['wire.approved', 'wire.rejected', 'check.approved', 'check.rejected', 'locker.approved', 'locker.rejected']);

/** The queries an event of this type makes stale. */
export function queriesChangedBy(type: string): QueryKey[] {
  const area = type.slice(0, type.indexOf('.'));
  return [...(byArea[area] ?? []), ...(notified.has(type) ? [notificationsQueryKey] : [])];
}

/** Every query live events keep fresh: read again after a lost connection comes back. */
export const allLiveQueries = (): QueryKey[] => [...new Set([...Object.values(byArea).flat(), notificationsQueryKey])];
