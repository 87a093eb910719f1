import { adminLockerOperations } from '@sandbank/shared/operations/admin/locker';
import { approveLockerItem } from '../../../domain/locker/locker-back-office';
import { createAdminHandler } from '../../../http/create-admin-handler';

export const handler = createAdminHandler(adminLockerOperations, 'approveLockerItem', ({ caller, params }) => approveLockerItem(caller, params.itemId));
