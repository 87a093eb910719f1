import type { Transaction } from '@sandbank/shared';

/** A completed deposit as the API returns it, for unit tests to vary with spreads. */
export const sampleTransaction: Transaction = {
  id: '01HZX3J7Q5N8W2K4M6P9R0T1VA',
  accountId: '01HZX3J7Q5N8W2K4M6P9R0T1VB',
  type: 'deposit',
  amountCents: 320_000,
  description: 'Salary',
  status: 'completed',
  createdAt: '2025-06-30T12:00:00.000Z',
  reference: null,
  note: null,
  transferId: null,
  wireId: null,
  checkId: null,
  adjustmentId: null,
};
