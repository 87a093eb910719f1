import { adminLockerOperations } from '@sandbank/shared/operations/admin/locker';
import { rejectLockerItem } from '../../../domain/locker/locker-back-office';
import { createHandler } from '../../../http/create-handler';

export const handler = createHandler(adminLockerOperations, 'rejectLockerItem', ({ caller, params, body }) =>
  rejectLockerItem(caller, params.itemId, body),
);
