import type { Context, Message, MessageSender, User } from './cognito-local';

/*
 * A user pool emails its codes (sign-up, a forgotten password) itself; cognito-local only logs them
 * on its console. Here each code is also mailed, through the SES emulator, to the local mailbox
 * where every other mail of the bank lands, worded as the deployed pool's verification message
 * (infra/lib/constructs/auth.ts). The console line stays: `npm start` prints it for the terminal.
 */

/** Cognito's own sender when a pool sends through Cognito rather than a configured SES identity, as the deployed pool does. */
export const CODE_MAIL_FROM = 'no-reply@verificationemail.com';

export const codeMailSubject = (brandName: string) => `Your ${brandName} confirmation code`;
export const codeMailText = (brandName: string, code: string) =>
  `Your ${brandName} confirmation code is ${code}. ${brandName} is a sandbox bank: no real money.`;

/** SES v2 SendEmail as the SDK sends it; the emulator checks only that an AWS authorization is present. */
async function sendThroughSes(sesUrl: string, to: string, subject: string, text: string): Promise<void> {
  const response = await fetch(`${sesUrl}/v2/email/outbound-emails`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'AWS4-HMAC-SHA256 Credential=local/cognito' },
    body: JSON.stringify({
      FromEmailAddress: CODE_MAIL_FROM,
      Destination: { ToAddresses: [to] },
      Content: { Simple: { Subject: { Data: subject }, Body: { Text: { Data: text } } } },
    }),
  });
  if (!response.ok) throw new Error(`the SES emulator answered HTTP ${response.status}: ${await response.text()}`);
}

/** Delivers by email to the local mailbox as well as to `logged` (cognito-local's console sender); text messages only to `logged`. */
export function mailingCodes(logged: MessageSender, mailbox: { sesUrl: string; brandName: string }): MessageSender {
  return {
    async sendEmail(ctx: Context, user: User, destination: string, message: Message) {
      await logged.sendEmail(ctx, user, destination, message);
      if (!message.__code) return;
      try {
        await sendThroughSes(mailbox.sesUrl, destination, codeMailSubject(mailbox.brandName), codeMailText(mailbox.brandName, message.__code));
      } catch (error) {
        // The code is on the console still; a sign-up must not fail because the mailbox did.
        ctx.logger.error(`Mailing the code for ${destination} to the local mailbox failed: ${(error as Error).message}`);
      }
    },
    sendSms: (ctx: Context, user: User, destination: string, message: Message) => logged.sendSms(ctx, user, destination, message),
  };
}
