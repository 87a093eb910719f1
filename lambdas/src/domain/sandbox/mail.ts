import type { SandboxMail } from '@sandbank/shared/operations/sandbox';
import { sendMail, type SendMail } from '../../data/outbound-mail';
import { putSentMail, sentMailOf } from '../../data/entities/sandbox/sent-mail';
import type { Caller } from '../caller';

/** A code as the bank mails it: six digits standing alone (a wire's confirmation code). */
const CODE = /\b\d{6}\b/g;

/** The 6-digit codes in a message's text, in the order they appear. */
export const codesIn = (text: string): string[] => text.match(CODE) ?? [];

/**
 * The sandbox mailbox: a message is sent as the bank sends any, then a copy is kept that its
 * recipient reads back by API (listMySandboxMail), so that a test can follow a wire to its end.
 * Only a test customer's mail goes through it (http/sandbox/mail.ts). A normal customer's mail
 * is never kept: the code in it is what protects their wire from someone holding a stolen session,
 * and a copy readable with that session would hand them the code as well.
 */
export const sendKeepingCopy: SendMail = async (mail) => {
  await sendMail(mail);
  await putSentMail(mail.to.userId, { subject: mail.subject, text: mail.text });
};

/** What the bank mailed the caller in the last 24 hours, newest first: only their own partition is read. */
export async function listMySandboxMail(caller: Caller, page: { cursor?: string; limit: number }): Promise<{ items: SandboxMail[]; nextCursor: string | null }> {
  const found = await sentMailOf(caller.userId, page);
  return { items: found.items.map((mail) => ({ ...mail, codes: codesIn(mail.text) })), nextCursor: found.nextCursor };
}
