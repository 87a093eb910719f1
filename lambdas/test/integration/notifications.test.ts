import type { NotificationPage } from '@sandbank/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '@sandbank/scripts/test-harness';
import { putNotification, type NewNotification } from '../../src/data/entities/notification';
import { transactWrite } from '../../src/data/transact';
import { newUser, type TestUser } from './support/users';

/*
 * The bell's API. Decisions write notifications in their own transactions (the wire, check and
 * locker tests check that each decision leaves one); here they are written the same way — the
 * entity's Put in a TransactWriteItems — to pin listing, unread counting and marking read.
 */

const MINUTE = 60_000;

function notificationFor(user: TestUser, index: number): NewNotification {
  return { userId: user.userId, kind: 'check', title: `Decision ${index}`, text: `Request ${index} was decided.`, link: '/check-deposit' };
}

async function notify(user: TestUser, count: number, firstAt = Date.now() - count * MINUTE): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    await transactWrite([putNotification(notificationFor(user, index), firstAt + index * MINUTE)]);
  }
}

const list = (user: TestUser, query: Record<string, string> = {}) => callApi<NotificationPage>('listMyNotifications', { token: user.accessToken, query });
const markRead = (user: TestUser) => callApi('markNotificationsRead', { token: user.accessToken });

describe('notifications', () => {
  let customer: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    [customer, other] = await Promise.all([newUser(), newUser()]);
  });

  it('starts empty, with nothing unread', async () => {
    const { status, body } = await list(customer);
    expect(status).toBe(200);
    expect(body).toEqual({ items: [], unread: 0, nextCursor: null });
  });

  it('lists the newest first, pages with a cursor, and counts the unread', async () => {
    await notify(customer, 12);
    const first = await list(customer, { limit: '5' });
    expect(first.status).toBe(200);
    expect(first.body.unread).toBe(12);
    expect(first.body.items.map((item) => item.title)).toEqual(['Decision 11', 'Decision 10', 'Decision 9', 'Decision 8', 'Decision 7']);
    expect(first.body.items.every((item) => !item.read && item.kind === 'check' && item.link === '/check-deposit')).toBe(true);
    const titles = first.body.items.map((item) => item.title);
    let cursor = first.body.nextCursor;
    while (cursor) {
      const next = await list(customer, { limit: '5', cursor });
      expect(next.status).toBe(200);
      titles.push(...next.body.items.map((item) => item.title));
      cursor = next.body.nextCursor;
    }
    expect(titles).toEqual(Array.from({ length: 12 }, (_, index) => `Decision ${11 - index}`));
  });

  it("never shows one customer another's notifications, nor takes another's cursor", async () => {
    const mine = await list(customer, { limit: '5' });
    const theirs = await list(other, { limit: '5' });
    expect(theirs.body).toEqual({ items: [], unread: 0, nextCursor: null });
    const borrowed = await list(other, { limit: '5', cursor: mine.body.nextCursor ?? '' });
    expect(borrowed.status).toBe(400);
  });

  it('marks every one read at once; a later one is unread again', async () => {
    const marked = await markRead(customer);
    expect(marked.status).toBe(200);
    expect(marked.body).toEqual({ unread: 0 });
    const after = await list(customer);
    expect(after.body.unread).toBe(0);
    expect(after.body.items.every((item) => item.read)).toBe(true);

    await transactWrite([putNotification({ ...notificationFor(customer, 99), title: 'Later decision' })]);
    const later = await list(customer, { limit: '2' });
    expect(later.body.unread).toBe(1);
    expect(later.body.items.map((item) => [item.title, item.read])).toEqual([
      ['Later decision', false],
      ['Decision 11', true],
    ]);
  });

  it("leaves other customers' unread notifications alone", async () => {
    await notify(other, 2);
    await markRead(customer);
    expect((await list(other)).body.unread).toBe(2);
  });

  it('counts the unread up to a cap, so the count stays one small read', async () => {
    const many = await newUser();
    await Promise.all(
      Array.from({ length: 105 }, (_, index) => transactWrite([putNotification(notificationFor(many, index), Date.now() - (200 - index) * MINUTE)])),
    );
    expect((await list(many)).body.unread).toBe(100);
  });
});
