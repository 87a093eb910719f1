import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { ses } from '../lib/clients/ses';
import { env } from '../lib/env';

/*
 * Mail the bank sends: the only SES code of the functions. The domain composes a message (what it
 * says, to whom); this sends it from the deployment's address (MAIL_FROM) as plain UTF-8 text.
 */

export interface OutboundMail {
  to: string;
  subject: string;
  text: string;
}

/** Sends one plain-text message; throws when SES refuses it or cannot be reached. */
export async function sendMail(mail: OutboundMail): Promise<void> {
  await ses().send(
    new SendEmailCommand({
      FromEmailAddress: env.mailFrom(),
      Destination: { ToAddresses: [mail.to] },
      Content: { Simple: { Subject: { Data: mail.subject, Charset: 'UTF-8' }, Body: { Text: { Data: mail.text, Charset: 'UTF-8' } } } },
    }),
  );
}
