import { describe, expect, it } from 'vitest';
import { ChangePasswordForm, Password, SignUpForm } from './credentials';

describe('credential schemas', () => {
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
