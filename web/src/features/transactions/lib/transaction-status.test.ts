import { describe, expect, it } from 'vitest';
import { transactionStatusLabel } from './transaction-status';

describe('transactionStatusLabel', () => {
  it('reads a failed entry as returned, the others as their status', () => {
    expect(transactionStatusLabel('failed')).toBe('Returned');
    expect(transactionStatusLabel('completed')).toBe('Completed');
    expect(transactionStatusLabel('pending')).toBe('Pending');
  });
});
