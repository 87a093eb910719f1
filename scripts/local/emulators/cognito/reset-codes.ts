import { CognitoError, InvalidParameterError } from './cognito-local';

/*
 * The password reset codes a user pool has sent, as it holds them. cognito-local keeps one
 * `ConfirmationCode` per user for sign-up and reset alike, and its ConfirmForgotPassword compares it
 * with whatever the request names: without a code, the password of any user with none pending
 * (everyone confirmed, every administrator) was set, and a sign-up code reset a password. A user
 * pool accepts only the code its ForgotPassword sent, for an hour, once; after five wrong codes that
 * code is void, and every later try is refused until a new one is asked for.
 */

/** How long a reset code is valid: one hour, a user pool's. */
export const RESET_CODE_LIFETIME_MS = 60 * 60_000;
/** Wrong codes a reset code survives: the fifth voids it. */
export const RESET_CODE_ATTEMPTS = 5;

/** A user pool's words for each refusal of ConfirmForgotPassword. */
export const WRONG_RESET_CODE = 'Invalid verification code provided, please try again.';
export const EXPIRED_RESET_CODE = 'Invalid code provided, please request a code again.';
export const RESET_ATTEMPTS_EXCEEDED = 'Attempt limit exceeded, please try after some time.';
export const MISSING_RESET_CODE = "1 validation error detected: Value null at 'confirmationCode' failed to satisfy constraint: Member must not be null";
export const malformedResetCode = (code: unknown) =>
  `1 validation error detected: Value '${String(code)}' at 'confirmationCode' failed to satisfy constraint: Member must satisfy regular expression pattern: [\\S]+`;

interface PendingReset {
  code: string;
  expiresAt: number;
  wrongCodes: number;
}

export const wrongResetCode = () => new CognitoError('CodeMismatchException', WRONG_RESET_CODE);

/** Refuses a request without a code, or with one the API's own validation refuses, before any user is looked at. */
export function refuseMissingCode(code: unknown): asserts code is string {
  if (code === undefined || code === null) throw new InvalidParameterError(MISSING_RESET_CODE);
  if (typeof code !== 'string' || !/^\S+$/.test(code)) throw new InvalidParameterError(malformedResetCode(code));
}

/** The reset code pending for each user (by their user name, the `sub`), in the emulator's memory: a restart voids them all. */
export class ResetCodes {
  private readonly pending = new Map<string, PendingReset>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The code ForgotPassword has just sent `username`; it replaces an earlier one, and its wrong tries. */
  issue(username: string, code: string): void {
    this.pending.set(username, { code, expiresAt: this.now() + RESET_CODE_LIFETIME_MS, wrongCodes: 0 });
  }

  /**
   * Takes `code` for `username`'s reset: the code pending, unexpired, with fewer than five wrong
   * tries behind it, is used up at once (so requests sent together cannot both use it); anything
   * else throws as a user pool answers. `username` is null for an email without an account, which
   * is answered like an account without a code.
   */
  redeem(username: string | null, code: string): void {
    const pending = username === null ? undefined : this.pending.get(username);
    if (!pending) throw wrongResetCode();
    if (pending.expiresAt <= this.now()) throw new CognitoError('ExpiredCodeException', EXPIRED_RESET_CODE);
    if (pending.wrongCodes >= RESET_CODE_ATTEMPTS) throw new CognitoError('LimitExceededException', RESET_ATTEMPTS_EXCEEDED);
    if (pending.code !== code) {
      pending.wrongCodes += 1;
      throw wrongResetCode();
    }
    this.pending.delete(username as string);
  }
}
