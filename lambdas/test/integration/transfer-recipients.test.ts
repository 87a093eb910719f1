import { describe, expect, it } from 'vitest';
import { accountsOfUser } from '../../src/data/entities/account';
import type { ApiResult } from '@sandbank/scripts/test-harness';
import { accountsOf, checkingOf, historyOf, newAccountHolder, transfer } from './support/banking';
import { expectLedgerInvariant } from './support/ledger';
import { changeInUserPool, newUnconfirmedUser, newUser } from './support/users';

/*
 * No enumeration through the transfer call: what a transfer answers must not tell the caller
 * whether an email belongs to somebody, nor whether that somebody can receive — only that the
 * money moved or not. Every case is a real user of the Cognito emulator, changed the way an
 * operator changes one, and the answers are compared byte for byte.
 */

const MADE_UP_ACCOUNT = '01ARZ3NDEKTSV4RRFFQ69G5FAV';

/** Status and body exactly as sent (the request id header differs per request by design). */
const answer = (response: ApiResult) => ({ status: response.status, text: response.text });

describe('who a transfer can reach', () => {
  it("answers a made-up source account with 'Account not found' whatever the email, before looking anyone up", async () => {
    const [sender, customer, disabled, admin] = await Promise.all([newAccountHolder(), newAccountHolder(), newAccountHolder(), newUser({ admin: true })]);
    await changeInUserPool(disabled, 'disable');
    const emails = ['nobody-here@example.test', customer.email, disabled.email, admin.email, sender.email];
    const answers = [];
    for (const toEmail of emails) answers.push(answer(await transfer(sender, { fromAccountId: MADE_UP_ACCOUNT, toEmail, amountCents: 100 })));
    expect(answers[0]).toEqual({ status: 404, text: JSON.stringify({ error: { code: 'not_found', message: 'Account not found' } }) });
    for (const other of answers.slice(1)) expect(other).toEqual(answers[0]);
  });

  it('answers an unknown, unconfirmed, never-active, disabled or admin recipient with one and the same answer, and moves nothing', async () => {
    const [sender, neverActive, disabled, admin, madeAdmin] = await Promise.all([
      newAccountHolder(),
      newUser(),
      newAccountHolder(),
      newUser({ admin: true }),
      newAccountHolder(),
    ]);
    const unconfirmed = await newUnconfirmedUser();
    await accountsOf(admin); // an administrator who opened the sandbox accounts, as the web app does on sign-in
    await changeInUserPool(disabled, 'disable');
    await changeInUserPool(madeAdmin, 'makeAdmin');
    const source = await checkingOf(sender);
    const balancesBefore = new Map(
      await Promise.all([disabled, admin, madeAdmin].map(async (user) => [user.userId, await accountsOfUser(user.userId)] as const)),
    );

    const cases = {
      unknown: 'nobody-here@example.test',
      unconfirmed: unconfirmed.email,
      neverActive: neverActive.email,
      disabled: disabled.email,
      admin: admin.email,
      madeAdmin: madeAdmin.email,
    };
    const answers: Record<string, { status: number; text: string }> = {};
    for (const [name, toEmail] of Object.entries(cases)) {
      answers[name] = answer(await transfer(sender, { fromAccountId: source.id, toEmail, amountCents: 1_000 }));
    }
    const expected = { status: 404, text: JSON.stringify({ error: { code: 'not_found', message: "We can't send money to that email. Check it, or ask the recipient to sign in first." } }) };
    expect(answers).toEqual(Object.fromEntries(Object.keys(cases).map((name) => [name, expected])));

    expect((await checkingOf(sender)).balanceCents).toBe(source.balanceCents);
    expect(await historyOf(sender)).toHaveLength(7);
    // Nobody's accounts were opened by someone else's call, and nobody received anything.
    expect(await accountsOfUser(neverActive.userId)).toEqual([]);
    expect(await accountsOfUser(unconfirmed.userId)).toEqual([]);
    for (const [userId, before] of balancesBefore) {
      expect((await accountsOfUser(userId)).map((account) => account.balanceCents)).toEqual(before.map((account) => account.balanceCents));
    }
    await expectLedgerInvariant(sender.userId);
  });

  it('reaches a disabled customer again once they are enabled', async () => {
    const [sender, recipient] = await Promise.all([newAccountHolder(), newAccountHolder()]);
    const source = await checkingOf(sender);
    await changeInUserPool(recipient, 'disable');
    expect((await transfer(sender, { fromAccountId: source.id, toEmail: recipient.email, amountCents: 250 })).status).toBe(404);
    await changeInUserPool(recipient, 'enable');
    expect((await transfer(sender, { fromAccountId: source.id, toEmail: recipient.email, amountCents: 250 })).status).toBe(201);
    expect((await checkingOf(recipient)).balanceCents).toBe(1_284_752 + 250);
    await expectLedgerInvariant(recipient.userId);
  });
});
