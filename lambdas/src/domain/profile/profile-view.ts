import type { Profile } from '@sandbank/shared/operations/profile';
import { avatarUrlOf } from '../../data/avatar-objects';
import type { ProfileRecord } from '../../data/entities/profile';
import type { Caller } from '../caller';

/** The stored picture becomes a short-lived URL. */
export async function publishedProfile(profile: ProfileRecord): Promise<Omit<Profile, 'isAdmin'>> {
  return {
    userId: profile.userId,
    email: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone,
    address: profile.address,
    avatarUrl: await avatarUrlOf(profile.avatarKey),
    createdAt: profile.createdAt,
  };
}

export async function toProfileView(profile: ProfileRecord, caller: Caller): Promise<Profile> {
  return { ...(await publishedProfile(profile)), isAdmin: caller.isAdmin };
}
