import type { AvatarContentType, AvatarUploadTicket } from '@sandbank/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiRequestError } from '../../../lib/api-client';
import { meQueryKey } from './getMe';

/** Sends the file with the ticket's presigned POST, straight to storage (never through the API). */
async function postToStorage(ticket: AvatarUploadTicket, file: Blob): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  // Last: storage ignores every field after the file.
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(ticket.url, { method: 'POST', body: form });
  } catch {
    throw new ApiRequestError(0, 'network', 'The picture could not be uploaded. Check your connection and try again.');
  }
  if (!response.ok) throw new ApiRequestError(response.status, 'upload_failed', 'The picture could not be uploaded.');
}

/** POST /api/me/avatar/upload-url, the upload itself, then POST /api/me/avatar, which verifies it. */
export async function uploadAvatar(file: Blob, contentType: AvatarContentType) {
  const ticket = await api('requestAvatarUpload', { body: { contentType, sizeBytes: file.size } });
  await postToStorage(ticket, file);
  return api('confirmAvatar', { body: { key: ticket.key } });
}

/** Makes a picture the profile picture; the profile that comes back updates the header at once. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, contentType }: { file: Blob; contentType: AvatarContentType }) => uploadAvatar(file, contentType),
    onSuccess: (profile) => queryClient.setQueryData(meQueryKey, profile),
  });
}

/** DELETE /api/me/avatar. */
export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => api('removeAvatar'), onSuccess: (profile) => queryClient.setQueryData(meQueryKey, profile) });
}
