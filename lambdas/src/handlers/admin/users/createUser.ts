import { adminUserOperations } from '@sandbank/shared/operations/admin/users';
import { createCustomer } from '../../../domain/back-office/customers';
import { createHandler } from '../../../http/create-handler';

export const handler = createHandler(adminUserOperations, 'createUser', ({ caller, body }) => createCustomer(caller, body));
