import type { NewLockerItemBody } from '@sandbank/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const myLockerQueryKey = ['listMyLockerItems'] as const;

/** The caller's whole locker and its summary. */
export function useMyLocker() {
  return useQuery({ queryKey: myLockerQueryKey, queryFn: ({ signal }) => api('listMyLockerItems', { signal }) });
}

export function useAddLockerItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewLockerItemBody) => api('addLockerItem', { body }),
    retry: false,
    onSuccess: () => client.invalidateQueries({ queryKey: myLockerQueryKey }),
  });
}
