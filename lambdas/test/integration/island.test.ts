import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '@sandbank/scripts/test-harness';
import { accountsOf, checkingOf, newAccountHolder, totalBalance, transfer } from './support/banking';
import { expectLedgerInvariant } from './support/ledger';
import { createTestCustomer, newPendingCheck, type NewTestCustomer } from './support/sandbox-customers';
import { simulate } from './support/sandbox-decisions';
import type { TestUser } from './support/users';
import { newEntry } from '../../src/domain/ledger/entries';
import { MovementRejected, postMovement } from '../../src/domain/ledger/movement';

/*
 * Test customers live on an island: money moves between test customers only. A transfer either
 * way between a test customer and a customer of the bank is answered exactly as an unknown
 * recipient, and the accounts' islands are conditions of the transfer's own transaction, so even
 * a caller that got past the look-up could not write it. Each attack below is the mint loop a
 * test customer could run before: send its balances to a real customer, then let the toolkit top
 * them up again (a reset, a simulated check approval). What the island's money adds up to against
 * sandbox funding is proved where nothing else moves (sandbox-expiry.whole-bank.test.ts).
 */

let mainland: TestUser;

beforeAll(async () => {
  mainland = await newAccountHolder();
});

const unknownRecipient = async () => (await transfer(mainland, { fromAccountId: (await checkingOf(mainland)).id, toEmail: `nobody-${randomUUID()}@example.com`, amountCents: 1_00 })).body;
const checkingIdOf = (customer: NewTestCustomer) => customer.accounts.find((account) => account.type === 'checking')!.id;

describe('the island of test customers', () => {
  it('refuses a test customer sending money to a customer of the bank exactly as an unknown recipient, and moves nothing', async () => {
    const customer = await createTestCustomer();
    const [before, mainlandBefore] = [totalBalance(await accountsOf(customer)), totalBalance(await accountsOf(mainland))];
    const refused = await transfer(customer, { fromAccountId: checkingIdOf(customer), toEmail: mainland.email, amountCents: 10_000_00 });
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual(await unknownRecipient());
    expect(totalBalance(await accountsOf(customer))).toBe(before);
    expect(totalBalance(await accountsOf(mainland))).toBe(mainlandBefore);
    await expectLedgerInvariant(customer.userId);
  });

  it('refuses a customer of the bank sending money to a test customer exactly as an unknown recipient', async () => {
    const customer = await createTestCustomer();
    const before = totalBalance(await accountsOf(customer));
    const refused = await transfer(mainland, { fromAccountId: (await checkingOf(mainland)).id, toEmail: customer.email, amountCents: 5_00 });
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual(await unknownRecipient());
    expect(totalBalance(await accountsOf(customer))).toBe(before);
  });

  it('lets test customers pay each other', async () => {
    const [payer, payee] = await Promise.all([createTestCustomer(), createTestCustomer()]);
    const paid = await transfer(payer, { fromAccountId: checkingIdOf(payer), toEmail: payee.email, amountCents: 250_00 });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect((await checkingOf(payee)).balanceCents).toBe(payee.accounts.find((account) => account.type === 'checking')!.balanceCents + 250_00);
    await expectLedgerInvariant(payer.userId);
    await expectLedgerInvariant(payee.userId);
  });

  it('stops the mint loop: reset after reset, no money reaches a customer of the bank', async () => {
    const customer = await createTestCustomer();
    const mainlandBefore = totalBalance(await accountsOf(mainland));
    for (let round = 1; round <= 3; round += 1) {
      for (const account of await accountsOf(customer)) {
        const sent = await transfer(customer, { fromAccountId: account.id, toEmail: mainland.email, amountCents: account.balanceCents });
        expect(sent.status).toBe(404);
      }
      expect((await callApi('resetSandbox', { token: customer.accessToken })).status).toBe(200);
    }
    expect(totalBalance(await accountsOf(mainland))).toBe(mainlandBefore);
    await expectLedgerInvariant(customer.userId);
    await expectLedgerInvariant(mainland.userId);
  });

  it('keeps the money of a check the sandbox approved on the island', async () => {
    const customer = await createTestCustomer();
    const check = await newPendingCheck(customer, checkingIdOf(customer), 25_000_00);
    expect((await simulate(customer, 'check', check.id, { outcome: 'approve' })).status).toBe(200);
    const checking = await checkingOf(customer);
    const sent = await transfer(customer, { fromAccountId: checking.id, toEmail: mainland.email, amountCents: checking.balanceCents });
    expect(sent.status).toBe(404);
    expect((await checkingOf(customer)).balanceCents).toBe(checking.balanceCents);
    await expectLedgerInvariant(customer.userId);
  });

  it("refuses, inside the transaction, a posting that expects the mainland on a test customer's account", async () => {
    const customer = await createTestCustomer();
    const payer = await checkingOf(mainland);
    const transferId = randomUUID();
    const leg = (userId: string, accountId: string, amountCents: number) =>
      newEntry({ userId, accountId, type: 'transfer', amountCents, description: 'Transfer', transferId, reference: transferId });
    // A look-up fooled into thinking the test customer is a customer of the bank: the transaction still refuses.
    const failure = await postMovement({
      postings: [
        { entry: leg(mainland.userId, payer.id, -1_00), island: null },
        { entry: leg(customer.userId, checkingIdOf(customer), 1_00), island: null },
      ],
    }).catch((error: unknown) => error);
    expect(failure).toEqual(new MovementRejected('other_island', 1));
    expect((await checkingOf(mainland)).balanceCents).toBe(payer.balanceCents);
    await expectLedgerInvariant(customer.userId);
  });
});
