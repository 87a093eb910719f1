import { describe, expect, it } from 'vitest';
import { avatarInitial } from './avatar-initial';

describe('avatarInitial', () => {
  it('uses the first letter of the email, upper-cased', () => {
    expect(avatarInitial('ada@example.com')).toBe('A');
  });

  it("falls back to 'U'", () => {
    expect(avatarInitial(null)).toBe('U');
    expect(avatarInitial('')).toBe('U');
    expect(avatarInitial(undefined)).toBe('U');
  });
});
