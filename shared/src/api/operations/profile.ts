import * as z from 'zod/mini';
import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES } from '../../avatar';
import { IsoDateTime, optionalText, optionalTextField, requiredName } from '../../schemas/common';
import { defineOperations, type RouteThrottle } from '../operation';

export const Profile = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  address: z.nullable(z.string()),
  avatarUrl: z.nullable(z.string()),
  isAdmin: z.boolean(),
  createdAt: IsoDateTime,
});
export type Profile = z.infer<typeof Profile>;

/** A phone number as people write it: digits with spaces, dashes, dots, brackets and a leading +; blank → null. */
const optionalPhone = z._default(
  z.optional(
    z.pipe(
      optionalText(30),
      z.nullable(z.string().check(z.regex(/^\+?[0-9 ().-]{5,30}$/, 'Enter a valid phone number'), z.refine((value) => (value.match(/[0-9]/g) ?? []).length >= 5, 'Enter a valid phone number'))),
    ),
  ),
  null,
);

export const UpdateProfileBody = z.strictObject({
  firstName: requiredName('First name'),
  lastName: requiredName('Last name'),
  phone: optionalPhone,
  address: optionalTextField(200),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;

/** What the browser is about to upload: checked against the same rules as the file it picked. */
export const AvatarUploadBody = z.strictObject({
  contentType: z.enum(AVATAR_CONTENT_TYPES, 'Please select an image file'),
  sizeBytes: z.int().check(z.minimum(1, 'The file is empty'), z.maximum(AVATAR_MAX_BYTES, 'Please select an image smaller than 5MB')),
});
export type AvatarUploadBody = z.infer<typeof AvatarUploadBody>;

/**
 * A presigned POST: send every entry of `fields`, then the file as the form field `file`, as
 * `multipart/form-data` to `url`, before `expiresAt`; then confirm `key`.
 */
export const AvatarUploadTicket = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  key: z.string(),
  expiresAt: IsoDateTime,
});
export type AvatarUploadTicket = z.infer<typeof AvatarUploadTicket>;

/** The key of an uploaded picture, as the upload ticket named it: `uploads/{userId}/{uploadId}`. */
export const AvatarKey = z.string().check(z.maxLength(200), z.regex(/^uploads\/[A-Za-z0-9-]{1,64}\/[A-Za-z0-9]{1,64}$/, 'Invalid upload key'));
export const ConfirmAvatarBody = z.strictObject({ key: AvatarKey });
export type ConfirmAvatarBody = z.infer<typeof ConfirmAvatarBody>;

// Each upload ticket and confirmation writes to S3: a limit of their own keeps abuse from filling the bucket.
const avatarThrottle: RouteThrottle = { rateLimit: 10, burstLimit: 20 };

/** The caller's own profile. */
export const profileOperations = defineOperations({
  getMe: {
    method: 'GET',
    path: '/api/me',
    access: 'customer',
    summary: "The caller's profile",
    response: Profile,
  },
  updateMe: {
    method: 'PUT',
    path: '/api/me',
    access: 'customer',
    summary: "Update the caller's name, phone and address",
    body: UpdateProfileBody,
    response: Profile,
  },
  requestAvatarUpload: {
    method: 'POST',
    path: '/api/me/avatar/upload-url',
    access: 'customer',
    summary: 'A presigned POST for uploading a new profile picture straight to storage',
    body: AvatarUploadBody,
    response: AvatarUploadTicket,
    throttle: avatarThrottle,
  },
  confirmAvatar: {
    method: 'POST',
    path: '/api/me/avatar',
    access: 'customer',
    summary: 'Make an uploaded picture the profile picture, once its size and content are verified',
    body: ConfirmAvatarBody,
    response: Profile,
    throttle: avatarThrottle,
  },
  removeAvatar: {
    method: 'DELETE',
    path: '/api/me/avatar',
    access: 'customer',
    summary: 'Remove the profile picture',
    response: Profile,
  },
});
