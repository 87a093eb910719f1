import { sendMail, type SendMail } from '../../data/outbound-mail';
import type { Caller } from '../../domain/caller';
import { asFiled, type Outcomes } from '../../domain/outcomes';
import { sendKeepingCopy } from '../../domain/sandbox/mail';

/*
 * Where the tester's toolkit plugs into the bank's use cases: each handler's input carries the
 * caller's outcomes (domain/outcomes.ts) and mail (data/outbound-mail.ts), chosen here and
 * nowhere else. A test customer gets the toolkit's; everyone else the bank's.
 */

/** The toolkit's outcomes, loaded by a test customer's request only: the back office's decisions stay out of every other cold start. */
const loadMagicValues = async (): Promise<Outcomes> => (await import('../../domain/sandbox/magic-values')).magicValues;
const magicValues: Outcomes = {
  checkDeposited: async (...request) => (await loadMagicValues()).checkDeposited(...request),
  wireConfirmed: async (...request) => (await loadMagicValues()).wireConfirmed(...request),
  lockerItemAdded: async (...request) => (await loadMagicValues()).lockerItemAdded(...request),
};

/** What happens to the caller's requests once filed: a test customer's magic values are decided at once. */
export const outcomesOf = (caller: Caller | null): Outcomes => (caller?.isTestCustomer ? magicValues : asFiled);

/** How the caller's mail leaves the bank: a test customer's is also kept in their sandbox mailbox. */
export const mailOf = (caller: Caller | null): SendMail => (caller?.isTestCustomer ? sendKeepingCopy : sendMail);
