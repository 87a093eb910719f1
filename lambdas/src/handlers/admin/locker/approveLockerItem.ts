import { adminLockerOperations } from '@sandbank/shared/operations/admin/locker';
import { approveLockerItem } from '../../../domain/locker/locker-back-office';
import { createHandler } from '../../../http/create-handler';

export const handler = createHandler(adminLockerOperations, 'approveLockerItem', ({ caller, params }) => approveLockerItem(caller, params.itemId));
