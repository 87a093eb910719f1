import { accountOperations } from '@sandbank/shared/operations/accounts';
import { listMyAccounts } from '../../domain/accounts/my-accounts';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(accountOperations, 'listMyAccounts', async ({ caller }) => ({ items: await listMyAccounts(caller) }));
