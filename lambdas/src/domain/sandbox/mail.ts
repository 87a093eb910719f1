import type { SandboxMail } from '@sandbank/shared/operations/sandbox';
import { sendMail, type SendMail } from '../../data/outbound-mail';
import { putSentMail, sentMailOf } from '../../data/entities/sandbox/sent-mail';
import type { Caller } from '../caller';

const CODE = /\b\d{6}\b/g;

export const codesIn = (text: string): string[] => text.match(CODE) ?? [];

/**
 * Only a test customer's mail goes through it (http/sandbox/mail.ts): the code in a normal customer's mail
 * protects their wire from someone holding a stolen session, and a copy readable with that session would hand
 * them the code as well.
 */
export const sendKeepingCopy: SendMail = async (mail) => {
  await sendMail(mail);
  await putSentMail(mail.to.userId, { subject: mail.subject, text: mail.text });
};

export async function listMySandboxMail(caller: Caller, page: { cursor?: string; limit: number }): Promise<{ items: SandboxMail[]; nextCursor: string | null }> {
  const found = await sentMailOf(caller.userId, page);
  return { items: found.items.map((mail) => ({ ...mail, codes: codesIn(mail.text) })), nextCursor: found.nextCursor };
}
