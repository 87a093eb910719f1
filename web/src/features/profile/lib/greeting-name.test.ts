import { describe, expect, it } from 'vitest';
import { greetingName } from './greeting-name';

describe('greetingName', () => {
  it('uses first and last name when known', () => {
    expect(greetingName({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' })).toBe('Ada Lovelace');
  });

  it('uses whichever name part exists', () => {
    expect(greetingName({ firstName: 'Ada', lastName: null, email: 'ada@example.com' })).toBe('Ada');
    expect(greetingName({ firstName: '  ', lastName: 'Lovelace' })).toBe('Lovelace');
  });

  it('falls back to the part of the email before @', () => {
    expect(greetingName({ firstName: null, lastName: null, email: 'grace.hopper@example.com' })).toBe('grace.hopper');
  });

  it("falls back to 'User' when nothing is known", () => {
    expect(greetingName({ firstName: null, lastName: null, email: null })).toBe('User');
    expect(greetingName({ email: '@example.com' })).toBe('User');
    expect(greetingName(undefined)).toBe('User');
  });
});
