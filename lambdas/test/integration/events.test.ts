import { randomInt, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { grantsOf, jobGrants } from '@sandbank/infra/local';
import { scheduledEvent } from '../../../scripts/local/scheduler';
import { runWithTableGrants } from '../../../scripts/local/table-grants';
import { callApi, signIn, testUserPool } from '@sandbank/scripts/test-harness';
import { handler as expireWireRequests } from '../../src/jobs/expireWireRequests';
import { checkingOf, historyOf, newAccountHolder, transfer } from './support/banking';
import { avatarFixture, uploadAvatar } from './support/avatars';
import { expectLedgerInvariant } from './support/ledger';
import { expectLedgerCheckExact } from './support/sandbox-decisions';
import { newUser, type TestUser } from './support/users';
import { ageWireRequest } from './support/wire-clock';
import { decideWire, newPendingWire, newWireRequest } from './support/wires';

/*
 * Events (GET /api/events): every change a customer can see is written with its event in the
 * same transaction, for the customer whose record it is, carrying the record as their listing
 * shows it. A refused change writes none. The listing is the caller's own, newest first, paged
 * with a signed cursor and filtered by type.
 */

interface BankEvent {
  id: string;
  type: string;
  createdAt: string;
  data: Record<string, any>;
}

let admin: TestUser;

beforeAll(async () => {
  admin = await newUser({ admin: true });
});

const eventsPage = (user: TestUser, query: Record<string, string> = {}) => callApi('listMyEvents', { token: user.accessToken, query });

/** Every event of the caller (of one type when given), newest first, following the cursors. */
async function eventsOf(user: TestUser, type?: string): Promise<BankEvent[]> {
  const events: BankEvent[] = [];
  let cursor: string | null = null;
  do {
    const query: Record<string, string> = { limit: '100', ...(type ? { type } : {}), ...(cursor ? { cursor } : {}) };
    const page = await eventsPage(user, query);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    events.push(...(page.body.items as BankEvent[]));
    cursor = page.body.nextCursor as string | null;
  } while (cursor);
  return events;
}

/** The events that came after `before` (a list read earlier), oldest first. */
async function newEventsOf(user: TestUser, before: BankEvent[]): Promise<BankEvent[]> {
  const seen = new Set(before.map((event) => event.id));
  return (await eventsOf(user)).filter((event) => !seen.has(event.id)).reverse();
}

const withKey = () => ({ 'idempotency-key': randomUUID() });
const myWire = async (user: TestUser, wireId: string) => (await callApi('getMyWire', { token: user.accessToken, params: { wireId } })).body;
const myEntry = async (user: TestUser, transactionId: string) =>
  (await callApi('getMyTransaction', { token: user.accessToken, params: { transactionId } })).body;
const myCheck = async (user: TestUser, checkId: string) =>
  ((await callApi('listMyCheckDeposits', { token: user.accessToken, query: { limit: '20' } })).body.items as { id: string }[]).find((check) => check.id === checkId);
const myLockerItem = async (user: TestUser, itemId: string) =>
  ((await callApi('listMyLockerItems', { token: user.accessToken })).body.items as { id: string }[]).find((item) => item.id === itemId);

const runExpiryJob = () =>
  runWithTableGrants('expireWireRequests', grantsOf(jobGrants, 'expireWireRequests'), () => expireWireRequests(scheduledEvent('expireWireRequests', new Date())));

const checkBody = (accountId: string, change: Record<string, unknown> = {}) => ({
  accountId,
  amountCents: 23_456,
  checkNumber: String(randomInt(1, 2 ** 47)),
  bankName: 'First Sandbox Bank',
  routingNumber: '011000015',
  accountNumber: String(randomInt(100_000_000, 1_000_000_000)),
  ...change,
});

describe('entries', () => {
  it('opening the accounts posts an entry.posted event per opening entry, each the entry as the history shows it', async () => {
    const customer = await newAccountHolder();
    const history = await historyOf(customer);
    const events = await eventsOf(customer);
    expect(events.length).toBe(history.length);
    expect(events.every((event) => event.type === 'entry.posted')).toBe(true);
    expect(events.map((event) => event.data).sort((a, b) => a.id.localeCompare(b.id))).toEqual([...history].sort((a, b) => a.id.localeCompare(b.id)));
  });

  it('a transfer between two customers tells each of them, in their own list; a refused transfer tells nobody', async () => {
    const [sender, recipient] = await Promise.all([newAccountHolder(), newAccountHolder()]);
    const [senderBefore, recipientBefore] = await Promise.all([eventsOf(sender), eventsOf(recipient)]);
    const checking = await checkingOf(sender);

    const sent = await transfer(sender, { fromAccountId: checking.id, toEmail: recipient.email, amountCents: 4_321 });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const [senderEvents, recipientEvents] = await Promise.all([newEventsOf(sender, senderBefore), newEventsOf(recipient, recipientBefore)]);
    expect(senderEvents.map((event) => event.type)).toEqual(['entry.posted']);
    expect(recipientEvents.map((event) => event.type)).toEqual(['entry.posted']);
    expect(senderEvents[0]!.data).toEqual(await myEntry(sender, senderEvents[0]!.data.id));
    expect(senderEvents[0]!.data).toMatchObject({ amountCents: -4_321, accountId: checking.id });
    expect(recipientEvents[0]!.data).toEqual(await myEntry(recipient, recipientEvents[0]!.data.id));
    expect(recipientEvents[0]!.data.amountCents).toBe(4_321);
    // Neither sees the other's event.
    expect((await eventsOf(sender)).map((event) => event.id)).not.toContain(recipientEvents[0]!.id);

    const refused = await transfer(sender, { fromAccountId: checking.id, toEmail: recipient.email, amountCents: 1_000_000_000 });
    expect(refused.status).toBe(409);
    expect(await newEventsOf(sender, [...senderBefore, ...senderEvents])).toEqual([]);
    expect(await newEventsOf(recipient, [...recipientBefore, ...recipientEvents])).toEqual([]);
    await expectLedgerInvariant(sender.userId);
    await expectLedgerInvariant(recipient.userId);
  });

  it('an administrator\'s adjustment posts an entry.posted event for the account\'s holder', async () => {
    const customer = await newAccountHolder();
    const before = await eventsOf(customer);
    const checking = await checkingOf(customer);
    const adjusted = await callApi('adjustAccountBalance', {
      token: admin.accessToken,
      params: { accountId: checking.id },
      body: { direction: 'credit', amountCents: 777, reason: 'Events test' },
      headers: withKey(),
    });
    expect(adjusted.status, JSON.stringify(adjusted.body)).toBe(201);
    const events = await newEventsOf(customer, before);
    expect(events.map((event) => [event.type, event.data])).toEqual([['entry.posted', adjusted.body.transaction]]);
  });
});

describe('wires', () => {
  it('requested, confirmed (with its held entries), approved (with the entries settled): each event the wire or entry as listed', async () => {
    const customer = await newAccountHolder();
    const before = await eventsOf(customer);
    const requested = await newWireRequest(customer, { amountCents: 15_000 });
    const afterRequest = await newEventsOf(customer, before);
    expect(afterRequest.map((event) => event.type)).toEqual(['wire.requested']);
    expect(afterRequest[0]!.data).toMatchObject({ id: requested.id, status: 'awaiting_confirmation', amountCents: 15_000 });
    expect(afterRequest[0]!.data.attemptsLeft).toEqual(expect.any(Number));

    const wire = await newPendingWire(customer, { amountCents: 16_000 });
    const confirmedEvents = (await eventsOf(customer)).filter((event) => event.data.wireId === wire.id || event.data.id === wire.id);
    expect(confirmedEvents.map((event) => event.type).sort()).toEqual(['entry.posted', 'entry.posted', 'wire.confirmed', 'wire.requested']);
    const confirmed = confirmedEvents.find((event) => event.type === 'wire.confirmed')!;
    expect(confirmed.data).toMatchObject({ id: wire.id, status: 'pending', transactionId: wire.transactionId, feeTransactionId: wire.feeTransactionId });
    const held = confirmedEvents.filter((event) => event.type === 'entry.posted').map((event) => event.data);
    expect(held.map((entry) => entry.status)).toEqual(['pending', 'pending']);

    const seen = await eventsOf(customer);
    const approved = await decideWire(admin, wire.id, 'approve');
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const decision = await newEventsOf(customer, seen);
    expect(decision.map((event) => event.type).sort()).toEqual(['entry.settled', 'entry.settled', 'wire.approved']);
    expect(decision.find((event) => event.type === 'wire.approved')!.data).toEqual(await myWire(customer, wire.id));
    for (const settled of decision.filter((event) => event.type === 'entry.settled')) {
      expect(settled.data.status).toBe('completed');
      expect(settled.data).toEqual(await myEntry(customer, settled.data.id));
    }

    // A decision on a decided wire is refused and tells nothing.
    const again = await decideWire(admin, wire.id, 'reject');
    expect(again.status).toBe(409);
    expect(await newEventsOf(customer, [...seen, ...decision])).toEqual([]);
    await expectLedgerInvariant(customer.userId);
  });

  it('rejected: the wire rejected and its entries settled as failed', async () => {
    const customer = await newAccountHolder();
    const wire = await newPendingWire(customer, { amountCents: 17_000 });
    const seen = await eventsOf(customer);
    expect((await decideWire(admin, wire.id, 'reject')).status).toBe(200);
    const decision = await newEventsOf(customer, seen);
    expect(decision.map((event) => event.type).sort()).toEqual(['entry.settled', 'entry.settled', 'wire.rejected']);
    expect(decision.find((event) => event.type === 'wire.rejected')!.data).toEqual(await myWire(customer, wire.id));
    const settled = decision.filter((event) => event.type === 'entry.settled').map((event) => event.data);
    expect(settled.map((entry) => entry.status)).toEqual(['failed', 'failed']);
    expect(settled.map((entry) => entry.id).sort()).toEqual([wire.transactionId, wire.feeTransactionId].sort());
    await expectLedgerInvariant(customer.userId);
  });

  it('expired by the job when its code lapsed: wire.expired with the wire as listed', async () => {
    const customer = await newAccountHolder();
    const wire = await newWireRequest(customer);
    await ageWireRequest(customer.userId, wire.id, 16 * 60);
    const seen = await eventsOf(customer);
    await runExpiryJob();
    const expired = await newEventsOf(customer, seen);
    expect(expired.map((event) => event.type)).toEqual(['wire.expired']);
    expect(expired[0]!.data).toEqual(await myWire(customer, wire.id));
    expect(expired[0]!.data).toMatchObject({ status: 'expired', codeExpiresAt: null });
  });
});

describe('checks', () => {
  it('deposited, approved (with its deposit posted) and rejected; a duplicate check number tells nothing', async () => {
    const customer = await newAccountHolder();
    const checking = await checkingOf(customer);
    const before = await eventsOf(customer);
    const body = checkBody(checking.id);
    const first = await callApi('createCheckDeposit', { token: customer.accessToken, body, headers: withKey() });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const deposited = await newEventsOf(customer, before);
    expect(deposited.map((event) => [event.type, event.data])).toEqual([['check.deposited', first.body]]);

    const duplicate = await callApi('createCheckDeposit', { token: customer.accessToken, body, headers: withKey() });
    expect(duplicate.status).toBe(409);
    const afterDeposit = [...before, ...deposited];
    expect(await newEventsOf(customer, afterDeposit)).toEqual([]);

    const approved = await callApi('approveCheckDeposit', { token: admin.accessToken, params: { checkId: first.body.id }, headers: withKey() });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const approval = await newEventsOf(customer, afterDeposit);
    expect(approval.map((event) => event.type).sort()).toEqual(['check.approved', 'entry.posted']);
    expect(approval.find((event) => event.type === 'check.approved')!.data).toEqual(await myCheck(customer, first.body.id));
    expect(approval.find((event) => event.type === 'entry.posted')!.data).toEqual(approved.body.transaction);

    const second = await callApi('createCheckDeposit', { token: customer.accessToken, body: checkBody(checking.id), headers: withKey() });
    const seen = await eventsOf(customer);
    const rejected = await callApi('rejectCheckDeposit', { token: admin.accessToken, params: { checkId: second.body.id }, body: { reason: 'Signature missing' }, headers: withKey() });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    const rejection = await newEventsOf(customer, seen);
    expect(rejection.map((event) => event.type)).toEqual(['check.rejected']);
    expect(rejection[0]!.data).toEqual(await myCheck(customer, second.body.id));
    expect(rejection[0]!.data).toMatchObject({ status: 'rejected', rejectionReason: 'Signature missing' });
    await expectLedgerInvariant(customer.userId);
  });
});

describe('the locker', () => {
  it('stored, approved, rejected and deleted, each the item as the locker shows it (a deleted one as it was)', async () => {
    const customer = await newAccountHolder();
    const add = async (name: string) => {
      const added = await callApi('addLockerItem', { token: customer.accessToken, body: { name, valueCents: 12_000 } });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      return added.body as { id: string };
    };
    const before = await eventsOf(customer);
    const kept = await add('Pocket watch');
    const refused = await add('Sealed box');
    const stored = await newEventsOf(customer, before);
    expect(stored.map((event) => [event.type, event.data.id])).toEqual([
      ['locker.stored', kept.id],
      ['locker.stored', refused.id],
    ]);
    expect(stored[0]!.data).toMatchObject({ status: 'pending', name: 'Pocket watch' });

    expect((await callApi('approveLockerItem', { token: admin.accessToken, params: { itemId: kept.id } })).status).toBe(200);
    expect((await callApi('rejectLockerItem', { token: admin.accessToken, params: { itemId: refused.id }, body: { reason: 'Contents unclear' } })).status).toBe(200);
    // Deciding a decided item is refused and tells nothing.
    expect((await callApi('approveLockerItem', { token: admin.accessToken, params: { itemId: refused.id } })).status).toBe(409);
    const decisions = await newEventsOf(customer, [...before, ...stored]);
    expect(decisions.map((event) => [event.type, event.data.id])).toEqual([
      ['locker.approved', kept.id],
      ['locker.rejected', refused.id],
    ]);
    expect(decisions[0]!.data).toEqual(await myLockerItem(customer, kept.id));
    expect(decisions[1]!.data).toEqual(await myLockerItem(customer, refused.id));

    const shown = await myLockerItem(customer, kept.id);
    expect((await callApi('deleteLockerItem', { token: admin.accessToken, params: { itemId: kept.id } })).status).toBe(200);
    const deleted = await newEventsOf(customer, [...before, ...stored, ...decisions]);
    expect(deleted.map((event) => [event.type, event.data])).toEqual([['locker.deleted', shown]]);
  });
});

describe('the profile', () => {
  it('a change of the details is profile.updated with the profile as getMe shows it; a change that changes nothing tells nothing', async () => {
    const customer = await newAccountHolder();
    const before = await eventsOf(customer);
    const changes = { firstName: 'Evelyn', lastName: 'Event', phone: '+1 555 0100', address: '1 Stream Street' };
    const updated = await callApi('updateMe', { token: customer.accessToken, body: changes });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const events = await newEventsOf(customer, before);
    expect(events.map((event) => event.type)).toEqual(['profile.updated']);
    expect(events[0]!.data).toMatchObject({ ...changes, userId: customer.userId, avatarUrl: null });
    const me = (await callApi('getMe', { token: customer.accessToken })).body;
    expect(events[0]!.data).toEqual(me);

    expect((await callApi('updateMe', { token: customer.accessToken, body: changes })).status).toBe(200);
    expect((await callApi('removeAvatar', { token: customer.accessToken })).status).toBe(200);
    expect(await newEventsOf(customer, [...before, ...events])).toEqual([]);
  });

  it('a picture set and removed is profile.updated each time; a refused upload tells nothing', async () => {
    const customer = await newAccountHolder();
    const before = await eventsOf(customer);
    const refusedKey = await uploadAvatar(customer.accessToken, avatarFixture('text-renamed.png'));
    expect((await callApi('confirmAvatar', { token: customer.accessToken, body: { key: refusedKey } })).status).toBe(400);
    expect(await newEventsOf(customer, before)).toEqual([]);

    const key = await uploadAvatar(customer.accessToken, avatarFixture('sample.png'));
    const set = await callApi('confirmAvatar', { token: customer.accessToken, body: { key } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const removed = await callApi('removeAvatar', { token: customer.accessToken });
    expect(removed.status).toBe(200);
    const events = await newEventsOf(customer, before);
    expect(events.map((event) => event.type)).toEqual(['profile.updated', 'profile.updated']);
    expect(events[0]!.data.avatarUrl).toEqual(expect.any(String));
    expect(events[1]!.data).toEqual(removed.body);
    expect(events[1]!.data.avatarUrl).toBeNull();
  });
});

describe("the tester's toolkit", () => {
  it('a busy test customer\'s history and requests are events too, and its reset tells each change it makes', async () => {
    const created = await callApi('createTestCustomer', { body: { scenario: 'busy', ttlMinutes: 30 } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { email, password, userId } = created.body as { email: string; password: string; userId: string };
    const customer: TestUser = { email, password, userId, ...(await signIn(testUserPool(), email, password)) };

    const events = await eventsOf(customer);
    const history = await historyOf(customer);
    const posted = events.filter((event) => event.type === 'entry.posted');
    expect(posted.map((event) => event.data.id).sort()).toEqual(history.map((entry) => entry.id).sort());
    const countOf = (type: string) => events.filter((event) => event.type === type).length;
    expect(['wire.requested', 'wire.confirmed', 'check.deposited', 'locker.stored', 'locker.approved', 'locker.rejected'].map(countOf)).toEqual([1, 1, 1, 3, 1, 1]);
    // Events are written now, even for entries dated in the past: the list holds them all.
    expect(events.every((event) => Date.now() - Date.parse(event.createdAt) < 10 * 60_000)).toBe(true);

    // The toolkit's simulation decides the pending check as the back office would: approved, its deposit posted.
    const check = events.find((event) => event.type === 'check.deposited')!.data;
    const simulated = await callApi('simulateCheck', { token: customer.accessToken, params: { checkId: check.id }, body: { outcome: 'approve' } });
    expect(simulated.status, JSON.stringify(simulated.body)).toBe(200);
    const approval = await newEventsOf(customer, events);
    expect(approval.map((event) => event.type).sort()).toEqual(['check.approved', 'entry.posted']);
    expect(approval.find((event) => event.type === 'check.approved')!.data).toEqual(await myCheck(customer, check.id));

    // The reset rejects the held wire (its entries settled), empties the locker and takes the deposit back by an entry.
    const reset = await callApi('resetSandbox', { token: customer.accessToken });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    const resetEvents = await newEventsOf(customer, [...events, ...approval]);
    const count = (type: string) => resetEvents.filter((event) => event.type === type).length;
    expect([count('wire.rejected'), count('entry.settled'), count('locker.deleted'), count('entry.posted'), count('check.rejected')]).toEqual([1, 2, 3, 1, 0]);
    expect(resetEvents.find((event) => event.type === 'entry.posted')!.data).toMatchObject({ type: 'adjustment', amountCents: -check.amountCents });
    await expectLedgerInvariant(userId);
    await expectLedgerCheckExact(admin);
  });
});

describe('listing events', () => {
  it('pages newest first with a cursor, filters by type, refuses an unknown type, and is the caller\'s own', async () => {
    const [customer, other] = await Promise.all([newAccountHolder(), newAccountHolder()]);
    await callApi('addLockerItem', { token: customer.accessToken, body: { name: 'Ledger book', valueCents: 5_000 } });
    const all = await eventsOf(customer);
    expect(all.length).toBeGreaterThanOrEqual(4);
    const ids = all.map((event) => event.id);
    expect([...ids].sort().reverse()).toEqual(ids);

    const paged: BankEvent[] = [];
    let cursor: string | null = null;
    do {
      const page = await eventsPage(customer, { limit: '2', ...(cursor ? { cursor } : {}) });
      expect(page.status).toBe(200);
      expect(page.body.items.length).toBeLessThanOrEqual(2);
      paged.push(...page.body.items);
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(paged).toEqual(all);

    const stored = await eventsOf(customer, 'locker.stored');
    expect(stored.map((event) => event.type)).toEqual(['locker.stored']);
    const posted = await eventsPage(customer, { type: 'entry.posted', limit: '1' });
    expect(posted.body.items.map((event: BankEvent) => event.type)).toEqual(['entry.posted']);
    // A cursor is bound to its type, and to its caller.
    const otherType = await eventsPage(customer, { type: 'locker.stored', cursor: posted.body.nextCursor });
    expect(otherType.status).toBe(400);
    const othersCursor = await eventsPage(other, { type: 'entry.posted', cursor: posted.body.nextCursor });
    expect(othersCursor.status).toBe(400);

    const unknown = await eventsPage(customer, { type: 'entry.deleted' });
    expect(unknown.status).toBe(400);
    expect((await eventsPage(customer, { type: 'webhook.test' })).status).toBe(400);

    const othersIds = new Set((await eventsOf(other)).map((event) => event.id));
    expect(ids.some((id) => othersIds.has(id))).toBe(false);
    expect((await callApi('listMyEvents', {})).status).toBe(401);
  });
});
