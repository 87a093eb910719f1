import { TransactionCanceledException, TransactionInProgressException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handler as createInternalTransfer } from '../../src/handlers/transfers/createInternalTransfer';
import { documentClient } from '../../src/lib/clients/dynamodb';
import { retryPolicy } from '../../src/data/transact';
import { apiEvent } from '../support/api-event';
import { accountsOf, checkingOf, historyOf, totalBalance } from './support/banking';
import { expectLedgerInvariant } from './support/ledger';
import { newUser } from './support/users';

/*
 * DynamoDB Local runs transactions one at a time and never reports conflicts, so contention is
 * injected here: the handler runs in this process against the real emulator, and only its
 * TransactWriteItems calls are made to fail.
 */

const conflict = () =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: [{ Code: 'None' }, { Code: 'TransactionConflict' }],
  });

function failTransactions(failures: number, error: () => Error) {
  const client = documentClient();
  const realSend = client.send.bind(client);
  let remaining = failures;
  const calls = { transactions: 0 };
  vi.spyOn(client, 'send').mockImplementation(((command: unknown, ...rest: unknown[]) => {
    if (command instanceof TransactWriteCommand) {
      calls.transactions += 1;
      if (remaining > 0) {
        remaining -= 1;
        return Promise.reject(error());
      }
    }
    return (realSend as (...args: unknown[]) => Promise<unknown>)(command, ...rest);
  }) as typeof client.send);
  return calls;
}

async function transferInProcess(sender: { userId: string; email: string }, body: object, key: string) {
  const response = (await createInternalTransfer(
    apiEvent({
      claims: { sub: sender.userId, username: sender.userId },
      body: JSON.stringify(body),
      headers: { 'idempotency-key': key, 'content-type': 'application/json' },
    }),
  )) as { statusCode: number; body: string };
  return { status: response.statusCode, body: JSON.parse(response.body) };
}

describe('retries and faults', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('retries a transaction conflict and then moves the money once', async () => {
    const [sender, recipient] = await Promise.all([newUser(), newUser()]);
    const source = await checkingOf(sender);
    await checkingOf(recipient);
    const calls = failTransactions(2, conflict);
    const response = await transferInProcess(sender, { fromAccountId: source.id, toEmail: recipient.email, amountCents: 900 }, crypto.randomUUID());
    vi.restoreAllMocks();
    expect(response.status).toBe(201);
    expect(calls.transactions).toBe(3);
    expect((await checkingOf(sender)).balanceCents).toBe(source.balanceCents - 900);
    await expectLedgerInvariant(sender.userId);
  });

  it.each([
    ['a transaction conflict', conflict],
    ['a transaction in progress', () => new TransactionInProgressException({ message: 'busy', $metadata: {} })],
  ])('answers 503 Please try again after bounded retries of %s, with nothing written', async (_, error) => {
    const [sender, recipient] = await Promise.all([newUser(), newUser()]);
    const source = await checkingOf(sender);
    await checkingOf(recipient);
    const before = totalBalance(await accountsOf(sender)) + totalBalance(await accountsOf(recipient));
    const key = crypto.randomUUID();
    const calls = failTransactions(Number.POSITIVE_INFINITY, error);
    const response = await transferInProcess(sender, { fromAccountId: source.id, toEmail: recipient.email, amountCents: 900 }, key);
    vi.restoreAllMocks();
    expect(response).toEqual({ status: 503, body: { error: { code: 'unavailable', message: 'Please try again' } } });
    expect(calls.transactions).toBe(retryPolicy.attempts);
    expect(totalBalance(await accountsOf(sender)) + totalBalance(await accountsOf(recipient))).toBe(before);
    expect(await historyOf(sender)).toHaveLength(7);

    // Nothing was remembered either: the same key works once the fault is gone.
    const retry = await transferInProcess(sender, { fromAccountId: source.id, toEmail: recipient.email, amountCents: 900 }, key);
    expect(retry.status).toBe(201);
    expect((await checkingOf(sender)).balanceCents).toBe(source.balanceCents - 900);
  });
});
