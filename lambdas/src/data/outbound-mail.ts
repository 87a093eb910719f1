import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { ses } from '../lib/clients/ses';
import { env } from '../lib/env';

/*
 * The one place mail leaves the bank. The domain hands a composed message to the `SendMail` it was given, chosen
 * where its handler is composed (http/sandbox/mail.ts), so the toolkit's mailbox can keep a copy.
 */

export interface MailRecipient {
  email: string;
  userId: string;
}

export interface OutboundMail {
  to: MailRecipient;
  subject: string;
  text: string;
}

export type SendMail = (mail: OutboundMail) => Promise<void>;

export const sendMail: SendMail = async (mail) => {
  await ses().send(
    new SendEmailCommand({
      FromEmailAddress: env.mailFrom(),
      Destination: { ToAddresses: [mail.to.email] },
      Content: { Simple: { Subject: { Data: mail.subject, Charset: 'UTF-8' }, Body: { Text: { Data: mail.text, Charset: 'UTF-8' } } } },
    }),
  );
};
