import * as z from 'zod/mini';
import { ownRequestMessages } from '../messages';
import type { BankSettings } from '../bank-settings';
import { formatCents } from '../money';
import { Id, IsoDateTime } from './common';

/*
 * A check deposit as the customer fills it in and as the bank stores it. The per-check limit is
 * a deployment setting, so it cannot live in the static schema: `checkAmountProblem` applies it,
 * in the form and in the function alike.
 */

export const CheckStatus = z.enum(['pending', 'approved', 'rejected']);
export type CheckStatus = z.infer<typeof CheckStatus>;

export const checkLimits = {
  bankName: 100,
  /** US account numbers run to 17 digits; fewer than 4 is not an account number. */
  accountNumber: { min: 4, max: 17 },
  checkNumber: 15,
  memo: 200,
  rejectionReason: 500,
} as const;

export const checkMessages = {
  routingShape: 'Routing number must be exactly 9 digits',
  routingChecksum: 'This is not a valid routing number (check digit mismatch)',
  accountNumber: `Account number must be ${checkLimits.accountNumber.min} to ${checkLimits.accountNumber.max} digits`,
  checkNumber: `Check number must be 1 to ${checkLimits.checkNumber} digits`,
  bankNameRequired: 'Bank name is required',
  bankNameLength: `Bank name must be at most ${checkLimits.bankName} characters`,
  duplicate: 'This check has already been deposited (same routing number, account number and check number)',
  notPending: 'This check deposit has already been decided',
  notFound: 'Check deposit not found',
  ownCheck: ownRequestMessages.check,
} as const;

/**
 * The ABA routing number check digit: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of
 * 10. Catches every single-digit typo and most transpositions.
 */
export function routingChecksumHolds(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = [...routing].reduce((total, digit, index) => total + Number(digit) * weights[index]!, 0);
  return sum % 10 === 0;
}

/** Why an amount cannot be deposited as one check under these settings, or null when it can. */
export function checkAmountProblem(amountCents: number, settings: Pick<BankSettings, 'check'>): string | null {
  return amountCents > settings.check.maxCents ? `The most one check can deposit is ${formatCents(settings.check.maxCents)}` : null;
}

/** A check deposit as its depositor sees it. */
export const CheckDeposit = z.object({
  id: Id,
  accountId: Id,
  amountCents: z.int(),
  checkNumber: z.nullable(z.string()),
  bankName: z.string(),
  routingNumber: z.string(),
  accountNumber: z.string(),
  memo: z.nullable(z.string()),
  status: CheckStatus,
  rejectionReason: z.nullable(z.string()),
  decidedAt: z.nullable(IsoDateTime),
  /** The deposit entry an approval posted. */
  transactionId: z.nullable(Id),
  createdAt: IsoDateTime,
});
export type CheckDeposit = z.infer<typeof CheckDeposit>;
