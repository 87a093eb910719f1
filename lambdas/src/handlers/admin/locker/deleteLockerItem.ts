import { adminLockerOperations } from '@sandbank/shared/operations/admin/locker';
import { deleteLockerItem } from '../../../domain/locker/locker-back-office';
import { createAdminHandler } from '../../../http/create-admin-handler';

export const handler = createAdminHandler(adminLockerOperations, 'deleteLockerItem', ({ caller, params }) => deleteLockerItem(caller, params.itemId));
