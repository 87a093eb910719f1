import { adminLockerOperations } from '@sandbank/shared/operations/admin/locker';
import { deleteLockerItem } from '../../../domain/locker/locker-back-office';
import { createHandler } from '../../../http/create-handler';

export const handler = createHandler(adminLockerOperations, 'deleteLockerItem', ({ caller, params }) => deleteLockerItem(caller, params.itemId));
