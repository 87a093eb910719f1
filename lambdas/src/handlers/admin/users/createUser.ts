import { adminUserOperations } from '@sandbank/shared/operations/admin/users';
import { createCustomer } from '../../../domain/back-office/customers';
import { createAdminHandler } from '../../../http/create-admin-handler';

export const handler = createAdminHandler(adminUserOperations, 'createUser', ({ caller, body }) => createCustomer(caller, body));
