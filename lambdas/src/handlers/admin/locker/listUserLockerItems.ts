import { adminLockerOperations } from '@sandbank/shared/operations/admin/locker';
import { listCustomerLocker } from '../../../domain/locker/locker-back-office';
import { createHandler } from '../../../http/create-handler';

export const handler = createHandler(adminLockerOperations, 'listUserLockerItems', ({ params }) => listCustomerLocker(params.userId));
