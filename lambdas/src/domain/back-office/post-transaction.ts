import { postableDirections, type PostTransactionBody } from '@sandbank/shared/operations/admin/postings';
import type { Caller } from '../caller';
import { newEntry, toTransactionView } from '../ledger/entries';
import type { IdempotencyScope } from '../ledger/movement';
import { postAudited, requireAccount, signedAmount } from './postings';

/** An administrator posts a deposit, withdrawal, fee, interest or adjustment, dated now. */
export function postAccountTransaction(admin: Caller, accountId: string, body: PostTransactionBody, idempotency: IdempotencyScope) {
  const direction = body.direction ?? postableDirections[body.type][0];
  return postAudited({
    admin,
    action: `account.post.${body.type}`,
    loadAccount: () => requireAccount(accountId),
    buildEntry: (account) =>
      newEntry({
        userId: account.userId,
        accountId: account.id,
        type: body.type,
        amountCents: signedAmount(direction, body.amountCents),
        description: body.description ?? `Admin ${body.type}`,
      }),
    result: (entry, balanceCents) => ({ accountId: entry.accountId, transaction: toTransactionView(entry), balanceCents }),
    idempotency,
  });
}
