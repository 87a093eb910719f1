import { AVATAR_MAX_BYTES } from '@sandbank/shared/avatar';
import type { AvatarUploadBody, AvatarUploadTicket } from '@sandbank/shared/operations/profile';
import { newUploadKey, presignAvatarUpload } from '../../data/avatar-objects';
import type { Caller } from '../caller';

const UPLOAD_TICKET_SECONDS = 5 * 60;

/** What arrives is verified on confirmation (avatar.ts), not trusted because of this policy. */
export async function requestAvatarUpload(caller: Caller, body: AvatarUploadBody): Promise<AvatarUploadTicket> {
  const key = newUploadKey(caller.userId);
  const expiresAt = new Date(Date.now() + UPLOAD_TICKET_SECONDS * 1000).toISOString();
  const post = await presignAvatarUpload({ key, contentType: body.contentType, maxBytes: AVATAR_MAX_BYTES, expiresInSeconds: UPLOAD_TICKET_SECONDS });
  return { ...post, key, expiresAt };
}
