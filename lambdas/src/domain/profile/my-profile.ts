import { notFound } from '@sandbank/shared/errors';
import type { Profile, UpdateProfileBody } from '@sandbank/shared/operations/profile';
import { profileOfUser } from '../../data/entities/profile';
import type { Caller } from '../caller';
import { onboard } from '../onboarding/onboarding';
import { changeMyProfile } from './profile-change';
import { toProfileView } from './profile-view';

/** Their first request makes them a customer. */
export async function getMyProfile(caller: Caller): Promise<Profile> {
  await onboard(caller);
  const profile = await profileOfUser(caller.userId);
  if (!profile) throw notFound('User not found');
  return toProfileView(profile, caller);
}

export async function updateMyProfile(caller: Caller, changes: UpdateProfileBody): Promise<Profile> {
  await onboard(caller);
  const { firstName, lastName, phone, address } = changes;
  return (await changeMyProfile(caller, { firstName, lastName, phone, address })).view;
}
