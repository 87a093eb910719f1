import { AVATAR_MAX_BYTES, avatarMessages } from '@sandbank/shared/avatar';
import { invalidInput, notFound } from '@sandbank/shared/errors';
import type { Profile } from '@sandbank/shared/operations/profile';
import { avatarKeyOf, deleteAvatarObject, isUploadKeyOf, putAvatar, readUpload } from '../../data/avatar-objects';
import { logger } from '../../lib/logger';
import type { Caller } from '../caller';
import { onboard } from '../onboarding/onboarding';
import { imageTypeOf } from './image-signature';
import { changeMyProfile } from './profile-change';

/* Nothing relies on the presigned POST's policy being enforced (the local S3 emulator ignores it): size and content are checked on the bytes. */

async function refuse(key: string, refusal: { message: string }): Promise<never> {
  await deleteAvatarObject(key);
  throw invalidInput(refusal.message, { key: refusal.message });
}

/** The verified bytes are stored under a key browsers cannot write to. */
export async function confirmAvatar(caller: Caller, uploadKey: string): Promise<Profile> {
  // Someone else's key is answered like a missing one: nothing tells whether it exists.
  if (!isUploadKeyOf(caller.userId, uploadKey)) throw notFound('Upload not found');
  const upload = await readUpload(uploadKey, AVATAR_MAX_BYTES);
  if (!upload) throw notFound('Upload not found');
  if (upload.sizeBytes > AVATAR_MAX_BYTES) return refuse(uploadKey, avatarMessages.tooLarge);
  const contentType = imageTypeOf(upload.bytes);
  if (contentType === null) return refuse(uploadKey, avatarMessages.invalidType);

  await onboard(caller);
  const avatarKey = avatarKeyOf(uploadKey);
  await putAvatar(avatarKey, upload.bytes, contentType);
  await deleteAvatarObject(uploadKey);
  const { before, view } = await changeMyProfile(caller, { avatarKey });
  if (before.avatarKey !== null && before.avatarKey !== avatarKey) await deletePrevious(before.avatarKey);
  return view;
}

/** The profile first, so a failure never leaves it pointing at nothing. */
export async function removeAvatar(caller: Caller): Promise<Profile> {
  await onboard(caller);
  const { before, view } = await changeMyProfile(caller, { avatarKey: null });
  if (before.avatarKey !== null) await deletePrevious(before.avatarKey);
  return view;
}

/** The profile no longer points at it, so a failure only leaves an unreachable object behind. */
async function deletePrevious(key: string): Promise<void> {
  try {
    await deleteAvatarObject(key);
  } catch (error) {
    logger.warn('Could not delete a replaced profile picture', { key, error });
  }
}
