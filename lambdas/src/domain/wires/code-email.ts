import { formatCents } from '@sandbank/shared/money';
import { WIRE_CODE_VALID_MINUTES } from '@sandbank/shared/schemas/wire';
import type { MailRecipient, SendMail } from '../../data/outbound-mail';
import { env } from '../../lib/env';

export interface CodeEmail {
  to: MailRecipient;
  wireId: string;
  code: string;
  amountCents: number;
  recipientName: string;
  recipientBank: string;
  expiresAt: string;
}

const expiryText = (iso: string) =>
  `${new Date(iso).toLocaleString('en-US', { timeZone: 'UTC', dateStyle: 'long', timeStyle: 'short' })} UTC`;

/** The app's code step of a wire (the web app's `/wire-transfer/:wireId/confirm`). */
export const confirmPageUrl = (siteUrl: string, wireId: string) => `${siteUrl}/wire-transfer/${encodeURIComponent(wireId)}/confirm`;

/**
 * The confirmation email: the code, what it confirms (amount and recipient), the link to the
 * bank's own page where it is entered, when it lapses, and what to do if the customer did not ask
 * for it. Nothing in it asks for anything but the code on that page: the only code a wire ever
 * needs, and no payment of any kind. The "Confirmation code:" and "Reference:" lines are how the
 * local mailbox reader finds them (scripts/test/harness/mailbox.ts).
 */
export function codeEmailText(email: Omit<CodeEmail, 'to'>, site: { brand: string; siteUrl: string }): { subject: string; text: string } {
  const { brand } = site;
  const amount = formatCents(email.amountCents);
  return {
    subject: `${brand}: your wire transfer confirmation code`,
    text: [
      `Confirm your wire transfer of ${amount} to ${email.recipientName} (${email.recipientBank}).`,
      '',
      `Confirmation code: ${email.code}`,
      '',
      `Enter it on the confirmation page in ${brand} before ${expiryText(email.expiresAt)} (it is valid for ${WIRE_CODE_VALID_MINUTES} minutes):`,
      confirmPageUrl(site.siteUrl, email.wireId),
      '',
      'This is the only code your transfer needs. After you confirm, the transfer is reviewed by the bank before it is sent.',
      '',
      'If you did not ask for this transfer, do not enter the code: without it nothing happens, and the request lapses on its own.',
      '',
      `Reference: ${email.wireId}`,
      `${brand} is a sandbox bank: no real money moves.`,
    ].join('\n'),
  };
}

/** Sends the confirmation email to the customer through `send` (the caller's, data/outbound-mail.ts). */
export async function sendCodeEmail(email: CodeEmail, send: SendMail): Promise<void> {
  await send({ to: email.to, ...codeEmailText(email, { brand: env.brandName(), siteUrl: env.siteUrl() }) });
}
