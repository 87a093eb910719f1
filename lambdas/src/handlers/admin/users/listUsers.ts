import { adminUserOperations } from '@sandbank/shared/operations/admin/users';
import { listCustomers } from '../../../domain/back-office/customers';
import { createHandler } from '../../../http/create-handler';

export const handler = createHandler(adminUserOperations, 'listUsers', ({ caller, query }) => listCustomers(caller, query));
