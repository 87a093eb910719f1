import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { ses } from '../lib/clients/ses';
import { env } from '../lib/env';
import { putSentMail } from './entities/sent-mail';

/*
 * Mail the bank sends: the only SES code of the functions, and the one place mail leaves the bank.
 * The domain composes a message (what it says, to whom); this sends it from the deployment's
 * address (MAIL_FROM) as plain UTF-8 text and, when the recipient is a test customer, keeps a copy
 * they read back by API (entities/sent-mail.ts) — the same code path in AWS and locally.
 */

/** Who a message goes to: their address, their user id, and whether a copy is kept for them. */
export interface MailRecipient {
  email: string;
  userId: string;
  /** Decided by domain/sandbox/mail-recipient.ts alone: true only for a test customer. */
  keepCopy: boolean;
}

export interface OutboundMail {
  to: MailRecipient;
  subject: string;
  text: string;
}

/** Sends one plain-text message, then keeps its copy if asked; throws when SES refuses it or cannot be reached. */
export async function sendMail(mail: OutboundMail): Promise<void> {
  await ses().send(
    new SendEmailCommand({
      FromEmailAddress: env.mailFrom(),
      Destination: { ToAddresses: [mail.to.email] },
      Content: { Simple: { Subject: { Data: mail.subject, Charset: 'UTF-8' }, Body: { Text: { Data: mail.text, Charset: 'UTF-8' } } } },
    }),
  );
  if (mail.to.keepCopy) await putSentMail(mail.to.userId, { subject: mail.subject, text: mail.text });
}
