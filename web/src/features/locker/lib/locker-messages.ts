import { LOCKER_REASON_MAX } from '@sandbank/shared';
import type { RejectionTexts } from '../../../components/forms/reject-with-reason-dialog';

/** The locker's texts, customer and back office. */
export const lockerTexts = {
  itemAddedTitle: 'Item Added',
  itemAdded: 'Your item has been safely stored in the locker',
  loadFailed: 'Failed to load your safe deposit items',
  addFailed: 'Failed to add item to your safe deposit locker',
  emptyTitle: 'Your Safe Deposit Locker is Empty',
  addFirst: 'Add Your First Item',
  loadPendingFailed: 'Failed to load pending items',
  loadUserItemsFailed: 'Failed to load user items',
  approveFailed: 'Failed to approve item',
  rejectFailed: 'Failed to reject item',
  adminAddFailed: 'Failed to add item',
  deleteFailed: 'Failed to delete item',
  noPending: 'No pending items for approval',
  noUserItems: 'No items found for this user',
  rejectionPrompt: 'Enter rejection reason:',
  deletePrompt: 'Are you sure you want to delete this item?',
} as const;

/** The Reject dialog of an item. */
export const lockerRejection: RejectionTexts = {
  title: 'Reject Item',
  submitLabel: 'Reject',
  reasonLabel: lockerTexts.rejectionPrompt,
  testId: 'locker-reject-dialog',
  reasonId: 'locker-reject-reason',
  rows: 3,
  maxLength: LOCKER_REASON_MAX,
};
