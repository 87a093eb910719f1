import { countsTowardsBalance, type BankAccountId } from '@sandbank/shared/ledger';
import { allAccounts, type AccountRecord } from '../../data/entities/account';
import { countBankSide } from '../../data/entities/bank-counters';
import { profileOfUser } from '../../data/entities/profile';
import { entriesOfAccount, giveOtherSide, readEntry, type TransactionRecord } from '../../data/entities/transaction';
import { TransactionRejected, transactWrite } from '../../data/transact';
import { islandOfHolder } from './islands';

/*
 * The ledger became double-entry (movement.ts): every entry names the bank account holding its
 * other side and, on an island, its island, and the bank accounts' balances live in the counter
 * shards. A bank deployed before has entries without a side, which the ledger check reports as
 * unbalanced postings, and shards without the bank accounts' balances (island entries written
 * while islands existed already name sandbox funding, but not their island, and the shards hold
 * no islands' share of it). `npm run upgrade:double-entry` (once, on such a bank) gives each entry
 * what its movement would write today and moves the bank's side with it.
 */

/** Enough for any entry: it settles at most once and another run upgrades it at most once, so the third reading stands still. */
const ATTEMPTS_PER_ENTRY = 3;

/** The holder facts the decision needs: an island's holder's money is the sandbox's, wherever it went. */
export interface Holder {
  onIsland: boolean;
}

/** What the ledger writes on an entry today that one written before may lack. */
export interface Side {
  contra?: BankAccountId;
  island?: string;
}

/**
 * Whether an entry lacks what the ledger writes today: the bank account holding its other side
 * (unless it is a side of a transfer between customers: those hold each other's), or, on an
 * island, its island (entries written before entries recorded it).
 */
export const lacksSide = (entry: Pick<TransactionRecord, 'contra' | 'transferId' | 'island'>, account: Pick<AccountRecord, 'island'>): boolean =>
  (entry.contra === undefined && entry.transferId === null) || (account.island !== undefined && entry.island === undefined);

/**
 * The bank account holding the other side of an entry written before double entry: the one its
 * movement declares today. Money of the tester's toolkit — anything on an island, anything of an
 * island's holder — is sandbox funding's; a wire's fee is fee income and its amount wire clearing;
 * an approved check's credit is check clearing's; what an account opened with (the opening deposit
 * and the sample entries, written at its opening time) is sandbox funding's; everything else an
 * administrator posted (adjustments, interest, fees, deposits) is the adjustments account's.
 */
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

/** What an entry is given: the other side it lacks (otherSideOf), and its account's island if it lacks that; null when it lacks neither. */
export function sideToGive(entry: TransactionRecord, account: Pick<AccountRecord, 'island' | 'createdAt'>, holder: Holder): Side | null {
  if (!lacksSide(entry, account)) return null;
  return {
    ...(entry.contra === undefined && entry.transferId === null ? { contra: otherSideOf(entry, account, holder) } : {}),
    ...(account.island !== undefined && entry.island === undefined ? { island: account.island } : {}),
  };
}

/**
 * Gives one entry what it lacks in one transaction: its `contra` (and island) and, when it counts
 * towards its balance, the bank's side of it on one counter shard. The entry may settle or be
 * upgraded by another run meanwhile: then its condition fails, and the entry as it is now is
 * decided again. Answers what it was given, or null when there was nothing to do.
 */
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
      // Settled or upgraded since it was read, or gone with its holder (an island's, expired).
      const now = error.oldItems[0];
      entry = now ? readEntry(now) : null;
    }
  }
  throw new Error(`Entry ${read.id} kept changing while it was upgraded; run the upgrade again`);
}

export interface DoubleEntryUpgrade {
  /** Entries this run changed. */
  entries: number;
  /** Of those given their other side, how many each bank account holds the other side of. */
  byAccount: Partial<Record<BankAccountId, number>>;
  /** Of those on an island, how many were given their island. */
  islands: number;
}

/**
 * Gives every entry written before the ledger was double-entry the bank account holding its other
 * side, and its island if it lacks it (`npm run upgrade:double-entry`): every account of the
 * listing, every entry of each, one transaction per entry. Safe beside the bank's traffic (new
 * entries have their side already, and a hold settling over an entry upgraded meanwhile is refused
 * and decided again) and to run again: a second run finds nothing to do.
 */
export async function giveEntriesTheirOtherSide(): Promise<DoubleEntryUpgrade> {
  const result: DoubleEntryUpgrade = { entries: 0, byAccount: {}, islands: 0 };
  // A customer's accounts open together, so the listing names them one after the other: the last holder read is the one needed.
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
