import { COUNTER_SHARDS, countRemoval } from '../../data/entities/bank-counters';
import {
  customerItemsPage,
  expiredTestCustomers,
  freeAccountNumber,
  freePresentment,
  markExpiring,
  removeCustomerItem,
  removeEmptyAccount,
  removeProfile,
  removeTestCustomerRecord,
  type CustomerItem,
} from '../../data/entities/sandbox/customer-items';
import type { TestCustomerRecord } from '../../data/entities/sandbox/test-customer';
import { releaseLiveTestCustomer, releaseLiveTestCustomerOfAddress } from '../../data/entities/sandbox/test-customer-count';
import { countStatusChange, type Workflow } from '../../data/entities/workflow-counters';
import type { ItemKey } from '../../data/keys';
import { transactWrite, type TransactItem } from '../../data/transact';
import { deleteDirectoryUser } from '../../data/user-directory';
import { logger } from '../../lib/logger';
import { endPendingRequests, moveBalances } from './reset';

/*
 * From the moment it is marked expiring every call with its tokens is refused. Counters are lowered in each
 * removal's transaction so they and the ledger check stay exact throughout; an account goes (empty, checked by
 * its condition) before its entries, which sort after it. Every step is safe to repeat and each removal is
 * conditional, so the next run finishes a half-done one.
 */

export const EXPIRY_DESCRIPTION = 'Returned to the bank (test customer expired)';
/** Well inside the job function's minute; the next runs take the rest. */
const PER_RUN = 40;
const AT_ONCE = 4;
const RUN_BUDGET_MS = 30_000;
const PAGE = 100;
/** An account is two items; far from the 100-item limit with the counters. */
const REMOVALS_PER_WRITE = 25;

interface Removal {
  items: TransactItem[];
  accounts: number;
  entries: { amountCents: number }[];
  workflow: { workflow: Workflow; status: string } | null;
}

function removalOf(userId: string, item: CustomerItem): Removal {
  const plain = { items: [removeCustomerItem(userId, item.sortKey)], accounts: 0, entries: [], workflow: null };
  switch (item.kind) {
    case 'account':
      return { items: [removeEmptyAccount(userId, item.sortKey), freeAccountNumber(item.number, item.accountId)], accounts: 1, entries: [], workflow: null };
    case 'entry':
      return { ...plain, entries: [{ amountCents: item.amountCents }] };
    case 'request':
      return { ...plain, workflow: { workflow: item.workflow, status: item.status } };
    default:
      return plain;
  }
}

/** A distinct shard per workflow update. */
async function writeRemovals(removals: Removal[]): Promise<void> {
  for (let start = 0; start < removals.length; start += REMOVALS_PER_WRITE) {
    const batch = removals.slice(start, start + REMOVALS_PER_WRITE);
    const accounts = batch.reduce((sum, removal) => sum + removal.accounts, 0);
    const entries = batch.flatMap((removal) => removal.entries);
    const firstShard = Math.floor(Math.random() * COUNTER_SHARDS);
    const workflows = batch.flatMap((removal) => (removal.workflow ? [removal.workflow] : []));
    await transactWrite([
      ...batch.flatMap((removal) => removal.items),
      ...(accounts > 0 || entries.length > 0 ? [countRemoval({ accounts, entries })] : []),
      ...workflows.map(({ workflow, status }, index) => countStatusChange(workflow, { from: status }, (firstShard + index) % COUNTER_SHARDS)),
    ]);
  }
}

/** Accounts go first (empty, with their numbers), checks after freeing their presentment keys. */
async function removePage(userId: string, items: CustomerItem[]): Promise<void> {
  const accounts = items.filter((item) => item.kind === 'account');
  const rest = items.filter((item) => item.kind !== 'account' && item.kind !== 'profile' && item.kind !== 'testCustomer');
  await writeRemovals(accounts.map((item) => removalOf(userId, item)));
  for (const item of rest) {
    if (item.kind === 'request' && item.presentmentKey !== null) await freePresentment(item.presentmentKey, item.requestId);
  }
  await writeRemovals(rest.map((item) => removalOf(userId, item)));
}

const networkPlaceOf = (record: TestCustomerRecord, now: Date): TransactItem[] =>
  record.createdFrom === undefined ? [] : [releaseLiveTestCustomerOfAddress(record.createdFrom, now)];

export async function expireTestCustomer(userId: string, now: Date): Promise<'expired' | 'gone'> {
  const record = await markExpiring(userId, now);
  if (!record) return 'gone';
  await endPendingRequests(userId, 'expireTestCustomers');
  await moveBalances(userId, () => 0, { action: 'sandbox.expire', description: EXPIRY_DESCRIPTION });
  let after: ItemKey | undefined;
  let profile = false;
  do {
    const page = await customerItemsPage(userId, PAGE, after);
    await removePage(userId, page.items);
    profile ||= page.items.some((item) => item.kind === 'profile');
    after = page.next;
  } while (after);
  if (profile) await transactWrite([removeProfile(userId), countRemoval({ users: 1 })]);
  await deleteDirectoryUser(userId);
  await transactWrite([removeTestCustomerRecord(userId), releaseLiveTestCustomer(), ...networkPlaceOf(record, now)]);
  return 'expired';
}

/** One that cannot be finished now is logged and left for the next run; the others go on. */
export async function expireTestCustomers(now: Date): Promise<{ expired: number; unfinished: number }> {
  const startedAt = Date.now();
  const due = await expiredTestCustomers(now, PER_RUN);
  let expired = 0;
  let unfinished = 0;
  for (let start = 0; start < due.length && Date.now() - startedAt < RUN_BUDGET_MS; start += AT_ONCE) {
    const outcomes = await Promise.all(
      due.slice(start, start + AT_ONCE).map(({ userId }) =>
        expireTestCustomer(userId, now).catch((error: unknown) => {
          logger.warn('Test customer not removed yet', { userId, error });
          return 'unfinished' as const;
        }),
      ),
    );
    expired += outcomes.filter((outcome) => outcome === 'expired').length;
    unfinished += outcomes.filter((outcome) => outcome === 'unfinished').length;
  }
  return { expired, unfinished };
}
