import { postableDirections, type PostTransactionBody } from '@sandbank/shared/operations/admin/postings';
import type { Caller } from '../caller';
import { toTransactionView } from '../ledger/entries';
import type { IdempotencyScope } from '../idempotency/idempotency-scope';
import { postAudited, requireAccount } from './postings';

/** Above the approval threshold it asks for approval instead. */
export function postAccountTransaction(admin: Caller, accountId: string, body: PostTransactionBody, idempotency: IdempotencyScope, now: Date) {
  const direction = body.direction ?? postableDirections[body.type][0];
  return postAudited({
    admin,
    order: { kind: 'posting', type: body.type, direction, amountCents: body.amountCents, note: body.description },
    loadAccount: () => requireAccount(accountId),
    result: ({ entry }, balanceCents) => ({ accountId: entry.accountId, transaction: toTransactionView(entry), balanceCents }),
    idempotency,
    now,
  });
}
