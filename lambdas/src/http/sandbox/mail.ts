import { sendMail, type SendMail } from '../../data/outbound-mail';
import type { Caller } from '../../domain/caller';
import { sendKeepingCopy } from '../../domain/sandbox/mail';

/**
 * The mail seam (data/outbound-mail.ts), for the handlers of the operations that mail the caller:
 * a test customer's mail is also kept in their sandbox mailbox (domain/sandbox/mail.ts); anyone
 * else's is only sent.
 */
export const mailOf = (caller: Caller): SendMail => (caller.isTestCustomer ? sendKeepingCopy : sendMail);
