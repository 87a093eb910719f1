import { AVATAR_MAX_BYTES, avatarMessages, isAvatarContentType, type AvatarContentType } from '@sandbank/shared';

export type AvatarFileCheck = { ok: true; contentType: AvatarContentType } | { ok: false; title: string; message: string };

/**
 * The browser's checks before anything is uploaded: an accepted picture format and at most 5 MB.
 * Only a first filter (a type comes from the file's name): the server checks the bytes themselves.
 */
export function checkAvatarFile(file: { type: string; size: number }): AvatarFileCheck {
  if (!isAvatarContentType(file.type)) return { ok: false, ...avatarMessages.invalidType };
  if (file.size > AVATAR_MAX_BYTES) return { ok: false, ...avatarMessages.tooLarge };
  if (file.size === 0) return { ok: false, ...avatarMessages.invalidType };
  return { ok: true, contentType: file.type };
}

/** The toast for a failed upload: the server's refusal of the picture in the same words as the browser's checks, else 'Upload failed'. */
export function uploadFailure(error: unknown): { title: string; message: string } {
  const message = error instanceof Error ? error.message : '';
  const refusal = [avatarMessages.invalidType, avatarMessages.tooLarge].find((known) => known.message === message);
  return refusal ?? { title: 'Upload failed', message: message || 'The picture could not be uploaded. Please try again.' };
}
