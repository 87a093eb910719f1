import { notFound, unavailable } from '@sandbank/shared/errors';
import type { Profile } from '@sandbank/shared/operations/profile';
import { putEvent } from '../../data/entities/event';
import { changeOfProfile, profileOfUser, type CustomerProfileChange, type ProfileRecord } from '../../data/entities/profile';
import { TransactionRejected, transactWrite } from '../../data/transact';
import type { Caller } from '../caller';
import { toProfileView } from './profile-view';

const ATTEMPTS = 3;

const differences = (profile: ProfileRecord, change: CustomerProfileChange): CustomerProfileChange =>
  Object.fromEntries(Object.entries(change).filter(([name, value]) => value !== undefined && profile[name as keyof ProfileRecord] !== value));

/** Written over the profile it read, so when another change came first it reads again. */
export async function changeMyProfile(caller: Caller, change: CustomerProfileChange): Promise<{ before: ProfileRecord; after: ProfileRecord; view: Profile }> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const before = await profileOfUser(caller.userId);
    if (!before) throw notFound('User not found');
    const changed = differences(before, change);
    const after = { ...before, ...changed };
    const view = await toProfileView(after, caller);
    if (Object.keys(changed).length === 0) return { before, after, view };
    try {
      await transactWrite([changeOfProfile(before, changed), putEvent(caller.userId, 'profile.updated', view)]);
      return { before, after: { ...after, revision: (before.revision ?? 0) + 1 }, view };
    } catch (error) {
      if (!(error instanceof TransactionRejected)) throw error;
    }
  }
  throw unavailable();
}
