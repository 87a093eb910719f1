import { Id, YearMonth } from '@sandbank/shared';
import * as z from 'zod/mini';

/** 'YYYY-MM' of a moment in local time, the form of `<input type="month">` and of `?month=`. */
export function yearMonthOf(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

/** The files a statement comes as. */
export const StatementFormat = z.enum(['csv', 'pdf']);
export type StatementFormat = z.infer<typeof StatementFormat>;

/** What the Download Statements dialog asks for: an account, a month that has begun and the file's format. */
export const statementRequestSchema = (now: Date) =>
  z.object({
    accountId: z.pipe(z.string().check(z.minLength(1, 'Choose an account')), Id),
    // Compared only once the shape is right, so a malformed month gets one message, not two.
    month: YearMonth.check(z.refine((month) => !YearMonth.safeParse(month).success || month <= yearMonthOf(now), 'Choose this month or an earlier one')),
    format: StatementFormat,
  });

export type StatementRequest = z.output<ReturnType<typeof statementRequestSchema>>;

/** The file name when the server suggests none; the same shape as the API's own. */
export const statementFilename = (accountNumber: string, month: string, format: StatementFormat) => `statement-${accountNumber}-${month}.${format}`;
