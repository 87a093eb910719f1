import * as z from 'zod/mini';
import { Account } from '../../../schemas/account';
import { CustomerRef, page } from '../../../schemas/common';
import { BackOfficeSearchQuery } from '../../../schemas/search';
import { defineOperations } from '../../operation';

export const AdminAccountRow = z.extend(Account, {
  holder: CustomerRef,
});
export type AdminAccountRow = z.infer<typeof AdminAccountRow>;

/** Every account of the bank, as the back office finds it. */
export const adminAccountOperations = defineOperations({
  listAccounts: {
    method: 'GET',
    path: '/api/admin/accounts',
    access: 'admin',
    summary: "Accounts newest first, searched by account name, number or holder (case-insensitive substring)",
    query: BackOfficeSearchQuery,
    response: page(AdminAccountRow),
    rateLimit: { category: 'search', whenQuery: 'q' },
  },
});
