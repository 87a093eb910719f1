import type { Statement } from '@sandbank/shared/operations/accounts';
import { profileOfUser } from '../../data/entities/profile';
import { env } from '../../lib/env';
import type { Caller } from '../caller';
import { statementFilename, statementModel, statementToCsv } from './statement';
import { statementToPdf, type StatementHolder } from './statement-pdf';

/** A statement as a file to download. */
export interface StatementFile {
  contentType: string;
  filename: string;
  body: string | Uint8Array;
}

/** The customer a PDF statement is addressed to: their name (their email until they give one) and address. */
async function holderOf(caller: Caller): Promise<StatementHolder> {
  const profile = await profileOfUser(caller.userId);
  const name = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ');
  return { name: name || profile?.email || 'Customer', address: profile?.address ?? null };
}

/** A whole month of one of the caller's accounts as CSV or PDF, both from one model; a PDF says it was made `now`. */
export async function statementFile(caller: Caller, statement: Statement, format: 'csv' | 'pdf', now: Date): Promise<StatementFile> {
  const model = statementModel(statement);
  if (format === 'csv') return { contentType: 'text/csv; charset=utf-8', filename: statementFilename(model, 'csv'), body: statementToCsv(model) };
  const holder = await holderOf(caller);
  const body = statementToPdf(model, { brandName: env.brandName(), holder, createdAt: now });
  return { contentType: 'application/pdf', filename: statementFilename(model, 'pdf'), body };
}
