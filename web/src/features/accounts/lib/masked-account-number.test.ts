import { describe, expect, it } from 'vitest';
import { maskedAccountNumber } from './masked-account-number';

describe('maskedAccountNumber', () => {
  it('keeps only the last four digits', () => {
    expect(maskedAccountNumber('CHK4000001234')).toBe('•••• 1234');
    expect(maskedAccountNumber('SAV-7788-9911')).toBe('•••• 9911');
  });

  it('shows short numbers as they are, still masked in front', () => {
    expect(maskedAccountNumber('INV12')).toBe('•••• 12');
  });

  it('never leaks the account-type prefix as digits', () => {
    expect(maskedAccountNumber('CHK0000000042')).toBe('•••• 0042');
  });
});
