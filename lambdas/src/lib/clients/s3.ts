import { S3Client } from '@aws-sdk/client-s3';

let client: S3Client | undefined;

/** S3_FORCE_PATH_STYLE is for emulators without per-bucket host names; the SDK reads no variable for it. */
export function s3(): S3Client {
  client ??= new S3Client({ maxAttempts: 3, forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true' });
  return client;
}
