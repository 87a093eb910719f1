import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { inject } from 'vitest';
import type {} from './stack-info';

let client: S3Client | undefined;

/** Every key in the avatars bucket of the stack under test that starts with `prefix`: what tests check was kept or deleted. */
export async function avatarObjectKeys(prefix: string): Promise<string[]> {
  const { urls, lambdaEnv } = inject('stack');
  client ??= new S3Client({
    endpoint: urls.s3,
    region: lambdaEnv.AWS_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: lambdaEnv.AWS_ACCESS_KEY_ID ?? '', secretAccessKey: lambdaEnv.AWS_SECRET_ACCESS_KEY ?? '' },
  });
  const { Contents = [] } = await client.send(new ListObjectsV2Command({ Bucket: lambdaEnv.AVATAR_BUCKET, Prefix: prefix }));
  return Contents.flatMap((object) => (object.Key ? [object.Key] : []));
}

/** Everything stored for one user: their unconfirmed uploads and their pictures. */
export const avatarObjectsOfUser = async (userId: string): Promise<string[]> => [
  ...(await avatarObjectKeys(`uploads/${userId}/`)),
  ...(await avatarObjectKeys(`avatars/${userId}/`)),
];

/** A sample picture (or a file posing as one) of lambdas/test/fixtures/avatars. */
export const avatarFixturePath = (name: string): string => new URL(`../../lambdas/test/fixtures/avatars/${name}`, import.meta.url).pathname;
