import type { MailRecipient } from '../../data/outbound-mail';
import type { Caller } from '../caller';

/**
 * The caller as the recipient of a message the bank mails them (a wire's code). The one rule of
 * which mail is kept: a copy is kept only for a test customer, who reads it back by API
 * (listMySandboxMail) so that a test can follow a wire to its end. A normal customer's mail is
 * never kept: the code in it is what protects their wire from someone holding a stolen session,
 * and a copy readable with that session would hand them the code as well.
 */
export const callerAsRecipient = (caller: Caller, email: string): MailRecipient => ({
  email,
  userId: caller.userId,
  keepCopy: caller.isTestCustomer,
});
