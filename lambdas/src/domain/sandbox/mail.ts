import type { SandboxMail } from '@sandbank/shared/operations/sandbox';
import { sentMailOf } from '../../data/entities/sent-mail';
import type { Caller } from '../caller';

/** A code as the bank mails it: six digits standing alone (a wire's confirmation code). */
const CODE = /\b\d{6}\b/g;

/** The 6-digit codes in a message's text, in the order they appear. */
export const codesIn = (text: string): string[] => text.match(CODE) ?? [];

/** What the bank mailed the caller in the last 24 hours, newest first: only their own partition is read. */
export async function listMySandboxMail(caller: Caller, page: { cursor?: string; limit: number }): Promise<{ items: SandboxMail[]; nextCursor: string | null }> {
  const found = await sentMailOf(caller.userId, page);
  return { items: found.items.map((mail) => ({ ...mail, codes: codesIn(mail.text) })), nextCursor: found.nextCursor };
}
