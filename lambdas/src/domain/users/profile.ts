import { notFound, type Profile, type UpdateProfileBody } from '@sandbank/shared';
import { createProfile, getProfile, updateProfile, type ProfileRecord } from '../../data/profile-repository';
import { getDirectoryUser } from '../../data/user-directory';
import type { Caller } from '../../lib/auth';

/**
 * The caller's profile, created on their first request from what the user pool knows about
 * them. Concurrent first requests are safe: the create is conditional and the loser re-reads.
 */
export async function ensureProfile(caller: Caller): Promise<ProfileRecord> {
  const existing = await getProfile(caller.userId);
  if (existing) return existing;
  const directoryUser = await getDirectoryUser(caller.username);
  if (!directoryUser) throw notFound('User not found');
  const profile: ProfileRecord = {
    userId: caller.userId,
    email: directoryUser.email,
    firstName: directoryUser.firstName,
    lastName: directoryUser.lastName,
    phone: null,
    address: null,
    avatarKey: null,
    createdAt: new Date().toISOString(),
  };
  if (await createProfile(profile)) return profile;
  const created = await getProfile(caller.userId);
  if (!created) throw new Error('Profile vanished after a concurrent create');
  return created;
}

export function toProfileView(profile: ProfileRecord, caller: Caller): Profile {
  return {
    userId: profile.userId,
    email: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone,
    address: profile.address,
    avatarUrl: null,
    isAdmin: caller.isAdmin,
    createdAt: profile.createdAt,
  };
}

export async function getMyProfile(caller: Caller): Promise<Profile> {
  return toProfileView(await ensureProfile(caller), caller);
}

export async function updateMyProfile(caller: Caller, changes: UpdateProfileBody): Promise<Profile> {
  await ensureProfile(caller);
  return toProfileView(await updateProfile(caller.userId, changes), caller);
}
