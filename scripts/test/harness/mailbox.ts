import { CODE_MAIL_FROM } from '../../local/emulators/cognito';
import { readSentEmails, type StoredEmail } from '../../local/emulators/ses';

/*
 * The local mailbox as a customer reads it: the SES emulator's store (GET /store), never a side
 * door in the API. Tests and browser journeys take wire confirmation codes, and the user pool's
 * sign-up and password reset codes, from here, exactly as a person would take them from the email.
 */

/** How a wire confirmation email states its code and its request (lambdas/src/domain/wires/code-email.ts). */
const CODE_LINE = /confirmation code:\s*(\d{6})\b/i;
const REFERENCE_LINE = /^Reference:\s*([0-9A-HJKMNP-TV-Z]{26})\b/m;

export interface MailboxQuery {
  /** Only mail sent at or after this moment (epoch milliseconds, counted in whole seconds as the emulator keeps them); default: all of it. */
  sinceMs?: number;
  /** Only the confirmation of this wire request (its id). */
  wireId?: string;
}

const textOf = (email: StoredEmail) => email.body.text ?? email.body.html ?? '';
const isTo = (email: StoredEmail, address: string) =>
  [...email.destination.to, ...email.destination.cc, ...email.destination.bcc].some((to) => to.toLowerCase().includes(address.toLowerCase()));

/** Every wire confirmation mailed to `address`, oldest first, with its code and the wire it confirms. */
export async function wireCodeEmails(sesUrl: string, address: string, query: MailboxQuery = {}) {
  const emails = await readSentEmails(sesUrl, query.sinceMs === undefined ? 0 : Math.floor(query.sinceMs / 1000));
  return emails
    .filter((email) => isTo(email, address))
    .map((email) => ({ email, code: CODE_LINE.exec(textOf(email))?.[1], wireId: REFERENCE_LINE.exec(textOf(email))?.[1] }))
    .filter((found): found is { email: StoredEmail; code: string; wireId: string | undefined } => found.code !== undefined)
    .filter((found) => query.wireId === undefined || found.wireId === query.wireId);
}

/** The newest wire confirmation code mailed to `address` (for one wire when `wireId` is given), or null. */
export async function latestWireCode(sesUrl: string, address: string, query: MailboxQuery = {}): Promise<string | null> {
  const found = await wireCodeEmails(sesUrl, address, query);
  return found.at(-1)?.code ?? null;
}

/**
 * Waits for a wire confirmation code to arrive (mail is sent right after the request is stored,
 * so it may land a moment after the API answered). `notCode`: a code already seen, to wait for
 * the next one after a resend.
 */
export async function waitForWireCode(
  sesUrl: string,
  address: string,
  query: MailboxQuery & { notCode?: string; timeoutMs?: number } = {},
): Promise<string> {
  const deadline = Date.now() + (query.timeoutMs ?? 10_000);
  for (;;) {
    const code = await latestWireCode(sesUrl, address, query);
    if (code !== null && code !== query.notCode) return code;
    if (Date.now() > deadline) throw new Error(`No wire confirmation code reached ${address} in time`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** How the user pool's code emails state the code (scripts/local/emulators/cognito/code-mail.ts). */
const POOL_CODE_LINE = /confirmation code is (\d{6})\b/i;

/**
 * Waits for a code the user pool mails (signing up, a forgotten password) to reach `address` at or
 * after `sinceMs`, and returns the newest.
 */
export async function waitForPoolCode(sesUrl: string, address: string, query: { sinceMs?: number; timeoutMs?: number } = {}): Promise<string> {
  const deadline = Date.now() + (query.timeoutMs ?? 10_000);
  for (;;) {
    const emails = await readSentEmails(sesUrl, query.sinceMs === undefined ? 0 : Math.floor(query.sinceMs / 1000));
    const code = emails
      .filter((email) => email.from.includes(CODE_MAIL_FROM) && isTo(email, address))
      .map((email) => POOL_CODE_LINE.exec(textOf(email))?.[1])
      .filter((found) => found !== undefined)
      .at(-1);
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`No code from the user pool reached ${address} in time`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
