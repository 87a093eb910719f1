import { createHmac, randomBytes } from 'node:crypto';

/*
 * How a receiver knows a delivery came from the bank: the `Sandbank-Signature` header is
 * `t=<unix seconds>,v1=<lowercase hex HMAC-SHA256(secret, "<t>.<raw body>")>`, the key being the
 * secret string's UTF-8 bytes. The timestamp is inside the MAC, so a receiver that refuses old
 * timestamps also refuses a captured delivery replayed later.
 */

const SECRET_PREFIX = 'whsec_';

/** A new signing secret: 32 random bytes, base64url, after a prefix that says what it is. */
export const newWebhookSecret = (): string => `${SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;

/** The lowercase hex HMAC-SHA256 of `<t>.<body>` under the secret. */
export const signatureOf = (secret: string, unixSeconds: number, body: string): string =>
  createHmac('sha256', Buffer.from(secret, 'utf8')).update(`${unixSeconds}.${body}`, 'utf8').digest('hex');

/** The value of the Sandbank-Signature header of a body sent at `unixSeconds`. */
export const signatureHeader = (secret: string, unixSeconds: number, body: string): string => `t=${unixSeconds},v1=${signatureOf(secret, unixSeconds, body)}`;
