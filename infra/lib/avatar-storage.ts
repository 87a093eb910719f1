/*
 * The avatars bucket's rules that the CDK stack (constructs/storage.ts) and the local stack's S3
 * emulator (scripts/local/emulators/s3.ts) both apply, declared once. Plain data, no CDK.
 */

/**
 * What a page may do across origins: only the site's own origin, only the presigned POST of an
 * upload (a `multipart/form-data` POST without custom headers, so it sends no preflight and needs no
 * allowed header). Pictures are shown with `<img>`, which needs no CORS, so no GET is allowed.
 */
export const avatarUploadCors = { methods: ['POST'], maxAgeSeconds: 3000 } as const;

/** Where browsers upload (lambdas/src/data/avatar-objects.ts); whatever is not confirmed within a day is deleted. */
export const avatarUploadsPrefix = 'uploads/';
export const unconfirmedUploadLifetimeDays = 1;
