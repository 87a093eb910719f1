import { ADMIN_GROUP } from '@sandbank/shared/operation';
import { ADMINISTRATORS_PAGE_MAX, type AdministratorRow } from '@sandbank/shared/operations/admin/users';
import { normaliseSearchText } from '@sandbank/shared/schemas/search';
import { openCursor, sealCursor, type CursorScope } from '../../data/cursor';
import { groupMembersPage, type DirectoryUser } from '../../data/user-directory';
import type { Caller } from '../caller';

/*
 * The administrators, as the back office names and finds them: the members of the user pool's
 * admin group, read from the pool itself, so an administrator who never opened the customer site
 * (and so has no profile) is listed like any other, and a customer never is.
 */

/**
 * Where a page starts: the pool's token of the page to read ('' for the first) and how many of its
 * members were already examined. A page that fills up in the middle of a pool page resumes there,
 * reading that pool page again from the same token.
 */
const cursorShape = { token: /^\S{0,1500}$/, skip: /^\d{1,2}$/ };

const nameOf = (user: DirectoryUser) => [user.firstName, user.lastName].filter(Boolean).join(' ') || null;

const matches = (user: DirectoryUser, search: string) =>
  search === '' || normaliseSearchText(user.email).includes(search) || normaliseSearchText(user.firstName, user.lastName).includes(search);

/**
 * A page of administrators in the pool's order, those whose email or name contains `q`. Each
 * request reads one page of the group (at most 60 members) and filters it here, so a search may
 * answer few or no items with a cursor to go on from; the cursor carries the pool's token, signed.
 */
export async function listAdministrators(admin: Caller, query: { q?: string; cursor?: string; limit: number }) {
  const search = query.q ? normaliseSearchText(query.q) : '';
  const scope: CursorScope = { listing: 'administrators', callerId: admin.userId, query: { q: search || undefined } };
  const start = query.cursor ? await openCursor(query.cursor, scope, cursorShape) : { token: '', skip: '0' };
  const poolPage = await groupMembersPage(ADMIN_GROUP, { limit: ADMINISTRATORS_PAGE_MAX, token: start.token || undefined });
  const items: AdministratorRow[] = [];
  for (let index = Number(start.skip); index < poolPage.users.length; index += 1) {
    const user = poolPage.users[index] as DirectoryUser;
    if (!matches(user, search)) continue;
    items.push({ userId: user.userId, email: user.email, name: nameOf(user) });
    if (items.length === query.limit && index + 1 < poolPage.users.length) {
      return { items, nextCursor: await sealCursor({ token: start.token, skip: String(index + 1) }, scope) };
    }
  }
  return { items, nextCursor: poolPage.nextToken ? await sealCursor({ token: poolPage.nextToken, skip: '0' }, scope) : null };
}
