import { HttpError } from '@sandbank/shared/errors';

/** `Retry-After` says for how many more seconds. */
export class Throttled extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('throttled', message);
  }
}
