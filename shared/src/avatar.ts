/*
 * The profile picture's rules, shared by the browser's checks, the upload policy and the server's
 * verification of what actually arrived.
 */

/** The largest picture accepted: 5 MB. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** The image formats accepted, by MIME type. SVG is not among them: it can carry script. */
export const AVATAR_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type AvatarContentType = (typeof AVATAR_CONTENT_TYPES)[number];

export const isAvatarContentType = (value: string): value is AvatarContentType => AVATAR_CONTENT_TYPES.some((type) => type === value);

/** The messages of a refused picture, in the browser and in the server's 400 answer alike. */
export const avatarMessages = {
  invalidType: { title: 'Invalid file type', message: 'Please select an image file' },
  tooLarge: { title: 'File too large', message: 'Please select an image smaller than 5MB' },
} as const;
