import type { Statement } from '@sandbank/shared/operations/accounts';
import { profileOfUser } from '../../data/entities/profile';
import { env } from '../../lib/env';
import type { Caller } from '../caller';
import { statementFilename, statementModel, statementToCsv } from './statement';
import { statementToPdf, type StatementHolder } from './statement-pdf';

export interface StatementFile {
  contentType: string;
  filename: string;
  body: string | Uint8Array;
}

/** Their email stands in until they give a name. */
async function holderOf(caller: Caller): Promise<StatementHolder> {
  const profile = await profileOfUser(caller.userId);
  const name = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ');
  return { name: name || profile?.email || 'Customer', address: profile?.address ?? null };
}

/** Both from one model, so CSV and PDF never disagree. */
export async function statementFile(caller: Caller, statement: Statement, format: 'csv' | 'pdf', now: Date): Promise<StatementFile> {
  const model = statementModel(statement);
  if (format === 'csv') return { contentType: 'text/csv; charset=utf-8', filename: statementFilename(model, 'csv'), body: statementToCsv(model) };
  const holder = await holderOf(caller);
  const body = statementToPdf(model, { brandName: env.brandName(), holder, createdAt: now });
  return { contentType: 'application/pdf', filename: statementFilename(model, 'pdf'), body };
}
