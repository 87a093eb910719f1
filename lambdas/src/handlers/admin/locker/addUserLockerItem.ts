import { adminLockerOperations } from '@sandbank/shared/operations/admin/locker';
import { addCustomerLockerItem } from '../../../domain/locker/locker-back-office';
import { createAdminHandler } from '../../../http/create-admin-handler';

export const handler = createAdminHandler(adminLockerOperations, 'addUserLockerItem', ({ caller, params, body }) =>
  addCustomerLockerItem(caller, params.userId, body),
);
