import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { WIRE_CODE_LENGTH, WIRE_CODE_RESEND_SECONDS, WIRE_CODE_VALID_MINUTES } from '@sandbank/shared/schemas/wire';
import type { StoredCode } from '../../data/entities/wire';
import { deriveKey } from '../../data/request-keys';

/*
 * Kept only as an HMAC over the wire's id and the code under a key only the wire-code functions may use
 * (data/request-keys.ts), so whoever reads the table cannot test guesses offline, and a code is good for its own
 * wire only. docs/security.md has the rest.
 */

const CODE_RANGE = 10 ** WIRE_CODE_LENGTH;

async function macOf(wireId: string, code: string): Promise<Buffer> {
  const key = await deriveKey('wireCode');
  return createHmac('sha256', key).update(`${wireId}:${code}`, 'utf8').digest();
}

/** A new code for a wire, sent at `now`: the code to mail and what is kept of it. */
export async function newConfirmationCode(wireId: string, now: Date): Promise<{ code: string; stored: StoredCode }> {
  const code = String(randomInt(0, CODE_RANGE)).padStart(WIRE_CODE_LENGTH, '0');
  const mac = (await macOf(wireId, code)).toString('base64url');
  const expiresAt = new Date(now.getTime() + WIRE_CODE_VALID_MINUTES * 60_000).toISOString();
  return { code, stored: { mac, sentAt: now.toISOString(), expiresAt } };
}

/** Whether `code` is the wire's current code, compared in constant time. */
export async function codeMatches(wireId: string, storedMac: string, code: string): Promise<boolean> {
  const expected = Buffer.from(storedMac, 'base64url');
  const given = await macOf(wireId, code);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The moment a code sent at `sentAt` may be replaced by a new one. */
export const resendAvailableAt = (sentAt: string): string => new Date(Date.parse(sentAt) + WIRE_CODE_RESEND_SECONDS * 1000).toISOString();
