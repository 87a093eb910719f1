import { readFileSync } from 'node:fs';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { inject } from 'vitest';
import type { AvatarUploadTicket } from '@sandbank/shared';
import { callApi } from '../../../../scripts/test/stack-api';

/** A sample file of lambdas/test/fixtures/avatars. */
export const avatarFixture = (name: string): Buffer => readFileSync(new URL(`../../fixtures/avatars/${name}`, import.meta.url));

/** Sends a file with an upload ticket's presigned POST, as the browser does; resolves to the storage's status. */
export async function postUpload(ticket: AvatarUploadTicket, bytes: Uint8Array, contentType: string): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', new Blob([bytes], { type: contentType }), 'picture');
  const response = await fetch(ticket.url, { method: 'POST', body: form });
  await response.arrayBuffer();
  return response.status;
}

/** Asks for a ticket and uploads `bytes` with it; resolves to the uploaded key (not yet confirmed). */
export async function uploadAvatar(token: string, bytes: Uint8Array, contentType = 'image/png'): Promise<string> {
  const ticket = await callApi<AvatarUploadTicket>('requestAvatarUpload', { token, body: { contentType, sizeBytes: Math.max(1, Math.min(bytes.length, 5 * 1024 * 1024)) } });
  if (ticket.status !== 200) throw new Error(`requestAvatarUpload answered ${ticket.status}: ${JSON.stringify(ticket.body)}`);
  const status = await postUpload(ticket.body, bytes, contentType);
  if (status >= 300) throw new Error(`The upload answered ${status}`);
  return ticket.body.key;
}

let client: S3Client | undefined;

/** Every key in the avatars bucket under `prefix`: what the tests check was kept or deleted. */
export async function avatarObjectKeys(prefix: string): Promise<string[]> {
  const { urls, lambdaEnv } = inject('stack');
  client ??= new S3Client({
    endpoint: urls.s3,
    region: lambdaEnv.AWS_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: lambdaEnv.AWS_ACCESS_KEY_ID!, secretAccessKey: lambdaEnv.AWS_SECRET_ACCESS_KEY! },
  });
  const { Contents = [] } = await client.send(new ListObjectsV2Command({ Bucket: lambdaEnv.AVATAR_BUCKET, Prefix: prefix }));
  return Contents.flatMap((object) => (object.Key ? [object.Key] : []));
}

/** Everything stored for one user: their unconfirmed uploads and their pictures. */
export const objectsOfUser = async (userId: string): Promise<string[]> => [
  ...(await avatarObjectKeys(`uploads/${userId}/`)),
  ...(await avatarObjectKeys(`avatars/${userId}/`)),
];
