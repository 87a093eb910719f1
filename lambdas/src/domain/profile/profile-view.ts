import type { Profile } from '@sandbank/shared/operations/profile';
import { avatarUrlOf } from '../../data/avatar-objects';
import type { ProfileRecord } from '../../data/entities/profile';
import type { Caller } from '../caller';

/** The profile as the caller sees it: the stored picture becomes a short-lived URL. */
export async function toProfileView(profile: ProfileRecord, caller: Caller): Promise<Profile> {
  return {
    userId: profile.userId,
    email: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone,
    address: profile.address,
    avatarUrl: await avatarUrlOf(profile.avatarKey),
    isAdmin: caller.isAdmin,
    createdAt: profile.createdAt,
  };
}
