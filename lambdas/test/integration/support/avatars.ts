import { readFileSync } from 'node:fs';
import type { AvatarUploadTicket } from '@sandbank/shared';
import { avatarFixturePath } from '@sandbank/scripts/test-harness/avatar-bucket';
import { callApi } from '@sandbank/scripts/test-harness';
export { putAvatarObject } from '@sandbank/scripts/test-harness/avatar-bucket';

/** A sample file of lambdas/test/fixtures/avatars. */
export const avatarFixture = (name: string): Buffer => readFileSync(avatarFixturePath(name));

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

/** Everything stored for one user: their unconfirmed uploads and their pictures. */
export { avatarObjectsOfUser as objectsOfUser } from '@sandbank/scripts/test-harness/avatar-bucket';
