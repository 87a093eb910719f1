import { adminLockerOperations } from '@sandbank/shared/operations/admin/locker';
import { rejectLockerItem } from '../../../domain/locker/locker-back-office';
import { createAdminHandler } from '../../../http/create-admin-handler';

export const handler = createAdminHandler(adminLockerOperations, 'rejectLockerItem', ({ caller, params, body }) =>
  rejectLockerItem(caller, params.itemId, body),
);
