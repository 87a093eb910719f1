import { HttpError, unauthorized } from '@sandbank/shared/errors';
import type { SandboxReset } from '@sandbank/shared/operations/sandbox';
import type { Account } from '@sandbank/shared/schemas/account';
import { SANDBOX_ACTOR, sandboxReasons } from '@sandbank/shared/sandbox';
import { accountOfUser, accountsOfUser, type AccountRecord } from '../../data/entities/account';
import { notificationIdsOf, removeNotification, requestsOfCustomer, type CustomerRequest } from '../../data/entities/sandbox/customer-items';
import { lockerItemsOfUser, removeLockerItem } from '../../data/entities/locker-item';
import { putSandboxLogEntry } from '../../data/entities/sandbox/sandbox-log';
import { testCustomerOf } from '../../data/entities/sandbox/test-customer';
import { wireOfUser } from '../../data/entities/wire';
import { countStatusChange } from '../../data/entities/workflow-counters';
import { TransactionRejected, transactWrite } from '../../data/transact';
import type { Caller } from '../caller';
import { rejectCheckDeposit } from '../checks/decide-check';
import { newEntry } from '../ledger/entries';
import { islandOfAccount } from '../ledger/islands';
import { lockerEvent } from '../locker/locker-views';
import { MovementRejected, postMovement } from '../ledger/movement';
import { rejectWire } from '../wires/wire-decisions';
import { expireWire } from '../wires/wire-expiry';
import { decideAsSandbox } from './simulate-scope';

/*
 * The sandbox's reset (POST /api/sandbox/reset): a test customer's bank back at its scenario's
 * start, in one call that is safe to repeat. Pending wires and checks end as the back office
 * would end them, rejected by the sandbox ('Reset by the sandbox', holds released); a wire still
 * awaiting its code expires as the expiry job expires it; locker items go as the back office's
 * removal takes them (their place freed, the counters moved); each balance returns to its start
 * by one entry between the bank and the account, through the ledger's movement, so the ledger
 * and the bank's counters stay exact; the notifications go last, those the reset caused with them.
 * Nothing that already is as it should be is written again: a second reset adds no entry.
 * The expiry job (expiry.ts) ends requests and empties balances with the same steps.
 */

/** What a reset writes on the entries it posts. */
export const RESET_DESCRIPTION = 'Sandbox reset';
/** Passes over the customer's requests: one that changes meanwhile (a new code, a confirmation) is handled by the next. */
const PASSES = 3;
const MOVEMENT_ATTEMPTS = 5;
const NOTIFICATIONS_PER_WRITE = 25;

const toAccountView = ({ userId: _userId, version: _version, ...account }: AccountRecord): Account => account;

/** Decided meanwhile (409), or not yet in the index the back office finds a request by (404, for a moment after it was filed). */
const isLookAgain = (error: unknown) => error instanceof HttpError && (error.code === 'conflict' || error.code === 'not_found');

/** Ends one request; false when it changed under the sandbox (it is looked at again). */
async function endRequest(userId: string, purpose: string, kind: 'wire' | 'checkDeposit', request: CustomerRequest): Promise<boolean> {
  const ask = { callerId: userId, operationId: purpose, requestId: request.id };
  try {
    if (kind === 'checkDeposit') {
      await decideAsSandbox(ask, 'decided', (scope) => rejectCheckDeposit(SANDBOX_ACTOR, request.id, sandboxReasons.reset, scope));
    } else if (request.status === 'pending') {
      await decideAsSandbox(ask, 'decided', (scope) => rejectWire(SANDBOX_ACTOR, request.id, sandboxReasons.reset, scope));
    } else {
      // As the expiry job expires a request whose code lapsed: at the moment its code lapses, so a new code meanwhile wins.
      const wire = await wireOfUser(userId, request.id);
      if (wire) await expireWire(wire, new Date(request.codeExpiresAt ?? 0));
    }
    return true;
  } catch (error) {
    // Decided or changed meanwhile (a confirmation, a new code, the back office): the next pass reads it again.
    if (isLookAgain(error) || error instanceof TransactionRejected) return false;
    throw error;
  }
}

const endsHere = (kind: 'wire' | 'checkDeposit', request: CustomerRequest) =>
  request.status === 'pending' || (kind === 'wire' && request.status === 'awaiting_confirmation' && request.codeExpiresAt !== null);

/**
 * Ends every pending wire and check of a customer as rejected by the sandbox, and expires every
 * wire still awaiting its code. `purpose` names who asks (the reset, the expiry job): the decision
 * records are kept apart per purpose and per request, so a retried run never decides twice.
 */
export async function endPendingRequests(userId: string, purpose: string): Promise<void> {
  for (const kind of ['wire', 'checkDeposit'] as const) {
    for (let pass = 1; pass <= PASSES; pass += 1) {
      const open = (await requestsOfCustomer(userId, kind)).filter((request) => endsHere(kind, request));
      if (open.length === 0) break;
      const ended = await Promise.all(open.map((request) => endRequest(userId, purpose, kind, request)));
      if (ended.every(Boolean)) break;
    }
  }
}

/** Why the sandbox moves a test customer's balances, as its sandbox log names the move. */
export type BalanceMove = { action: 'sandbox.reset' | 'sandbox.expire'; description: string };

/**
 * Moves each account's balance to `target(account)` by one entry between the bank's sandbox
 * funding and the account (type adjustment), pinned to the version read: if the account moved
 * meanwhile it reads it again. Each move is logged in the customer's sandbox log with the balance
 * before and after, in its own transaction. An account already at its target gets no entry.
 */
export async function moveBalances(userId: string, target: (account: AccountRecord) => number | undefined, move: BalanceMove): Promise<void> {
  for (const listed of await accountsOfUser(userId)) {
    let account: AccountRecord | null = listed;
    for (let attempt = 1; account && attempt <= MOVEMENT_ATTEMPTS; attempt += 1) {
      const goal = target(account);
      if (goal === undefined || goal === account.balanceCents) break;
      const entry = newEntry({ userId, accountId: account.id, type: 'adjustment', amountCents: goal - account.balanceCents, description: move.description });
      const logged = putSandboxLogEntry(userId, {
        action: move.action,
        targetType: 'account',
        targetId: account.id,
        before: { balanceCents: account.balanceCents },
        after: { balanceCents: goal, transactionId: entry.id, amountCents: entry.amountCents },
      });
      try {
        await postMovement({ postings: [{ entry, expectedVersion: account.version, island: islandOfAccount(account), contra: 'sandboxFunding' }], records: [logged] });
        break;
      } catch (error) {
        if (!(error instanceof MovementRejected)) throw error;
        account = await accountOfUser(userId, listed.id);
      }
    }
  }
}

/** Removes every locker item as the back office's removal does: the item, its place in the locker, the workflow counters and its event. */
export async function emptyLocker(userId: string): Promise<void> {
  for (let pass = 1; pass <= PASSES; pass += 1) {
    const items = await lockerItemsOfUser(userId);
    if (items.length === 0) return;
    const removed = await Promise.all(
      items.map(async (item) => {
        try {
          await transactWrite([...removeLockerItem(item), countStatusChange('locker', { from: item.status }), lockerEvent('locker.deleted', item)]);
          return true;
        } catch (error) {
          // Decided or removed meanwhile: read again.
          if (error instanceof TransactionRejected) return false;
          throw error;
        }
      }),
    );
    if (removed.every(Boolean)) return;
  }
}

/** Removes every notification of a customer. */
export async function removeNotifications(userId: string): Promise<void> {
  const ids = await notificationIdsOf(userId);
  for (let start = 0; start < ids.length; start += NOTIFICATIONS_PER_WRITE) {
    await transactWrite(ids.slice(start, start + NOTIFICATIONS_PER_WRITE).map((id) => removeNotification(userId, id)));
  }
}

/** Puts the caller's bank back at its scenario's start and answers its accounts as they are then. */
export async function resetSandbox(caller: Caller): Promise<SandboxReset> {
  const record = await testCustomerOf(caller.userId);
  if (!record || record.expiringSince !== undefined) throw unauthorized('This test customer has expired');
  await endPendingRequests(caller.userId, 'resetSandbox');
  await emptyLocker(caller.userId);
  await moveBalances(caller.userId, (account) => record.startBalances[account.id], { action: 'sandbox.reset', description: RESET_DESCRIPTION });
  await removeNotifications(caller.userId);
  return { accounts: (await accountsOfUser(caller.userId)).map(toAccountView) };
}
