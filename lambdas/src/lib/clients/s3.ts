import { S3Client } from '@aws-sdk/client-s3';

let client: S3Client | undefined;

/**
 * The S3 client of this execution environment, created on first use; its endpoint comes from
 * AWS_ENDPOINT_URL / AWS_ENDPOINT_URL_S3. S3_FORCE_PATH_STYLE=true addresses buckets in the path,
 * as emulators without per-bucket host names need (the SDK reads no variable for it).
 */
export function s3(): S3Client {
  client ??= new S3Client({ maxAttempts: 3, forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true' });
  return client;
}
