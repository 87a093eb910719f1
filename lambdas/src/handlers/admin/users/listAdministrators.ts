import { adminUserOperations } from '@sandbank/shared/operations/admin/users';
import { listAdministrators } from '../../../domain/back-office/administrators';
import { createAdminHandler } from '../../../http/create-admin-handler';

export const handler = createAdminHandler(adminUserOperations, 'listAdministrators', ({ caller, query }) => listAdministrators(caller, query));
