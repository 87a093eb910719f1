import { describe, expect, it } from 'vitest';
import { authenticatorCodeProblem, authenticatorDigits } from './authenticator-code-field';

describe('an authenticator code as typed', () => {
  it('is six digits, with the spaces an app shows between them read away', () => {
    expect(authenticatorCodeProblem('123456')).toBeNull();
    expect(authenticatorCodeProblem('123 456')).toBeNull();
    expect(authenticatorDigits(' 123 456 ')).toBe('123456');
  });

  it('says what to type when it is not', () => {
    for (const typed of ['', '12345', '1234567', '12345a', '123-456']) {
      expect(authenticatorCodeProblem(typed), typed).toBe('Enter the 6-digit code your authenticator app shows.');
    }
  });
});
