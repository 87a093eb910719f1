import { apiFile, type DownloadedFile } from '../../../lib/api-client';
import type { StatementFormat } from '../lib/statement-request';

/** A month's statement of one of the caller's accounts, as the CSV or PDF file the API makes. */
export const downloadAccountStatement = (accountId: string, month: string, format: StatementFormat, signal?: AbortSignal): Promise<DownloadedFile> =>
  apiFile('getAccountStatement', { params: { accountId }, query: { month, format }, ...(signal ? { signal } : {}) });
