import { describe, expect, it } from 'vitest';
import { RESET_CODE_ATTEMPTS, RESET_CODE_LIFETIME_MS, ResetCodes, refuseMissingCode } from './reset-codes';

/** What `redeem` answers: 'used' when it takes the code, else the error's name and words. */
function outcome(codes: ResetCodes, username: string | null, code: string): string {
  try {
    codes.redeem(username, code);
    return 'used';
  } catch (error) {
    return `${(error as { code?: string }).code}: ${(error as Error).message}`;
  }
}

const WRONG = 'CodeMismatchException: Invalid verification code provided, please try again.';

describe('ResetCodes', () => {
  it('takes only the code sent to its user, once', () => {
    const codes = new ResetCodes(() => 1_000_000);
    codes.issue('user-1', '482913');
    expect(outcome(codes, 'user-2', '482913')).toBe(WRONG);
    expect(outcome(codes, null, '482913')).toBe(WRONG);
    expect(outcome(codes, 'user-1', '482913')).toBe('used');
    expect(outcome(codes, 'user-1', '482913')).toBe(WRONG);
  });

  it('knows no code of a user who never asked for one', () => {
    expect(outcome(new ResetCodes(), 'user-1', '123456')).toBe(WRONG);
  });

  it('takes the latest code only: a new one replaces the one before', () => {
    const codes = new ResetCodes(() => 1_000_000);
    codes.issue('user-1', '111111');
    codes.issue('user-1', '222222');
    expect(outcome(codes, 'user-1', '111111')).toBe(WRONG);
    expect(outcome(codes, 'user-1', '222222')).toBe('used');
  });

  it('expires a code after an hour', () => {
    let now = 1_000_000;
    const codes = new ResetCodes(() => now);
    codes.issue('user-1', '482913');
    now += RESET_CODE_LIFETIME_MS - 1;
    codes.issue('user-2', '482913');
    now += 1;
    expect(outcome(codes, 'user-1', '482913')).toBe('ExpiredCodeException: Invalid code provided, please request a code again.');
    expect(outcome(codes, 'user-2', '482913')).toBe('used');
  });

  it('voids a code after five wrong ones, until a new code is sent', () => {
    const codes = new ResetCodes(() => 1_000_000);
    codes.issue('user-1', '482913');
    for (let attempt = 0; attempt < RESET_CODE_ATTEMPTS; attempt += 1) expect(outcome(codes, 'user-1', '000000')).toBe(WRONG);
    expect(outcome(codes, 'user-1', '482913')).toBe('LimitExceededException: Attempt limit exceeded, please try after some time.');
    codes.issue('user-1', '777777');
    expect(outcome(codes, 'user-1', '777777')).toBe('used');
  });
});

describe('refuseMissingCode', () => {
  it('refuses a request without a code, or with an empty one, as the API validates it', () => {
    expect(() => refuseMissingCode(undefined)).toThrow("Value null at 'confirmationCode' failed to satisfy constraint: Member must not be null");
    expect(() => refuseMissingCode('')).toThrow("Value '' at 'confirmationCode' failed to satisfy constraint: Member must satisfy regular expression pattern: [\\S]+");
    expect(() => refuseMissingCode('12 34')).toThrow('regular expression pattern');
    expect(() => refuseMissingCode('123456')).not.toThrow();
  });
});
