import { adminUserOperations } from '@sandbank/shared/operations/admin/users';
import { resetCustomerPassword } from '../../../domain/back-office/customers';
import { createHandler } from '../../../http/create-handler';

export const handler = createHandler(adminUserOperations, 'resetUserPassword', ({ caller, params, body }) =>
  resetCustomerPassword(caller, params.userId, body),
);
