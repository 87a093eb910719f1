import { listMyAccounts } from '../domain/accounts/list-my-accounts';
import { createHandler } from '../lib/http';

export const handler = createHandler('listMyAccounts', async ({ caller }) => ({ items: await listMyAccounts(caller) }));
