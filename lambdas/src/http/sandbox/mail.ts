import { sendMail, type SendMail } from '../../data/outbound-mail';
import type { Caller } from '../../domain/caller';
import { sendKeepingCopy } from '../../domain/sandbox/mail';

/** A test customer's mail is also kept in their sandbox mailbox; anyone else's is only sent. */
export const mailOf = (caller: Caller): SendMail => (caller.isTestCustomer ? sendKeepingCopy : sendMail);
