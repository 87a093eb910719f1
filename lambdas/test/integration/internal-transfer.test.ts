import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callApi } from '@sandbank/scripts/test-harness';
import { accountsOf, checkingOf, historyOf, newAccountHolder, totalBalance, transfer } from './support/banking';
import { expectLedgerInvariant } from './support/ledger';
import { newUser } from './support/users';

describe('internal transfers', () => {
  it("debits the sender, credits the recipient's checking account and writes two linked entries", async () => {
    const [sender, recipient] = await Promise.all([newUser(), newUser()]);
    const savings = (await accountsOf(sender)).find((account) => account.type === 'savings')!;
    const recipientChecking = await checkingOf(recipient);

    const response = await transfer(sender, { fromAccountId: savings.id, toEmail: recipient.email, amountCents: 5_000, note: 'Lunch' });
    expect(response.status).toBe(201);
    expect(response.body.transaction).toMatchObject({
      accountId: savings.id,
      type: 'transfer',
      amountCents: -5_000,
      description: `Transfer to ${recipient.email}`,
      status: 'completed',
      note: 'Lunch',
      transferId: response.body.transferId,
    });

    const senderAccounts = await accountsOf(sender);
    expect(senderAccounts.find((account) => account.id === savings.id)!.balanceCents).toBe(savings.balanceCents - 5_000);
    expect((await checkingOf(recipient)).balanceCents).toBe(recipientChecking.balanceCents + 5_000);

    const credit = (await historyOf(recipient)).find((entry) => entry.transferId === response.body.transferId);
    expect(credit).toMatchObject({
      accountId: recipientChecking.id,
      amountCents: 5_000,
      description: `Transfer from ${sender.email}`,
      note: 'Lunch',
    });
    await expectLedgerInvariant(sender.userId);
    await expectLedgerInvariant(recipient.userId);
  });

  it('answers a recipient who never opened their accounts exactly like an unknown email, and opens nothing of theirs', async () => {
    const [sender, newcomer] = await Promise.all([newUser(), newUser()]);
    const source = await checkingOf(sender);
    const unknown = await transfer(sender, { fromAccountId: source.id, toEmail: 'nobody-here@example.test', amountCents: 1_000 });
    const neverOpened = await transfer(sender, { fromAccountId: source.id, toEmail: newcomer.email.toUpperCase(), amountCents: 1_000 });
    expect(neverOpened.status).toBe(404);
    expect(neverOpened.body).toEqual(unknown.body);
    expect((await checkingOf(sender)).balanceCents).toBe(source.balanceCents);
    // The newcomer's own first request opens their accounts, untouched by the refused transfer.
    const accounts = await accountsOf(newcomer);
    expect(accounts.map((account) => account.balanceCents)).toEqual([1_284_752, 4_523_189, 7_894_512]);
    expect(await historyOf(newcomer)).toHaveLength(7);
    await expectLedgerInvariant(newcomer.userId);
  });

  it('reaches a recipient once they have opened their accounts, whatever the case of the email', async () => {
    const [sender, recipient] = await Promise.all([newUser(), newAccountHolder()]);
    const source = await checkingOf(sender);
    const response = await transfer(sender, { fromAccountId: source.id, toEmail: recipient.email.toUpperCase(), amountCents: 1_000 });
    expect(response.status).toBe(201);
    expect((await accountsOf(recipient)).map((account) => account.balanceCents)).toEqual([1_284_752 + 1_000, 4_523_189, 7_894_512]);
    await expectLedgerInvariant(recipient.userId);
  });

  it.each([
    ['an unknown recipient', { toEmail: 'nobody-here@example.test' }, 404, "We can't send money to that email. Check it, or ask the recipient to sign in first."],
    ['a transfer to oneself', { toEmail: 'SELF' }, 400, 'You cannot transfer to yourself'],
    ['more than the balance', { amountCents: 1_000_000_000 }, 409, 'Insufficient balance'],
    ['a zero amount', { amountCents: 0 }, 400, 'Please enter a valid positive amount'],
    ['a negative amount', { amountCents: -100 }, 400, 'Please enter a valid positive amount'],
    ['a fractional cent', { amountCents: 10.5 }, 400, 'Enter an amount with at most 2 decimals'],
    ['a huge amount', { amountCents: 1_000_000_001 }, 400, 'Please enter a valid positive amount'],
    ['an amount as text', { amountCents: '100' }, 400, 'Please enter a valid positive amount'],
    ['an unknown source account', { fromAccountId: '01ARZ3NDEKTSV4RRFFQ69G5FAV' }, 404, 'Account not found'],
    ['a malformed source account', { fromAccountId: 'x' }, 400, 'Invalid identifier'],
    ['a malformed email', { toEmail: 'not-an-email' }, 400, 'Enter a valid email address'],
    ['an oversized note', { note: 'x'.repeat(201) }, 400, 'Must be at most 200 characters'],
  ])('rejects %s and moves nothing', async (_, change, status, message) => {
    const [sender, recipient] = await Promise.all([newUser(), newUser()]);
    const source = await checkingOf(sender);
    const before = totalBalance(await accountsOf(sender)) + totalBalance(await accountsOf(recipient));
    const body = { fromAccountId: source.id, toEmail: recipient.email, amountCents: 100, ...change };
    if (body.toEmail === 'SELF') body.toEmail = sender.email;
    const response = await transfer(sender, body);
    expect(response.status).toBe(status);
    expect(response.body.error.message).toContain(message);
    expect(totalBalance(await accountsOf(sender)) + totalBalance(await accountsOf(recipient))).toBe(before);
    expect((await historyOf(sender)).length).toBe(7);
  });

  it("answers 404 for another customer's account as the source, and moves nothing", async () => {
    const [thief, victim, accomplice] = await Promise.all([newUser(), newUser(), newUser()]);
    const victimChecking = await checkingOf(victim);
    const response = await transfer(thief, { fromAccountId: victimChecking.id, toEmail: accomplice.email, amountCents: 100 });
    expect(response).toMatchObject({ status: 404, body: { error: { message: 'Account not found' } } });
    expect((await checkingOf(victim)).balanceCents).toBe(victimChecking.balanceCents);
    const received = (await historyOf(accomplice)).filter((entry) => entry.type === 'transfer' && entry.amountCents > 0);
    expect(received).toEqual([]);
  });

  it('requires an Idempotency-Key header', async () => {
    const [sender, recipient] = await Promise.all([newUser(), newUser()]);
    const source = await checkingOf(sender);
    const response = await callApi('createInternalTransfer', {
      token: sender.accessToken,
      body: { fromAccountId: source.id, toEmail: recipient.email, amountCents: 100 },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('The Idempotency-Key header is required');
    expect((await checkingOf(sender)).balanceCents).toBe(source.balanceCents);
  });
});

describe('idempotency', () => {
  it('returns the first result for a replay and moves money once', async () => {
    const [sender, recipient] = await Promise.all([newUser(), newAccountHolder()]);
    const source = await checkingOf(sender);
    const key = randomUUID();
    const body = { fromAccountId: source.id, toEmail: recipient.email, amountCents: 2_500 };
    const first = await transfer(sender, body, key);
    const replay = await transfer(sender, body, key);
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect((await checkingOf(sender)).balanceCents).toBe(source.balanceCents - 2_500);
  });

  it('answers 422 when the same key comes with a different body', async () => {
    const [sender, recipient] = await Promise.all([newUser(), newAccountHolder()]);
    const source = await checkingOf(sender);
    const key = randomUUID();
    await transfer(sender, { fromAccountId: source.id, toEmail: recipient.email, amountCents: 100 }, key);
    const reuse = await transfer(sender, { fromAccountId: source.id, toEmail: recipient.email, amountCents: 200 }, key);
    expect(reuse.status).toBe(422);
    expect(reuse.body.error.code).toBe('idempotency_key_reused');
    expect((await checkingOf(sender)).balanceCents).toBe(source.balanceCents - 100);
  });

  it('moves money exactly once for identical requests sent at the same moment', async () => {
    const [sender, recipient] = await Promise.all([newUser(), newAccountHolder()]);
    const source = await checkingOf(sender);
    const key = randomUUID();
    const body = { fromAccountId: source.id, toEmail: recipient.email, amountCents: 700 };
    const responses = await Promise.all(Array.from({ length: 8 }, () => transfer(sender, body, key)));
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(201));
    expect(new Set(responses.map((response) => response.body.transferId)).size).toBe(1);
    expect((await checkingOf(sender)).balanceCents).toBe(source.balanceCents - 700);
    await expectLedgerInvariant(sender.userId);
  });

  it('replays a rejection with the same status', async () => {
    const [sender, recipient] = await Promise.all([newUser(), newAccountHolder()]);
    const source = await checkingOf(sender);
    const key = randomUUID();
    const body = { fromAccountId: source.id, toEmail: recipient.email, amountCents: source.balanceCents + 1 };
    const first = await transfer(sender, body, key);
    const replay = await transfer(sender, body, key);
    expect(first.status).toBe(409);
    expect(replay).toMatchObject({ status: 409, body: first.body });
  });

  it('keeps keys of different customers apart', async () => {
    const [first, second, recipient] = await Promise.all([newUser(), newUser(), newAccountHolder()]);
    const key = randomUUID();
    const firstResponse = await transfer(first, { fromAccountId: (await checkingOf(first)).id, toEmail: recipient.email, amountCents: 100 }, key);
    const secondResponse = await transfer(second, { fromAccountId: (await checkingOf(second)).id, toEmail: recipient.email, amountCents: 100 }, key);
    expect(firstResponse.status).toBe(201);
    expect(secondResponse.status).toBe(201);
    expect(secondResponse.body.transferId).not.toBe(firstResponse.body.transferId);
  });
});
