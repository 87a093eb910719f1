import { accountsOfUser } from '../../data/entities/account';
import { profileByEmail } from '../../data/entities/profile';
import { StableFacts } from '../../lib/stable-facts';

/** Where money sent to an email goes: its owner and their primary checking account. */
export interface Recipient {
  userId: string;
  email: string;
  accountId: string;
}

const recipients = new StableFacts<Recipient>();

/**
 * The customer money sent to this email reaches, or null. Only a customer who opened their
 * accounts can receive: someone who signed up but never used the bank is answered exactly like
 * an email nobody has, and nothing of theirs is opened by another customer's request.
 */
export function recipientByEmail(email: string): Promise<Recipient | null> {
  return recipients.get(email, async () => {
    const profile = await profileByEmail(email);
    if (!profile) return null;
    const checking = (await accountsOfUser(profile.userId)).find((account) => account.type === 'checking');
    return checking ? { userId: profile.userId, email: profile.email, accountId: checking.id } : null;
  });
}
