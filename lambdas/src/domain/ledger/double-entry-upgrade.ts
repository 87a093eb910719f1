import { countsTowardsBalance, type BankAccountId } from '@sandbank/shared/ledger';
import { allAccounts, type AccountRecord } from '../../data/entities/account';
import { countBankSide } from '../../data/entities/bank-counters';
import { profileOfUser } from '../../data/entities/profile';
import { entriesOfAccount, giveOtherSide, readEntry, type TransactionRecord } from '../../data/entities/transaction';
import { TransactionRejected, transactWrite } from '../../data/transact';
import { islandOfHolder } from './islands';

/*
 * `npm run upgrade:double-entry` gives each entry of a bank deployed before double entry the side its movement
 * would write today, and moves the bank's side with it; without it the ledger check reports them unbalanced.
 */

/** An entry settles at most once and another run upgrades it at most once, so the third reading stands still. */
const ATTEMPTS_PER_ENTRY = 3;

/** An island's holder's money is the sandbox's, wherever it went. */
export interface Holder {
  onIsland: boolean;
}

export interface Side {
  contra?: BankAccountId;
  island?: string;
}

/** Sides of a transfer between customers hold each other's. */
export const lacksSide = (entry: Pick<TransactionRecord, 'contra' | 'transferId' | 'island'>, account: Pick<AccountRecord, 'island'>): boolean =>
  (entry.contra === undefined && entry.transferId === null) || (account.island !== undefined && entry.island === undefined);

/** The one its movement declares today. */
export function otherSideOf(
  entry: Pick<TransactionRecord, 'type' | 'wireId' | 'checkId' | 'createdAt'>,
  account: Pick<AccountRecord, 'island' | 'createdAt'>,
  holder: Holder,
): BankAccountId {
  if (account.island !== undefined || holder.onIsland) return 'sandboxFunding';
  if (entry.wireId !== null) return entry.type === 'fee' ? 'feeIncome' : 'wireClearing';
  if (entry.checkId !== null) return 'checkClearing';
  if (entry.createdAt === account.createdAt) return 'sandboxFunding';
  return 'adjustments';
}

export function sideToGive(entry: TransactionRecord, account: Pick<AccountRecord, 'island' | 'createdAt'>, holder: Holder): Side | null {
  if (!lacksSide(entry, account)) return null;
  return {
    ...(entry.contra === undefined && entry.transferId === null ? { contra: otherSideOf(entry, account, holder) } : {}),
    ...(account.island !== undefined && entry.island === undefined ? { island: account.island } : {}),
  };
}

/** If the entry settles or is upgraded by another run meanwhile, its condition fails and it is decided again. */
async function upgradeEntry(read: TransactionRecord, account: AccountRecord, holder: Holder): Promise<Side | null> {
  let entry: TransactionRecord | null = read;
  for (let attempt = 1; attempt <= ATTEMPTS_PER_ENTRY; attempt += 1) {
    const side = entry && sideToGive(entry, account, holder);
    if (!entry || !side) return null;
    try {
      await transactWrite([giveOtherSide(entry, side), ...(countsTowardsBalance(entry) ? [countBankSide({ from: [entry], to: [{ ...entry, ...side }] })] : [])]);
      return side;
    } catch (error) {
      if (!(error instanceof TransactionRejected) || !error.failedCondition(0)) throw error;
      // Settled or upgraded since it was read, or gone with its expired island holder.
      const now = error.oldItems[0];
      entry = now ? readEntry(now) : null;
    }
  }
  throw new Error(`Entry ${read.id} kept changing while it was upgraded; run the upgrade again`);
}

export interface DoubleEntryUpgrade {
  entries: number;
  byAccount: Partial<Record<BankAccountId, number>>;
  islands: number;
}

/**
 * Safe beside the bank's traffic (new entries have their side already, and a hold settling over an upgraded
 * entry is decided again) and to run again.
 */
export async function giveEntriesTheirOtherSide(): Promise<DoubleEntryUpgrade> {
  const result: DoubleEntryUpgrade = { entries: 0, byAccount: {}, islands: 0 };
  // A customer's accounts open together, so the listing names them one after the other.
  let last: { userId: string; holder: Holder } | undefined;
  const holderOf = async (userId: string): Promise<Holder> => {
    if (last?.userId !== userId) {
      const profile = await profileOfUser(userId);
      last = { userId, holder: { onIsland: profile !== null && islandOfHolder(profile) !== null } };
    }
    return last.holder;
  };
  for await (const account of allAccounts()) {
    const lacking = (await entriesOfAccount(account.id)).filter((entry) => lacksSide(entry, account));
    if (lacking.length === 0) continue;
    const holder = await holderOf(account.userId);
    for (const entry of lacking) {
      const given = await upgradeEntry(entry, account, holder);
      if (given === null) continue;
      result.entries += 1;
      if (given.contra !== undefined) result.byAccount[given.contra] = (result.byAccount[given.contra] ?? 0) + 1;
      if (given.island !== undefined) result.islands += 1;
    }
  }
  return result;
}
