import type { BodyInput } from '@sandbank/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { meQueryKey } from './getMe';

export const updateMe = (body: BodyInput<'updateMe'>) => api('updateMe', { body });

/** Saves names, phone and address; the answer is the new profile, shown at once everywhere. */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateMe, onSuccess: (profile) => queryClient.setQueryData(meQueryKey, profile) });
}
