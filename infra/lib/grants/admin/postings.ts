import type { adminPostingOperations } from '@sandbank/shared';
import { access } from '../access';
import type { AreaGrants } from '../area-grants';
import { audited, movesMoney } from '../features';

/**
 * A back-office posting: an audited movement on an account the administrator names, counted into
 * the account's rolling totals; when it reaches the approval threshold, alone or with those totals
 * (lambdas/src/domain/back-office/approval-threshold.ts), a posting request instead
 * (approval-requests.ts): the holder's profile, the maker's names from the user pool, the request and its count.
 */
const posting = access(movesMoney, audited, {
  reads: ['profile', 'postingHour'],
  writes: ['postingRequest', 'bankCounterShard', 'postingHour'],
  directory: ['AdminGetUser'],
});

export const adminPostingGrants = {
  adjustAccountBalance: access(posting, { reads: ['account', 'account.byAccountId'], writes: ['adjustment'] }),
  // The customer's first checking account, from their accounts.
  adjustUserBalance: access(posting, { reads: ['account'], writes: ['adjustment'] }),
  postAccountTransaction: access(posting, { reads: ['account', 'account.byAccountId'] }),
} as const satisfies AreaGrants<typeof adminPostingOperations>;
