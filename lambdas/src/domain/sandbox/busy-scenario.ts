import { randomBytes, randomInt } from 'node:crypto';
import { SANDBOX_ACTOR } from '@sandbank/shared/sandbox';
import type { TransactionType } from '@sandbank/shared/schemas/transaction';
import type { AccountRecord } from '../../data/entities/account';
import type { ProfileRecord } from '../../data/entities/profile';
import type { TransactionRecord } from '../../data/entities/transaction';
import { bankSettings } from '../../lib/bank-settings';
import { idAt } from '../../lib/ids';
import type { Caller } from '../caller';
import { fileCheck, newCheck } from '../checks/deposit-check';
import { newEntry } from '../ledger/entries';
import { islandOfAccount } from '../ledger/islands';
import { postMovement } from '../ledger/movement';
import { approveLockerItem, rejectLockerItem } from '../locker/locker-back-office';
import { addMyLockerItem } from '../locker/add-locker-item';
import { asFiled } from '../outcomes';
import { holdWire } from '../wires/wire-confirmation';
import { fileWireRequest, newWireRequest } from '../wires/wire-request';
import { BUSY_HISTORY_DAYS } from './busy-scenario-days';

/*
 * Every entry is posted by the ledger's movement, dated when it happened (its id's time too, so its month and
 * statement are right); what is in progress goes through the customer's and back office's own functions, with
 * the sandbox as the decider.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** Well under TransactWriteItems' 100 items. */
const EVENTS_PER_MOVEMENT = 8;

type AccountRole = 'checking' | 'savings' | 'investment';
type BusyAccounts = Record<AccountRole, AccountRecord>;

interface PlannedPosting {
  account: AccountRole;
  type: TransactionType;
  amountCents: number;
  description: string;
}

export interface PlannedEvent {
  at: number;
  postings: PlannedPosting[];
  transfer?: boolean;
}

const groceries = [8_540, 12_310, 6_475, 15_020, 9_860, 11_245, 7_390, 13_680, 10_115, 8_925, 14_450, 9_275, 12_905];
const payees = ['Greenleaf Market', 'Corner Grocer', 'City Pharmacy', 'Bookshop on Main', 'Harbor Cafe'];

/** Pure, so its figures can be checked without a table. */
export function planBusyHistory(openedAt: number): PlannedEvent[] {
  const events: PlannedEvent[] = [];
  const at = (day: number, hour: number) => openedAt + day * DAY_MS + hour * HOUR_MS;
  const one = (day: number, hour: number, posting: PlannedPosting) => events.push({ at: at(day, hour), postings: [posting] });
  const transfer = (day: number, hour: number, from: AccountRole, to: AccountRole, amountCents: number, names: Record<AccountRole, string>) =>
    events.push({
      at: at(day, hour),
      transfer: true,
      postings: [
        { account: from, type: 'transfer', amountCents: -amountCents, description: `Transfer to ${names[to]}` },
        { account: to, type: 'transfer', amountCents, description: `Transfer from ${names[from]}` },
      ],
    });
  const names: Record<AccountRole, string> = { checking: 'Everyday Checking', savings: 'High-Yield Savings', investment: 'Investment Account' };

  for (let day = 3; day < BUSY_HISTORY_DAYS; day += 14) {
    one(day, 9, { account: 'checking', type: 'deposit', amountCents: 320_000, description: 'Payroll deposit - Acme Corp' });
  }
  groceries.forEach((amountCents, week) => {
    one(week * 7 + 2, 17, { account: 'checking', type: 'payment', amountCents: -amountCents, description: `Card payment - ${payees[week % payees.length]}` });
  });
  for (let month = 0; month < 3; month += 1) {
    const start = month * 30;
    one(start + 1, 8, { account: 'checking', type: 'payment', amountCents: -145_000, description: 'Rent - Riverside Apartments' });
    one(start + 6, 10, { account: 'checking', type: 'payment', amountCents: -14_567 - month * 1_120, description: 'Electricity and water bill' });
    one(start + 12, 19, { account: 'checking', type: 'withdrawal', amountCents: -20_000, description: 'ATM withdrawal' });
    transfer(start + 4, 12, 'checking', 'savings', 50_000, names);
    one(start + 28, 6, { account: 'checking', type: 'fee', amountCents: -1_200, description: 'Monthly maintenance fee' });
    one(start + 29, 3, { account: 'savings', type: 'interest', amountCents: 9_423 + month * 104, description: 'Monthly interest' });
    one(start + 29, 4, { account: 'investment', type: 'interest', amountCents: 32_894 + month * 137, description: 'Monthly interest' });
  }
  transfer(21, 14, 'savings', 'checking', 120_000, names);
  transfer(66, 15, 'investment', 'checking', 250_000, names);
  one(47, 11, { account: 'checking', type: 'fee', amountCents: -3_500, description: 'Overnight card replacement fee' });
  one(52, 16, { account: 'checking', type: 'deposit', amountCents: 18_950, description: 'Tax refund' });
  return events.sort((first, second) => first.at - second.at);
}

/** A transfer's two entries share a transferId. */
function entriesOf(event: PlannedEvent, userId: string, accounts: BusyAccounts): TransactionRecord[] {
  const transferId = event.transfer ? idAt(event.at) : null;
  return event.postings.map((posting, index) =>
    newEntry({
      // One millisecond apart, so the entries of a moment keep their order.
      id: idAt(event.at + index),
      createdAt: new Date(event.at + index).toISOString(),
      userId,
      accountId: accounts[posting.account].id,
      type: posting.type,
      amountCents: posting.amountCents,
      description: posting.description,
      ...(transferId ? { transferId, reference: transferId } : {}),
    }),
  );
}

async function postHistory(userId: string, accounts: BusyAccounts, openedAt: number): Promise<void> {
  const events = planBusyHistory(openedAt);
  for (let start = 0; start < events.length; start += EVENTS_PER_MOVEMENT) {
    const entries = events.slice(start, start + EVENTS_PER_MOVEMENT).flatMap((event) => entriesOf(event, userId, accounts));
    // Payroll, bills, interest: money from and to the bank, on the customer's island (transfers between its accounts stay there).
    await postMovement({ postings: entries.map((entry) => ({ entry, island: islandOfAccount(accounts.checking), contra: 'sandboxFunding' as const })) });
  }
}

const digits = (count: number) => Array.from({ length: count }, () => randomInt(0, 10)).join('');

const stampAt = (at: number) => ({ id: idAt(at), createdAt: new Date(at).toISOString() });

/**
 * Its code was never mailed (a random MAC stands for it) and lapses only in the future, so the expiry job leaves
 * the request alone between the two writes.
 */
async function placeHeldWire(profile: ProfileRecord, checking: AccountRecord, now: number): Promise<void> {
  const createdAt = now - 26 * HOUR_MS;
  const code = { mac: randomBytes(32).toString('base64url'), sentAt: new Date(createdAt).toISOString(), expiresAt: new Date(now + 10 * 60_000).toISOString() };
  const body = {
    accountId: checking.id,
    recipientName: 'Northwind Supplies Ltd',
    recipientAccount: 'GB29NWBK60161331926819',
    recipientBank: 'Northwind Bank',
    swift: 'NWBKGB2L',
    recipientAddress: '1 Harbour Street, London',
    amountCents: 125_000,
    purpose: 'business_payment' as const,
    senderNotes: 'Invoice 2291',
  };
  const wire = newWireRequest({ id: idAt(createdAt), body, holder: profile, feeCents: bankSettings().wire.feeCents, createdAt: code.sentAt }, code);
  await fileWireRequest(wire, code);
  const confirmedAt = createdAt + 3 * 60_000;
  await holdWire(wire, islandOfAccount(checking), { amount: stampAt(confirmedAt), fee: stampAt(confirmedAt + 1) });
}

async function depositPendingCheck(profile: ProfileRecord, checking: AccountRecord, now: number): Promise<void> {
  const createdAt = now - 20 * HOUR_MS;
  const body = {
    accountId: checking.id,
    amountCents: 42_500,
    // No leading zero: the number is its own canonical form, so filing it claims one key and checks no other.
    routingNumber: '021000021',
    accountNumber: `${randomInt(1, 10)}${digits(9)}`,
    checkNumber: '1042',
    bankName: 'Example Community Bank',
    memo: 'Freelance design work',
  };
  await fileCheck(newCheck({ id: idAt(createdAt), body, holder: profile, account: checking, createdAt: new Date(createdAt).toISOString() }));
}

async function fillLocker(customer: Caller): Promise<void> {
  // Stored as any customer's, then decided here: none of the names is a magic value.
  await addMyLockerItem(customer, { name: 'Passport', valueCents: 15_000, description: 'Travel documents' }, asFiled);
  const approved = await addMyLockerItem(customer, { name: 'Family ring', valueCents: 240_000, description: 'Gold ring with a sapphire' }, asFiled);
  const rejected = await addMyLockerItem(customer, { name: 'Sealed envelope', valueCents: 50_000, description: null }, asFiled);
  await approveLockerItem(SANDBOX_ACTOR, approved.id);
  await rejectLockerItem(SANDBOX_ACTOR, rejected.id, { reason: 'Contents could not be verified' });
}

export async function playBusyScenario(profile: ProfileRecord, accounts: readonly AccountRecord[], openedAt: number, now: number): Promise<void> {
  const byType = (type: AccountRole) => {
    const account = accounts.find((candidate) => candidate.type === type);
    if (!account) throw new Error(`The busy scenario needs a ${type} account`);
    return account;
  };
  const roles: BusyAccounts = { checking: byType('checking'), savings: byType('savings'), investment: byType('investment') };
  await postHistory(profile.userId, roles, openedAt);
  await placeHeldWire(profile, roles.checking, now);
  await depositPendingCheck(profile, roles.checking, now);
  await fillLocker({ userId: profile.userId, username: profile.userId, isAdmin: false, isTestCustomer: true });
}
