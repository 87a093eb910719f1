import { adminLockerOperations } from '@sandbank/shared/operations/admin/locker';
import { addCustomerLockerItem } from '../../../domain/locker/locker-back-office';
import { createHandler } from '../../../http/create-handler';

export const handler = createHandler(adminLockerOperations, 'addUserLockerItem', ({ caller, params, body }) =>
  addCustomerLockerItem(caller, params.userId, body),
);
