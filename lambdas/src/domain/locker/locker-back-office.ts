import { conflict, notFound } from '@sandbank/shared/errors';
import { formatCents } from '@sandbank/shared/money';
import type { AdminLockerPage, UserLocker } from '@sandbank/shared/operations/admin/locker';
import {
  lockerMessages,
  summariseLocker,
  type AdminLockerItem,
  type LockerItemStatus,
  type LockerRejectionBody,
  type NewLockerItemBody,
} from '@sandbank/shared/schemas/locker';
import {
  decideLockerItem,
  LOCKER_SIZE_ITEM,
  lockerItemById,
  lockerItemsInStatus,
  lockerItemsOfUser,
  putNewLockerItem,
  removeLockerItem,
  type LockerItemRecord,
} from '../../data/entities/locker-item';
import { putNotification } from '../../data/entities/notification';
import { profileOfUser } from '../../data/entities/profile';
import { countOf, countStatusChange, readWorkflowCounters } from '../../data/entities/workflow-counters';
import type { RecordedAction } from '../audit/recorded-action';
import { auditedChange, writeRecords } from '../audit/audited-write';
import { deciderId, refuseOwnRequest, type Decider } from '../back-office/four-eyes';
import type { Caller } from '../caller';
import { lockerEvent, toAdminLockerItemView } from './locker-views';
import { newLockerItem } from './new-locker-item';

/* A decision is conditional on the item still pending, so two administrators deciding one item at once get one decision and one 409. */

const LOCKER_LINK = '/safe-deposit-locker';

const emailOf = async (userId: string) => (await profileOfUser(userId))?.email ?? null;

/** One read per distinct owner on the page. */
export async function listLockerQueue(
  admin: Caller,
  query: { status: LockerItemStatus; cursor?: string; limit: number },
): Promise<AdminLockerPage> {
  const [page, counters] = await Promise.all([lockerItemsInStatus(admin.userId, query), readWorkflowCounters()]);
  const owners = [...new Set(page.items.map((item) => item.userId))];
  const emails = new Map(await Promise.all(owners.map(async (owner) => [owner, await emailOf(owner)] as const)));
  const { locker } = counters;
  return {
    items: page.items.map((item) => toAdminLockerItemView(item, emails.get(item.userId) ?? null)),
    nextCursor: page.nextCursor,
    counts: { total: countOf(locker, 'total'), pending: countOf(locker, 'pending'), approved: countOf(locker, 'approved'), rejected: countOf(locker, 'rejected') },
  };
}

export async function listCustomerLocker(userId: string): Promise<UserLocker> {
  const [items, email] = await Promise.all([lockerItemsOfUser(userId), emailOf(userId)]);
  const views = items.map((item) => toAdminLockerItemView(item, email));
  return { items: views, summary: summariseLocker(views) };
}

/** Never in their own locker, which would be deciding their own item. */
export async function addCustomerLockerItem(admin: Caller, userId: string, body: NewLockerItemBody): Promise<AdminLockerItem> {
  refuseOwnRequest(admin, 'lockerItem', userId);
  const profile = await profileOfUser(userId);
  if (!profile) throw notFound(lockerMessages.customerNotFound);
  return auditedChange(async () => {
    const item = newLockerItem(userId, body, admin.userId);
    return {
      write: writeRecords([...putNewLockerItem(item), countStatusChange('locker', { to: 'approved' }), lockerEvent('locker.stored', item)], {
        refused: (failed) => (failed === LOCKER_SIZE_ITEM ? conflict(lockerMessages.full) : undefined),
      }),
      audit: auditOf(admin, 'locker.add', item, null, item),
      result: toAdminLockerItemView(item, profile.email),
    };
  });
}

async function requireLockerItem(itemId: string): Promise<LockerItemRecord> {
  const item = await lockerItemById(itemId);
  if (!item) throw notFound(lockerMessages.itemNotFound);
  return item;
}

function decisionNotice(item: LockerItemRecord, rejectionReason: string | null) {
  const what = `Your item "${item.name}" (${formatCents(item.valueCents)})`;
  return rejectionReason === null
    ? { title: 'Locker item approved', text: `${what} was approved and is stored in your safe deposit locker.` }
    : { title: 'Locker item rejected', text: `${what} was rejected: ${rejectionReason}` };
}

/** Each attempt reads the item afresh, so whoever loses a race reads it decided and gets 409. */
function decide(decider: Decider, itemId: string, rejectionReason: string | null): Promise<AdminLockerItem> {
  const status = rejectionReason === null ? 'approved' : 'rejected';
  return auditedChange(async () => {
    const item = await requireLockerItem(itemId);
    refuseOwnRequest(decider, 'lockerItem', item.userId);
    if (item.status !== 'pending') throw conflict(lockerMessages.alreadyDecided);
    const email = await emailOf(item.userId);
    const decision = { status, decidedAt: new Date().toISOString(), decidedBy: deciderId(decider), rejectionReason } as const;
    const decided: LockerItemRecord = { ...item, ...decision };
    return {
      write: writeRecords([
        decideLockerItem(item, decision),
        putNotification({ userId: item.userId, kind: 'locker', link: LOCKER_LINK, ...decisionNotice(item, rejectionReason) }),
        countStatusChange('locker', { from: 'pending', to: status }),
        lockerEvent(status === 'approved' ? 'locker.approved' : 'locker.rejected', decided),
      ]),
      audit: auditOf(decider, `locker.${status === 'approved' ? 'approve' : 'reject'}`, item, { status: 'pending' }, { status, rejectionReason }),
      result: toAdminLockerItemView(decided, email),
    };
  });
}

export const approveLockerItem = (decider: Decider, itemId: string) => decide(decider, itemId, null);

export const rejectLockerItem = (decider: Decider, itemId: string, body: LockerRejectionBody) => decide(decider, itemId, body.reason);

/** The audit event keeps the item as it was. */
export function deleteLockerItem(admin: Caller, itemId: string): Promise<{ id: string; deleted: true }> {
  return auditedChange(async () => {
    const item = await requireLockerItem(itemId);
    return {
      write: writeRecords([...removeLockerItem(item), countStatusChange('locker', { from: item.status }), lockerEvent('locker.deleted', item)]),
      audit: auditOf(admin, 'locker.delete', item, item, null),
      result: { id: item.id, deleted: true as const },
    };
  });
}

function auditOf(decider: Decider, action: RecordedAction['action'], item: LockerItemRecord, before: unknown, after: unknown): RecordedAction {
  return { customerId: item.userId, actorId: deciderId(decider), action, targetType: 'lockerItem', targetId: item.id, before, after };
}
