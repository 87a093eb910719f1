import { apiFile, type DownloadedFile } from '../../../lib/api-client';

/** A month's statement of one of the caller's accounts, as the CSV file the API makes. */
export const downloadAccountStatement = (accountId: string, month: string, signal?: AbortSignal): Promise<DownloadedFile> =>
  apiFile('getAccountStatement', { params: { accountId }, query: { month, format: 'csv' }, ...(signal ? { signal } : {}) });
