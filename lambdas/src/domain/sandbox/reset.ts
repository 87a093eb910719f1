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
 * A test customer's bank back at its scenario's start, in one call that is safe to repeat: requests end as the
 * back office or expiry job would end them, and each balance returns by one entry through the ledger's movement,
 * so the ledger and counters stay exact. Nothing already as it should be is written again: a second reset adds
 * no entry.
 */

export const RESET_DESCRIPTION = 'Sandbox reset';
/** A request that changes meanwhile (a new code, a confirmation) is handled by the next pass. */
const PASSES = 3;
const MOVEMENT_ATTEMPTS = 5;
const NOTIFICATIONS_PER_WRITE = 25;

const toAccountView = ({ userId: _userId, version: _version, ...account }: AccountRecord): Account => account;

/** 404 is a request not yet in the back office's index, for a moment after it was filed. */
const isLookAgain = (error: unknown) => error instanceof HttpError && (error.code === 'conflict' || error.code === 'not_found');

async function endRequest(userId: string, purpose: string, kind: 'wire' | 'checkDeposit', request: CustomerRequest): Promise<boolean> {
  const ask = { callerId: userId, operationId: purpose, requestId: request.id };
  try {
    if (kind === 'checkDeposit') {
      await decideAsSandbox(ask, 'decided', (scope) => rejectCheckDeposit(SANDBOX_ACTOR, request.id, sandboxReasons.reset, scope));
    } else if (request.status === 'pending') {
      await decideAsSandbox(ask, 'decided', (scope) => rejectWire(SANDBOX_ACTOR, request.id, sandboxReasons.reset, scope));
    } else {
      // At the moment its code lapses, so a new code meanwhile wins.
      const wire = await wireOfUser(userId, request.id);
      if (wire) await expireWire(wire, new Date(request.codeExpiresAt ?? 0));
    }
    return true;
  } catch (error) {
    // Decided or changed meanwhile: the next pass reads it again.
    if (isLookAgain(error) || error instanceof TransactionRejected) return false;
    throw error;
  }
}

const endsHere = (kind: 'wire' | 'checkDeposit', request: CustomerRequest) =>
  request.status === 'pending' || (kind === 'wire' && request.status === 'awaiting_confirmation' && request.codeExpiresAt !== null);

/** The decision records are kept apart per purpose and request, so a retried run never decides twice. */
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

export type BalanceMove = { action: 'sandbox.reset' | 'sandbox.expire'; description: string };

/** Pinned to the version read, so if the account moved meanwhile it reads again. An account already at its target gets no entry. */
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
          if (error instanceof TransactionRejected) return false;
          throw error;
        }
      }),
    );
    if (removed.every(Boolean)) return;
  }
}

export async function removeNotifications(userId: string): Promise<void> {
  const ids = await notificationIdsOf(userId);
  for (let start = 0; start < ids.length; start += NOTIFICATIONS_PER_WRITE) {
    await transactWrite(ids.slice(start, start + NOTIFICATIONS_PER_WRITE).map((id) => removeNotification(userId, id)));
  }
}

export async function resetSandbox(caller: Caller): Promise<SandboxReset> {
  const record = await testCustomerOf(caller.userId);
  if (!record || record.expiringSince !== undefined) throw unauthorized('This test customer has expired');
  await endPendingRequests(caller.userId, 'resetSandbox');
  await emptyLocker(caller.userId);
  await moveBalances(caller.userId, (account) => record.startBalances[account.id], { action: 'sandbox.reset', description: RESET_DESCRIPTION });
  await removeNotifications(caller.userId);
  return { accounts: (await accountsOfUser(caller.userId)).map(toAccountView) };
}
