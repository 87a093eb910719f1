import { describe, expect, it } from 'vitest';
import { accountLabelFrom } from './account-label';

describe('accountLabelFrom', () => {
  const label = accountLabelFrom([{ id: 'a', name: 'Everyday Checking', number: 'CHK00001234' }]);

  it('names a known account with its masked number', () => {
    expect(label('a')).toBe('Everyday Checking •••• 1234');
  });

  it('is null for an account it does not know, or before the accounts load', () => {
    expect(label('b')).toBeNull();
    expect(accountLabelFrom(undefined)('a')).toBeNull();
  });
});
