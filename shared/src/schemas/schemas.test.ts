import { describe, expect, it } from 'vitest';
import { UpdateProfileBody } from '../api/operations/profile';
import { ChangePasswordForm, Password, SignUpForm } from './credentials';
import { ListTransactionsQuery } from '../api/operations/transactions';

describe('profile schemas', () => {
  it('turns empty phone and address into null and trims names', () => {
    expect(UpdateProfileBody.parse({ firstName: ' Ada ', lastName: 'Lovelace', phone: '', address: '  ' })).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: null,
      address: null,
    });
  });

  it('rejects unknown fields and missing names', () => {
    expect(UpdateProfileBody.safeParse({ firstName: 'A', lastName: 'B', email: 'x@y.z' }).success).toBe(false);
    expect(UpdateProfileBody.safeParse({ firstName: '', lastName: 'B' }).error?.issues[0]?.message).toBe('First name is required');
  });

  it.each(['+1 555 0100', '(020) 7946-0018', '555.0100', '+44 20 7946 0018'])('accepts the phone number %s, trimmed', (phone) => {
    expect(UpdateProfileBody.parse({ firstName: 'A', lastName: 'B', phone: ` ${phone} ` }).phone).toBe(phone);
  });

  it.each(['call me', '12', '+1 555 0100 ext. 4', '--------', '1'.repeat(31)])('refuses %s as a phone number', (phone) => {
    expect(UpdateProfileBody.safeParse({ firstName: 'A', lastName: 'B', phone }).success).toBe(false);
  });

  it('confirms a new password only when both entries match', () => {
    const form = { currentPassword: 'old password', newPassword: 'a new passphrase', confirmPassword: 'a new passphrase' };
    expect(ChangePasswordForm.safeParse(form).success).toBe(true);
    const differs = ChangePasswordForm.safeParse({ ...form, confirmPassword: 'something else' });
    expect(differs.error?.issues).toEqual([expect.objectContaining({ message: 'New passwords do not match', path: ['confirmPassword'] })]);
    expect(ChangePasswordForm.safeParse({ ...form, newPassword: 'short', confirmPassword: 'short' }).error?.issues[0]?.message).toBe(
      'Password must be at least 8 characters long',
    );
  });

  it('applies the length-only password policy', () => {
    expect(Password.safeParse('short').error?.issues[0]?.message).toBe('Password must be at least 8 characters long');
    expect(Password.safeParse('all lowercase words').success).toBe(true);
  });

  it('normalises sign-up emails', () => {
    expect(SignUpForm.parse({ firstName: 'A', lastName: 'B', email: ' Ada@Example.COM ', password: '12345678' }).email).toBe(
      'ada@example.com',
    );
  });
});

describe('transaction list query', () => {
  it('defaults the page size and coerces it from text', () => {
    expect(ListTransactionsQuery.parse({})).toEqual({ limit: 20 });
    expect(ListTransactionsQuery.parse({ limit: '5', type: 'deposit' })).toEqual({ limit: 5, type: 'deposit' });
  });

  it('rejects unknown types, huge pages and unknown parameters', () => {
    expect(ListTransactionsQuery.safeParse({ type: 'gift' }).success).toBe(false);
    expect(ListTransactionsQuery.safeParse({ limit: '1000' }).success).toBe(false);
    expect(ListTransactionsQuery.safeParse({ sort: 'asc' }).success).toBe(false);
  });
});
