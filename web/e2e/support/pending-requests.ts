import { randomInt, randomUUID } from 'node:crypto';
import { callApi } from '@sandbank/scripts/test-harness';

/*
 * Requests that wait for the back office, made through the API as their customer would make them:
 * a journey that needs one on a back-office screen makes its own rather than relying on one left
 * by another journey.
 */

/** A customer signed in through the API (as `newAccountHolder` of @sandbank/scripts/test-harness/wire-journeys makes one). */
interface Customer {
  accessToken: string;
}

async function checkingAccountId(user: Customer): Promise<string> {
  const accounts = await callApi<{ items: { id: string; type: string }[] }>('listMyAccounts', { token: user.accessToken });
  const checking = accounts.body.items?.find((account) => account.type === 'checking');
  if (!checking) throw new Error(`listMyAccounts answered ${accounts.status} without a checking account`);
  return checking.id;
}

/** A check of `user` deposited into their checking account, pending approval. */
export async function newPendingCheck(user: Customer): Promise<{ id: string }> {
  const deposited = await callApi<{ id: string; status: string }>('createCheckDeposit', {
    token: user.accessToken,
    // A number no other check of the run has: the same check is refused the second time.
    body: { accountId: await checkingAccountId(user), amountCents: 4_200, checkNumber: String(randomInt(1, 2 ** 47)), bankName: 'First Sandbox Bank', routingNumber: '011000015', accountNumber: '000123456789' },
    headers: { 'idempotency-key': randomUUID() },
  });
  if (deposited.status !== 201 || deposited.body.status !== 'pending') throw new Error(`createCheckDeposit answered ${deposited.status}: ${JSON.stringify(deposited.body)}`);
  return deposited.body;
}

/** An item stored in the locker of `user`, pending approval. */
export async function newPendingLockerItem(user: Customer): Promise<{ id: string }> {
  const added = await callApi<{ id: string; status: string }>('addLockerItem', { token: user.accessToken, body: { name: 'Grandfather’s watch', valueCents: 150_000 } });
  if (added.status !== 201 || added.body.status !== 'pending') throw new Error(`addLockerItem answered ${added.status}: ${JSON.stringify(added.body)}`);
  return added.body;
}
