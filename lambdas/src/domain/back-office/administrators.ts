import { ADMIN_GROUP } from '@sandbank/shared/operation';
import { ADMINISTRATORS_PAGE_MAX, type AdministratorRow } from '@sandbank/shared/operations/admin/users';
import { normaliseSearchText } from '@sandbank/shared/schemas/search';
import { openCursor, sealCursor, type CursorScope } from '../../data/cursor';
import { groupMembersPage, type DirectoryUser } from '../../data/user-directory';
import type { Caller } from '../caller';

/* Read from the pool's admin group, so an administrator without a profile is listed and a customer never is. */

/** A page that fills up in the middle of a pool page resumes there, reading it again from the same token. */
const cursorShape = { token: /^\S{0,1500}$/, skip: /^\d{1,2}$/ };

const nameOf = (user: DirectoryUser) => [user.firstName, user.lastName].filter(Boolean).join(' ') || null;

const matches = (user: DirectoryUser, search: string) =>
  search === '' || normaliseSearchText(user.email).includes(search) || normaliseSearchText(user.firstName, user.lastName).includes(search);

/** Each request reads one pool page (at most 60) and filters it here, so a search may answer few items with a cursor. */
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
