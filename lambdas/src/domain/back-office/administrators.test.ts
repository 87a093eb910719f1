import { describe, expect, it, vi } from 'vitest';
import type { DirectoryUser, GroupMembersPage } from '../../data/user-directory';
import type { Caller } from '../caller';

/*
 * The administrators listing over a pool whose admin group spans several pool pages (the pool
 * answers at most 60 a page): every match once, in the pool's order, whatever page size is asked.
 */

// The cursor key comes from KMS in the bank; any fixed key will do here.
vi.mock('../../data/request-keys', () => ({ deriveKey: async () => Buffer.alloc(32, 3) }));

const POOL_PAGE = 60;
/** 130 members: every seventh is named Lovelace, the rest Hopper. */
const members: DirectoryUser[] = Array.from({ length: 130 }, (_, index) => ({
  userId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  username: `user-${index}`,
  email: `admin-${index}@example.test`,
  firstName: 'Ada',
  lastName: index % 7 === 0 ? 'Lovelace' : 'Hopper',
}));
const poolReads: { limit: number; token?: string }[] = [];

vi.mock('../../data/user-directory', () => ({
  groupMembersPage: async (group: string, page: { limit: number; token?: string }): Promise<GroupMembersPage> => {
    expect(group).toBe('admin');
    poolReads.push(page);
    const start = page.token ? Number(page.token.replace('pool-', '')) : 0;
    const end = start + Math.min(page.limit, POOL_PAGE);
    return { users: members.slice(start, end), nextToken: end < members.length ? `pool-${end}` : null };
  },
}));

const { listAdministrators } = await import('./administrators');

const admin: Caller = { userId: 'caller-1', username: 'caller-1', isAdmin: true, isTestCustomer: false };

async function everyPage(query: { q?: string; limit: number }) {
  const ids: string[] = [];
  const sizes: number[] = [];
  let cursor: string | undefined;
  for (let request = 0; request < 200; request += 1) {
    const page = await listAdministrators(admin, { ...query, ...(cursor ? { cursor } : {}) });
    ids.push(...page.items.map((item) => item.userId));
    sizes.push(page.items.length);
    if (!page.nextCursor) return { ids, sizes };
    cursor = page.nextCursor;
  }
  throw new Error('The listing never ended');
}

describe('listAdministrators', () => {
  it('reads the group a pool page at a time and answers every member once, in order', async () => {
    poolReads.length = 0;
    const { ids, sizes } = await everyPage({ limit: 60 });
    expect(ids).toEqual(members.map((member) => member.userId));
    expect(sizes).toEqual([60, 60, 10]);
    expect(poolReads.map((read) => read.limit)).toEqual([60, 60, 60]);
  });

  it('filters each pool page by name or email, answering short pages with a cursor to go on from', async () => {
    const lovelaces = members.filter((member) => member.lastName === 'Lovelace').map((member) => member.userId);
    expect((await everyPage({ q: 'ada lovelace', limit: 60 })).ids).toEqual(lovelaces);
    const byEmail = members.filter((member) => member.email.startsWith('admin-12')).map((member) => member.userId);
    expect(byEmail).toHaveLength(11);
    expect((await everyPage({ q: 'ADMIN-12', limit: 60 })).ids).toEqual(byEmail);
  });

  it('stops a page in the middle of a pool page and goes on from there, none skipped or twice', async () => {
    const lovelaces = members.filter((member) => member.lastName === 'Lovelace').map((member) => member.userId);
    const { ids, sizes } = await everyPage({ q: 'lovelace', limit: 4 });
    expect(ids).toEqual(lovelaces);
    expect(sizes.every((size) => size <= 4)).toBe(true);
    const all = await everyPage({ limit: 7 });
    expect(all.ids).toEqual(members.map((member) => member.userId));
  });

  it('names an administrator by first and last name, or null when the pool holds neither', async () => {
    members[0] = { ...(members[0] as DirectoryUser), firstName: null, lastName: null };
    const page = await listAdministrators(admin, { limit: 2 });
    expect(page.items).toEqual([
      { userId: members[0]?.userId, email: 'admin-0@example.test', name: null },
      { userId: members[1]?.userId, email: 'admin-1@example.test', name: 'Ada Hopper' },
    ]);
  });
});
