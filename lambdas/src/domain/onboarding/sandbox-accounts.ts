import { randomInt } from 'node:crypto';
import type { AccountType } from '@sandbank/shared/schemas/account';
import type { TransactionType } from '@sandbank/shared/schemas/transaction';
import type { AccountRecord } from '../../data/entities/account';
import type { TransactionRecord } from '../../data/entities/transaction';
import { newId } from '../../lib/ids';
import { newEntry } from '../ledger/entries';
import type { Island } from '../ledger/islands';

interface SandboxAccountPlan {
  type: AccountType;
  name: string;
  numberPrefix: 'CHK' | 'SAV' | 'INV';
  interestRate: number;
  /** The figure every new customer is promised. */
  finalBalanceCents: number;
  sampleEntries: { type: TransactionType; amountCents: number; description: string }[];
}

export const sandboxAccountPlans: readonly SandboxAccountPlan[] = [
  {
    type: 'checking',
    name: 'Everyday Checking',
    numberPrefix: 'CHK',
    interestRate: 0.01,
    finalBalanceCents: 1_284_752,
    sampleEntries: [
      { type: 'deposit', amountCents: 320_000, description: 'Sample payroll deposit' },
      { type: 'withdrawal', amountCents: -20_000, description: 'Sample ATM withdrawal' },
      { type: 'transfer', amountCents: -50_000, description: 'Sample outgoing transfer' },
      { type: 'deposit', amountCents: 125_000, description: 'Sample mobile deposit' },
    ],
  },
  { type: 'savings', name: 'High-Yield Savings', numberPrefix: 'SAV', interestRate: 0.025, finalBalanceCents: 4_523_189, sampleEntries: [] },
  { type: 'investment', name: 'Investment Account', numberPrefix: 'INV', interestRate: 0.05, finalBalanceCents: 7_894_512, sampleEntries: [] },
];

export const OPENING_BALANCE_DESCRIPTION = 'Opening balance';

export interface SandboxOpening {
  accounts: AccountRecord[];
  entries: TransactionRecord[];
}

const accountNumber = (prefix: string) => `${prefix}${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;

/**
 * Pure: the caller writes the plan in one transaction. `idOf` makes ids at `now`, as a scenario's accounts may
 * open in the past where newId does not go.
 */
export function planSandboxOpening(userId: string, now: Date, island: Island | null, idOf: (time: number) => string = newId): SandboxOpening {
  const createdAt = now.toISOString();
  const accounts: AccountRecord[] = [];
  const entries: TransactionRecord[] = [];
  for (const plan of sandboxAccountPlans) {
    const accountId = idOf(now.getTime());
    const sampleTotal = plan.sampleEntries.reduce((sum, entry) => sum + entry.amountCents, 0);
    accounts.push({
      id: accountId,
      userId,
      type: plan.type,
      name: plan.name,
      number: accountNumber(plan.numberPrefix),
      balanceCents: plan.finalBalanceCents,
      pendingCents: 0,
      interestRate: plan.interestRate,
      createdAt,
      version: 1,
      ...(island === null ? {} : { island }),
    });
    const entry = (type: TransactionType, amountCents: number, description: string): TransactionRecord =>
      newEntry({ id: idOf(now.getTime()), createdAt, userId, accountId, type, amountCents, description });
    entries.push(entry('deposit', plan.finalBalanceCents - sampleTotal, OPENING_BALANCE_DESCRIPTION));
    for (const sample of plan.sampleEntries) entries.push(entry(sample.type, sample.amountCents, sample.description));
  }
  return { accounts, entries };
}
