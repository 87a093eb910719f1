import { adminUserOperations } from '@sandbank/shared/operations/admin/users';
import { listCustomers } from '../../../domain/back-office/customers';
import { createAdminHandler } from '../../../http/create-admin-handler';

export const handler = createAdminHandler(adminUserOperations, 'listUsers', ({ caller, query }) => listCustomers(caller, query));
