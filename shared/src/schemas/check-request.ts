import * as z from 'zod/mini';
import { checkLimits, checkMessages, routingChecksumHolds } from './check';

/*
 * The fields of a check as the depositor types them, each trimmed and checked. Apart from
 * check.ts (the deposit as the bank keeps and shows it) because only the deposit's own operation
 * validates them: every other function that handles checks would otherwise build them when it loads.
 */

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

export const RoutingNumber = z.pipe(
  z.transform(trimmed),
  z.string().check(z.regex(/^\d{9}$/, checkMessages.routingShape), z.refine(routingChecksumHolds, checkMessages.routingChecksum)),
);

export const PayerAccountNumber = z.pipe(
  z.transform(trimmed),
  z.string().check(z.regex(new RegExp(`^\\d{${checkLimits.accountNumber.min},${checkLimits.accountNumber.max}}$`), checkMessages.accountNumber)),
);

/** Optional: absent, null or blank read as no check number. */
export const CheckNumber = z._default(
  z.optional(
    z.pipe(
      z.transform((value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : trimmed(value))),
      z.nullable(z.string().check(z.regex(new RegExp(`^\\d{1,${checkLimits.checkNumber}}$`), checkMessages.checkNumber))),
    ),
  ),
  null,
);

export const BankName = z.pipe(
  z.transform(trimmed),
  z.string().check(z.minLength(1, checkMessages.bankNameRequired), z.maxLength(checkLimits.bankName, checkMessages.bankNameLength)),
);
