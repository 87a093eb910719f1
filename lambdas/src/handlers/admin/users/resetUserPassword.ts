import { adminUserOperations } from '@sandbank/shared/operations/admin/users';
import { resetCustomerPassword } from '../../../domain/back-office/customers';
import { createAdminHandler } from '../../../http/create-admin-handler';

export const handler = createAdminHandler(adminUserOperations, 'resetUserPassword', ({ caller, params, body }) =>
  resetCustomerPassword(caller, params.userId, body),
);
