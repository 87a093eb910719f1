import { adminUserOperations } from '@sandbank/shared/operations/admin/users';
import { listAdministrators } from '../../../domain/back-office/administrators';
import { createHandler } from '../../../http/create-handler';

export const handler = createHandler(adminUserOperations, 'listAdministrators', ({ caller, query }) => listAdministrators(caller, query));
