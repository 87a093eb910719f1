import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { ses } from '../lib/clients/ses';
import { env } from '../lib/env';

/*
 * Mail the bank sends: the only SES code of the functions, and the one place mail leaves the bank.
 * The domain composes a message (what it says, to whom) and hands it to the `SendMail` it was
 * given; the bank's is `sendMail`, which sends it from the deployment's address (MAIL_FROM) as
 * plain UTF-8 text. Which one a caller's mail goes through is chosen where its handler is composed
 * (http/sandbox/mail.ts): the tester's toolkit's also keeps a copy (domain/sandbox/mail.ts).
 */

/** Who a message goes to: their address, and their user id. */
export interface MailRecipient {
  email: string;
  userId: string;
}

export interface OutboundMail {
  to: MailRecipient;
  subject: string;
  text: string;
}

/** How a message leaves the bank; throws when it could not. */
export type SendMail = (mail: OutboundMail) => Promise<void>;

/** Sends one plain-text message; throws when SES refuses it or cannot be reached. */
export const sendMail: SendMail = async (mail) => {
  await ses().send(
    new SendEmailCommand({
      FromEmailAddress: env.mailFrom(),
      Destination: { ToAddresses: [mail.to.email] },
      Content: { Simple: { Subject: { Data: mail.subject, Charset: 'UTF-8' }, Body: { Text: { Data: mail.text, Charset: 'UTF-8' } } } },
    }),
  );
};
