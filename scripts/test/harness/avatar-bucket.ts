import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { testStack } from './stack-info';

let client: S3Client | undefined;

function avatarBucketClient(): S3Client {
  const { urls, lambdaEnv } = testStack();
  client ??= new S3Client({
    endpoint: urls.s3,
    region: lambdaEnv.AWS_REGION,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    credentials: { accessKeyId: lambdaEnv.AWS_ACCESS_KEY_ID ?? '', secretAccessKey: lambdaEnv.AWS_SECRET_ACCESS_KEY ?? '' },
  });
  return client;
}

/** Every key in the avatars bucket of the stack under test that starts with `prefix`: what tests check was kept or deleted. */
export async function avatarObjectKeys(prefix: string): Promise<string[]> {
  const { Contents = [] } = await avatarBucketClient().send(new ListObjectsV2Command({ Bucket: testStack().lambdaEnv.AVATAR_BUCKET, Prefix: prefix }));
  return Contents.flatMap((object) => (object.Key ? [object.Key] : []));
}

/**
 * Stores `bytes` at `key` with the stack's own credentials, past any upload policy: an object the
 * storage should never have let through, for tests of what the server checks by itself.
 */
export async function putAvatarObject(key: string, bytes: Uint8Array): Promise<void> {
  await avatarBucketClient().send(new PutObjectCommand({ Bucket: testStack().lambdaEnv.AVATAR_BUCKET, Key: key, Body: bytes }));
}

/** Everything stored for one user: their unconfirmed uploads and their pictures. */
export const avatarObjectsOfUser = async (userId: string): Promise<string[]> => [
  ...(await avatarObjectKeys(`uploads/${userId}/`)),
  ...(await avatarObjectKeys(`avatars/${userId}/`)),
];

/** A sample picture (or a file posing as one) of lambdas/test/fixtures/avatars. */
export const avatarFixturePath = (name: string): string => new URL(`../../../lambdas/test/fixtures/avatars/${name}`, import.meta.url).pathname;
