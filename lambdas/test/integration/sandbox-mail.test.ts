import { callApi } from '@sandbank/scripts/test-harness';
import { beforeAll, describe, expect, it } from 'vitest';
import { putSentMail, sentMailOf } from '../../src/data/entities/sandbox/sent-mail';
import { newAccountHolder } from './support/banking';
import { newTestCustomer } from './support/test-customer';
import type { TestUser } from './support/users';
import { ageWireRequest } from './support/wire-clock';
import { confirmWire, mailedCode, newWireRequest } from './support/wires';

/*
 * A test customer reads what the bank mailed them by API (GET /api/sandbox/mail): the copy is kept
 * when the message is sent, by the same code that sends it (data/outbound-mail.ts), so the code a
 * test reads here is the one in the mailbox. A normal customer's mail is never kept.
 */

const myMail = (user: TestUser, query: Record<string, string> = {}) => callApi('listMySandboxMail', { token: user.accessToken, query });

let customer: TestUser;

beforeAll(async () => {
  customer = await newTestCustomer();
});

describe("a test customer's mail", () => {
  it("holds a wire's confirmation email with its code, which confirms the wire", async () => {
    const wire = await newWireRequest(customer);
    const mailbox = await mailedCode(customer, wire.id);
    const { status, body } = await myMail(customer);
    expect(status).toBe(200);
    const [mail] = body.items.filter((item: { text: string }) => item.text.includes(wire.id));
    expect(mail).toMatchObject({ subject: expect.stringContaining('wire transfer confirmation code'), codes: [mailbox] });
    expect(mail.text).toContain(`Confirmation code: ${mailbox}`);
    expect(Date.now() - Date.parse(mail.sentAt)).toBeLessThan(60_000);
    expect(mail.id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    const confirmed = await confirmWire(customer, wire.id, mail.codes[0]);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.status).toBe('pending');
  });

  it('lists newest first, a page at a time, with a cursor only its customer can use', async () => {
    const someone = await newTestCustomer();
    const wire = await newWireRequest(someone);
    await ageWireRequest(someone.userId, wire.id, 61);
    const resent = await callApi('resendWireCode', { token: someone.accessToken, params: { wireId: wire.id } });
    expect(resent.status).toBe(200);
    const all = (await myMail(someone)).body;
    expect(all.items).toHaveLength(2);
    expect(all.nextCursor).toBeNull();
    const [newer, older] = all.items;
    expect(newer.id > older.id).toBe(true);
    expect(newer.codes[0]).toBe(await mailedCode(someone, wire.id, older.codes[0]));

    const first = (await myMail(someone, { limit: '1' })).body;
    expect(first.items).toEqual([newer]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await myMail(someone, { limit: '1', cursor: first.nextCursor })).body;
    expect(second).toEqual({ items: [older], nextCursor: null });

    const stolen = await myMail(customer, { limit: '1', cursor: first.nextCursor });
    expect(stolen.status).toBe(400);
    expect(stolen.body.error.message).toBe('Invalid cursor');
  });

  it('leaves out mail older than 24 hours, even before the table has removed it', async () => {
    const someone = await newTestCustomer();
    await putSentMail(someone.userId, { subject: 'Old', text: 'Code 111111' }, Date.now() - 25 * 60 * 60 * 1000);
    await putSentMail(someone.userId, { subject: 'Recent', text: 'Code 222222' }, Date.now() - 23 * 60 * 60 * 1000);
    const { body } = await myMail(someone);
    expect(body.items.map((mail: { subject: string; codes: string[] }) => [mail.subject, mail.codes])).toEqual([['Recent', ['222222']]]);
  });
});

describe("a normal customer's mail", () => {
  it('is never kept, and the listing is refused to them', async () => {
    const normal = await newAccountHolder();
    const wire = await newWireRequest(normal);
    expect(await mailedCode(normal, wire.id)).toMatch(/^\d{6}$/);
    expect((await sentMailOf(normal.userId, { limit: 10 })).items).toEqual([]);
    const refused = await myMail(normal);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Only test customers can use the sandbox');
  });
});
