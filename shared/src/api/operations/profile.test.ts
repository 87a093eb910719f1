import { describe, expect, it } from 'vitest';
import { UpdateProfileBody } from './profile';

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
});
