import * as z from 'zod/mini';
import { AmountCents } from '../../schemas/amount';
import { CheckDeposit, checkLimits } from '../../schemas/check';
import { BankName, CheckNumber, PayerAccountNumber, RoutingNumber } from '../../schemas/check-request';
import { Cursor, Id, optionalTextField, page } from '../../schemas/common';
import { defineOperations } from '../operation';

export const CheckDepositBody = z.strictObject({
  accountId: Id,
  amountCents: AmountCents,
  checkNumber: CheckNumber,
  bankName: BankName,
  routingNumber: RoutingNumber,
  accountNumber: PayerAccountNumber,
  memo: optionalTextField(checkLimits.memo),
});
export type CheckDepositBody = z.infer<typeof CheckDepositBody>;

export const CheckDepositPage = page(CheckDeposit);
export type CheckDepositPage = z.infer<typeof CheckDepositPage>;

export const ListMyChecksQuery = z.strictObject({
  cursor: z.optional(Cursor),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50)), 20),
});

/** The caller's own check deposits: a check waits for the back office's decision; nothing moves until it is approved. */
export const checkOperations = defineOperations({
  createCheckDeposit: {
    method: 'POST',
    path: '/api/checks',
    access: 'customer',
    summary: 'Deposit a check into one of the caller\'s accounts; it waits, pending, for an administrator to approve or reject it',
    body: CheckDepositBody,
    response: CheckDeposit,
    successStatus: 201,
    idempotent: true,
    rateLimit: { category: 'moneyMovement' },
  },
  listMyCheckDeposits: {
    method: 'GET',
    path: '/api/checks',
    access: 'customer',
    summary: "The caller's check deposits, newest first, cursor-paginated",
    query: ListMyChecksQuery,
    response: CheckDepositPage,
  },
});
