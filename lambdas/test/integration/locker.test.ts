import { randomUUID } from 'node:crypto';
import { LOCKER_MAX_ITEMS, lockerMessages } from '@sandbank/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '@sandbank/scripts/test-harness';
import { accountsOf, newAccountHolder } from './support/banking';
import { newUser, type TestUser } from './support/users';

/*
 * The safe deposit locker: customers store items, which wait for the back office; administrators
 * approve or reject each exactly once (audited, the owner notified), add items for a customer and
 * remove any. Each customer's locker holds at most LOCKER_MAX_ITEMS items, enforced by a size item
 * written in the same transaction as each add, never by counting first.
 */

let admin: TestUser;

beforeAll(async () => {
  admin = await newUser({ admin: true });
});

const myLocker = async (user: TestUser) => {
  const response = await callApi('listMyLockerItems', { token: user.accessToken });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};
const addItem = (user: TestUser, body: unknown) => callApi('addLockerItem', { token: user.accessToken, body });
async function storedItem(user: TestUser, name = `Item ${randomUUID().slice(0, 8)}`, valueCents = 12_500): Promise<string> {
  const response = await addItem(user, { name, valueCents });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id;
}
const approve = (itemId: string) => callApi('approveLockerItem', { token: admin.accessToken, params: { itemId } });
const reject = (itemId: string, reason: string) => callApi('rejectLockerItem', { token: admin.accessToken, params: { itemId }, body: { reason } });
const remove = (itemId: string) => callApi('deleteLockerItem', { token: admin.accessToken, params: { itemId } });
const auditAbout = async (targetId: string) => (await callApi('listAuditEvents', { token: admin.accessToken, query: { targetId } })).body.items;
const lockerNotifications = async (user: TestUser) =>
  (await callApi('listMyNotifications', { token: user.accessToken, query: { limit: '50' } })).body.items.filter(
    (notification: { kind: string }) => notification.kind === 'locker',
  );

describe('a customer’s locker', () => {
  it('stores an item pending approval, a blank description as null, and sums the locker up', async () => {
    const customer = await newUser();
    expect(await myLocker(customer)).toEqual({ items: [], summary: { total: 0, approved: 0, pending: 0, rejected: 0, totalValueCents: 0 } });

    const first = await addItem(customer, { name: '  Grandmother’s ring ', valueCents: 150_000, description: '   ' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(String),
      name: 'Grandmother’s ring',
      valueCents: 150_000,
      description: null,
      status: 'pending',
      storedAt: expect.any(String),
      decidedAt: null,
      rejectionReason: null,
    });
    const second = await addItem(customer, { name: 'Deeds', valueCents: 1, description: 'House deeds, originals' });
    expect(second.status).toBe(201);

    const locker = await myLocker(customer);
    expect(locker.items.map((item: { id: string }) => item.id)).toEqual([second.body.id, first.body.id]);
    expect(locker.summary).toEqual({ total: 2, approved: 0, pending: 2, rejected: 0, totalValueCents: 150_001 });
    // Another customer sees none of it.
    expect((await myLocker(await newUser())).items).toEqual([]);
  });

  it('refuses invalid and oversized items with 400 and writes nothing', async () => {
    const customer = await newUser();
    await storedItem(customer);
    const before = await myLocker(customer);
    const refused = [
      {},
      { name: '', valueCents: 100 },
      { name: '   ', valueCents: 100 },
      { name: 'x'.repeat(101), valueCents: 100 },
      { name: 'Coin', valueCents: 0 },
      { name: 'Coin', valueCents: -5 },
      { name: 'Coin', valueCents: 10.5 },
      { name: 'Coin', valueCents: '100' },
      { name: 'Coin', valueCents: 1_000_000_001 },
      { name: 'Coin', valueCents: 100, description: 'x'.repeat(501) },
      { name: 'Coin', valueCents: 100, status: 'approved' },
    ];
    for (const body of refused) {
      const response = await addItem(customer, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.code).toBe('invalid_input');
    }
    expect((await addItem(customer, { name: '', valueCents: 100 })).body.error.fields).toEqual({ 'body.name': lockerMessages.nameRequired });
    expect(await myLocker(customer)).toEqual(before);
  });

  it(`holds at most ${LOCKER_MAX_ITEMS} items, even when adds race for the last places; a removal frees a place`, async () => {
    const customer = await newAccountHolder();
    for (let index = 0; index < LOCKER_MAX_ITEMS - 2; index += 1) await storedItem(customer, `Item ${index}`, 100);
    const racing = await Promise.all(Array.from({ length: 6 }, (_, index) => addItem(customer, { name: `Racer ${index}`, valueCents: 100 })));
    expect(racing.map((response) => response.status).sort()).toEqual([201, 201, 409, 409, 409, 409]);
    expect(racing.find((response) => response.status === 409)!.body.error.message).toBe(lockerMessages.full);
    const full = await myLocker(customer);
    expect(full.summary.total).toBe(LOCKER_MAX_ITEMS);
    // The administrator cannot overfill it either.
    const byAdmin = await callApi('addUserLockerItem', { token: admin.accessToken, params: { userId: customer.userId }, body: { name: 'One more', valueCents: 100 } });
    expect(byAdmin.status).toBe(409);

    expect((await remove(full.items[0].id)).status).toBe(200);
    expect((await addItem(customer, { name: 'In the freed place', valueCents: 100 })).status).toBe(201);
    expect((await addItem(customer, { name: 'Too many again', valueCents: 100 })).status).toBe(409);
    expect((await myLocker(customer)).summary.total).toBe(LOCKER_MAX_ITEMS);
  });
});

describe('back-office decisions', () => {
  it('approves one item and rejects another with a reason: the customer sees both, is told, and each decision is audited', async () => {
    const customer = await newAccountHolder();
    const watch = await storedItem(customer, 'Watch', 90_000);
    const painting = await storedItem(customer, 'Painting', 250_000);

    const approved = await approve(watch);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ id: watch, status: 'approved', decidedBy: admin.userId, userId: customer.userId, ownerEmail: customer.email });
    const rejected = await reject(painting, '  Appraisal certificate missing ');
    expect(rejected.body).toMatchObject({ id: painting, status: 'rejected', rejectionReason: 'Appraisal certificate missing' });

    const locker = await myLocker(customer);
    expect(locker.summary).toEqual({ total: 2, approved: 1, pending: 0, rejected: 1, totalValueCents: 340_000 });
    expect(locker.items.find((item: { id: string }) => item.id === painting)).toMatchObject({ status: 'rejected', rejectionReason: 'Appraisal certificate missing' });
    expect(locker.items.find((item: { id: string }) => item.id === watch)).toMatchObject({ status: 'approved', decidedAt: expect.any(String) });
    expect(locker.items[0]).not.toHaveProperty('decidedBy');

    const notifications = await lockerNotifications(customer);
    expect(notifications.map((notification: { title: string }) => notification.title).sort()).toEqual(['Locker item approved', 'Locker item rejected']);
    expect(notifications.every((notification: { link: string }) => notification.link === '/safe-deposit-locker')).toBe(true);
    expect(notifications.find((notification: { title: string }) => notification.title === 'Locker item rejected').text).toContain('Appraisal certificate missing');

    expect(await auditAbout(watch)).toEqual([
      expect.objectContaining({ action: 'locker.approve', actorId: admin.userId, targetType: 'lockerItem', before: { status: 'pending' } }),
    ]);
    expect(await auditAbout(painting)).toEqual([
      expect.objectContaining({ action: 'locker.reject', after: { status: 'rejected', rejectionReason: 'Appraisal certificate missing' } }),
    ]);
    // Decided once: deciding again is 409 and changes nothing.
    expect((await approve(painting)).status).toBe(409);
    expect((await reject(watch, 'Too late')).status).toBe(409);
    expect(await myLocker(customer)).toEqual(locker);
  });

  it('decides an item exactly once when administrators race: one decision, 409 for the rest', async () => {
    const customer = await newUser();
    const itemId = await storedItem(customer);
    const answers = await Promise.all([approve(itemId), reject(itemId, 'Race'), approve(itemId), reject(itemId, 'Race again')]);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(3);
    const winner = answers.find((answer) => answer.status === 200)!.body;
    const [stored] = (await myLocker(customer)).items;
    expect(stored.status).toBe(winner.status);
    expect(await lockerNotifications(customer)).toHaveLength(1);
    expect(await auditAbout(itemId)).toHaveLength(1);
  });

  it('refuses an administrator their own item (403, it stays pending) and lets another administrator decide it', async () => {
    // Administrators are customers too: this one stores an item in their own locker.
    const itemId = await storedItem(admin, 'Own coin collection', 75_000);
    const ownApproval = await approve(itemId);
    expect(ownApproval).toMatchObject({ status: 403, body: { error: { message: lockerMessages.ownItem } } });
    expect(ownApproval.body.error.message).toBe('Administrators cannot decide their own locker items');
    expect(await reject(itemId, 'Own')).toMatchObject({ status: 403, body: { error: { message: lockerMessages.ownItem } } });
    const stillPending = (await myLocker(admin)).items.find((item: { id: string }) => item.id === itemId);
    expect(stillPending).toMatchObject({ status: 'pending', decidedAt: null });
    expect(await auditAbout(itemId)).toEqual([]);
    expect(await lockerNotifications(admin)).toEqual([]);

    const secondAdmin = await newUser({ admin: true });
    const decided = await callApi('approveLockerItem', { token: secondAdmin.accessToken, params: { itemId } });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(decided.body).toMatchObject({ status: 'approved', decidedBy: secondAdmin.userId });
    expect((await myLocker(admin)).items.find((item: { id: string }) => item.id === itemId).status).toBe('approved');
  });

  it('refuses an administrator adding an approved item to their own locker, and writes nothing', async () => {
    const ownerAdmin = await newUser({ admin: true });
    await accountsOf(ownerAdmin); // their first request makes their profile, as for any customer
    const before = await myLocker(ownerAdmin);
    const added = await callApi('addUserLockerItem', { token: ownerAdmin.accessToken, params: { userId: ownerAdmin.userId }, body: { name: 'Self-approved', valueCents: 1_000 } });
    expect(added).toMatchObject({ status: 403, body: { error: { message: lockerMessages.ownItem } } });
    expect(await myLocker(ownerAdmin)).toEqual(before);
    // Another administrator may add it for them.
    const byOther = await callApi('addUserLockerItem', { token: admin.accessToken, params: { userId: ownerAdmin.userId }, body: { name: 'Kept for a colleague', valueCents: 1_000 } });
    expect(byOther.status, JSON.stringify(byOther.body)).toBe(201);
    expect(byOther.body).toMatchObject({ status: 'approved', decidedBy: admin.userId, userId: ownerAdmin.userId });
  });

  it('never names the deciding administrator to the owner', async () => {
    const customer = await newAccountHolder();
    const [kept, refused] = [await storedItem(customer), await storedItem(customer)];
    expect((await approve(kept)).body.decidedBy).toBe(admin.userId);
    expect((await reject(refused, 'Not insurable')).status).toBe(200);
    const added = await callApi('addUserLockerItem', { token: admin.accessToken, params: { userId: customer.userId }, body: { name: 'Added by the bank', valueCents: 1 } });
    expect(added.status).toBe(201);
    const locker = await myLocker(customer);
    expect(locker.items.map((item: { status: string }) => item.status)).toEqual(['approved', 'rejected', 'approved']);
    for (const view of [locker, await lockerNotifications(customer)]) expect(JSON.stringify(view)).not.toContain(admin.userId);
  });

  it('answers 404 for an item or customer that does not exist, and refuses a blank reason', async () => {
    const unknownItem = '01ARZ3NDEKTSV4RRFFQ69G5FAV';
    expect((await approve(unknownItem)).status).toBe(404);
    expect((await reject(unknownItem, 'No')).status).toBe(404);
    expect((await remove(unknownItem)).status).toBe(404);
    const unknownUser = randomUUID();
    expect((await callApi('addUserLockerItem', { token: admin.accessToken, params: { userId: unknownUser }, body: { name: 'X', valueCents: 1 } })).status).toBe(404);
    expect((await callApi('listUserLockerItems', { token: admin.accessToken, params: { userId: unknownUser } })).body.items).toEqual([]);

    const customer = await newUser();
    const itemId = await storedItem(customer);
    expect((await reject(itemId, '   ')).status).toBe(400);
    expect((await myLocker(customer)).items[0].status).toBe('pending');
  });

  it('adds an approved item for a customer and removes it, both audited', async () => {
    const customer = await newAccountHolder();
    const added = await callApi('addUserLockerItem', {
      token: admin.accessToken,
      params: { userId: customer.userId },
      body: { name: 'Passport', valueCents: 5_000, description: 'Kept for the customer' },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({ status: 'approved', decidedBy: admin.userId, ownerEmail: customer.email, description: 'Kept for the customer' });
    const userLocker = await callApi('listUserLockerItems', { token: admin.accessToken, params: { userId: customer.userId } });
    expect(userLocker.body.items.map((item: { id: string }) => item.id)).toEqual([added.body.id]);
    expect(userLocker.body.summary).toEqual({ total: 1, approved: 1, pending: 0, rejected: 0, totalValueCents: 5_000 });

    expect(await remove(added.body.id)).toMatchObject({ status: 200, body: { id: added.body.id, deleted: true } });
    expect((await remove(added.body.id)).status).toBe(404);
    expect((await myLocker(customer)).items).toEqual([]);
    const trail = await auditAbout(added.body.id);
    expect(trail.map((event: { action: string }) => event.action)).toEqual(['locker.delete', 'locker.add']);
    expect(trail[0].before).toMatchObject({ name: 'Passport', status: 'approved' });
  });
});

describe('the approval queue', () => {
  it('lists one status newest first with signed cursors, and an item leaves the queue once decided', async () => {
    const customer = await newAccountHolder();
    const ids = [await storedItem(customer), await storedItem(customer), await storedItem(customer)];
    const first = await callApi('listLockerItems', { token: admin.accessToken, query: { limit: '2' } });
    expect(first.status).toBe(200);
    expect(first.body.counts.pending).toBeGreaterThanOrEqual(3);
    // Other files add items at the same time: ours are the newest of ours, in order.
    const pages = [...first.body.items];
    let cursor = first.body.nextCursor;
    while (cursor && !ids.every((id) => pages.some((item) => item.id === id))) {
      const next = await callApi('listLockerItems', { token: admin.accessToken, query: { limit: '2', cursor } });
      expect(next.status).toBe(200);
      pages.push(...next.body.items);
      cursor = next.body.nextCursor;
    }
    const ours = pages.filter((item) => item.userId === customer.userId).map((item) => item.id);
    expect(ours).toEqual([...ids].reverse());
    expect(pages.every((item) => item.status === 'pending')).toBe(true);
    expect(pages.find((item) => item.userId === customer.userId).ownerEmail).toBe(customer.email);

    // A cursor is the admin's own, for this status only.
    expect((await callApi('listLockerItems', { token: admin.accessToken, query: { status: 'approved', cursor: first.body.nextCursor } })).status).toBe(400);
    const otherAdmin = await newUser({ admin: true });
    expect((await callApi('listLockerItems', { token: otherAdmin.accessToken, query: { cursor: first.body.nextCursor } })).status).toBe(400);

    await approve(ids[0]!);
    const approvedPage = await callApi('listLockerItems', { token: admin.accessToken, query: { status: 'approved', limit: '100' } });
    expect(approvedPage.body.items.map((item: { id: string }) => item.id)).toContain(ids[0]);
    const pendingPage = await callApi('listLockerItems', { token: admin.accessToken, query: { limit: '100' } });
    expect(pendingPage.body.items.map((item: { id: string }) => item.id)).not.toContain(ids[0]);
  });
});
