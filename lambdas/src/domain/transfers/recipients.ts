import { ADMIN_GROUP } from '@sandbank/shared/operation';
import { accountsOfUser } from '../../data/entities/account';
import { profileByEmail } from '../../data/entities/profile';
import { directoryStanding } from '../../data/user-directory';
import { StableFacts } from '../../lib/stable-facts';
import { islandOfHolder, type Island } from '../ledger/islands';

export interface Recipient {
  userId: string;
  email: string;
  accountId: string;
  /** Money reaches them only from their own island. */
  island: Island | null;
}

/** Who holds an email and where their money goes never changes once they opened their accounts. */
const recipients = new StableFacts<Recipient>();

/** An operator may disable a customer or make them an administrator, so each instance asks the pool again after a minute at most. */
const STANDING_MAX_AGE_MS = 60_000;
const receivers = new StableFacts<true>(5_000, STANDING_MAX_AGE_MS);

/** Only a customer who can use the bank receives: enabled, confirmed, and not an administrator. */
async function mayReceive(userId: string): Promise<true | null> {
  const standing = await directoryStanding(userId);
  const allowed = standing !== null && standing.enabled && standing.status !== 'UNCONFIRMED' && !standing.groups.includes(ADMIN_GROUP);
  return allowed ? true : null;
}

/** Every email that cannot receive is answered the same way, so the caller learns nothing about why. */
export async function recipientByEmail(email: string): Promise<Recipient | null> {
  const recipient = await recipients.get(email, async () => {
    const profile = await profileByEmail(email);
    if (!profile) return null;
    const checking = (await accountsOfUser(profile.userId)).find((account) => account.type === 'checking');
    return checking ? { userId: profile.userId, email: profile.email, accountId: checking.id, island: islandOfHolder(profile) } : null;
  });
  if (!recipient) return null;
  return (await receivers.get(recipient.userId, () => mayReceive(recipient.userId))) ? recipient : null;
}
