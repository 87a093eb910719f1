import { createHmac, randomBytes } from 'node:crypto';

/*
 * `Sandbank-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. The timestamp is inside
 * the MAC, so a receiver that refuses old timestamps also refuses a replayed delivery.
 */

const SECRET_PREFIX = 'whsec_';

/** The prefix says what it is. */
export const newWebhookSecret = (): string => `${SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;

/** The lowercase hex HMAC-SHA256 of `<t>.<body>` under the secret. */
export const signatureOf = (secret: string, unixSeconds: number, body: string): string =>
  createHmac('sha256', Buffer.from(secret, 'utf8')).update(`${unixSeconds}.${body}`, 'utf8').digest('hex');

/** The value of the Sandbank-Signature header of a body sent at `unixSeconds`. */
export const signatureHeader = (secret: string, unixSeconds: number, body: string): string => `t=${unixSeconds},v1=${signatureOf(secret, unixSeconds, body)}`;
