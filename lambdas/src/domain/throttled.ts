import { HttpError } from '@sandbank/shared/errors';

/**
 * 429: the caller asked too often — their allowance for a kind of call is spent, or a rule of the
 * bank spaces some requests out (a new wire code once a minute); `Retry-After` says for how many more seconds.
 */
export class Throttled extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('throttled', message);
  }
}
