import type { AdminAccountRow } from '@sandbank/shared/operations/admin/accounts';
import { accountsPage } from '../../data/entities/account';
import { profileOfUser } from '../../data/entities/profile';
import type { Caller } from '../caller';

/** One profile read per listed account, 25 at most. */
export async function listAllAccounts(admin: Caller, query: { q?: string; cursor?: string; limit: number }) {
  const page = await accountsPage(admin.userId, query);
  const holders = new Map(
    await Promise.all([...new Set(page.items.map((account) => account.userId))].map(async (userId) => [userId, await profileOfUser(userId)] as const)),
  );
  const items = page.items.map((account): AdminAccountRow => {
    const holder = holders.get(account.userId);
    return {
      id: account.id,
      type: account.type,
      name: account.name,
      number: account.number,
      balanceCents: account.balanceCents,
      pendingCents: account.pendingCents,
      interestRate: account.interestRate,
      createdAt: account.createdAt,
      holder: {
        userId: account.userId,
        email: holder?.email ?? '',
        firstName: holder?.firstName ?? null,
        lastName: holder?.lastName ?? null,
      },
    };
  });
  return { items, nextCursor: page.nextCursor };
}
