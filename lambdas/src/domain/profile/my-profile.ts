import { notFound, type Profile, type UpdateProfileBody } from '@sandbank/shared';
import {
  createProfile,
  findProfileByEmail,
  getProfile,
  updateProfile,
  type ProfileRecord,
} from '../../data/profile-repository';
import { findDirectoryUserByEmail, getDirectoryUser, type DirectoryUser } from '../../data/user-directory';
import type { Caller } from '../../lib/auth';

/**
 * The caller's profile, created on their first request from what the user pool knows about
 * them. Concurrent first requests are safe: the create is conditional and the loser re-reads.
 */
export async function ensureProfile(caller: Pick<Caller, 'userId' | 'username'>): Promise<ProfileRecord> {
  const existing = await getProfile(caller.userId);
  if (existing) return existing;
  const directoryUser = await getDirectoryUser(caller.username);
  if (!directoryUser) throw notFound('User not found');
  return createProfileFor(directoryUser);
}

/** Creates the profile of a user the pool knows, unless a concurrent request just did. */
async function createProfileFor(directoryUser: DirectoryUser): Promise<ProfileRecord> {
  const profile: ProfileRecord = {
    userId: directoryUser.userId,
    email: directoryUser.email,
    firstName: directoryUser.firstName,
    lastName: directoryUser.lastName,
    phone: null,
    address: null,
    avatarKey: null,
    createdAt: new Date().toISOString(),
  };
  if (await createProfile(profile)) return profile;
  const created = await getProfile(directoryUser.userId);
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

/**
 * The customer with this email: from their profile, or — for someone who signed up but never
 * used the bank — from the user pool, creating their profile on the way.
 */
export async function findCustomerByEmail(email: string): Promise<ProfileRecord | null> {
  const profile = await findProfileByEmail(email);
  if (profile) return profile;
  const directoryUser = await findDirectoryUserByEmail(email);
  return directoryUser ? createProfileFor(directoryUser) : null;
}
