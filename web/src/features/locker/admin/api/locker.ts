import type { LockerRejectionBody, NewLockerItemBody } from '@sandbank/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { useListingPages } from '../../../../lib/listing-pages';

export const lockerQueueKey = ['listLockerItems'] as const;
const userLockerKey = ['listUserLockerItems'] as const;
const QUEUE_PAGE = 25;

/** The pending items of every customer, newest first, a page at a time, with the counts of each status. */
export function useLockerQueue() {
  return useListingPages({
    queryKey: lockerQueueKey,
    fetchPage: (page, signal) => api('listLockerItems', { query: { ...page, status: 'pending' }, signal }),
    pageSize: QUEUE_PAGE,
  });
}

/** One customer's whole locker. */
export function useUserLocker(userId: string | null) {
  return useQuery({
    queryKey: [...userLockerKey, userId],
    queryFn: ({ signal }) => api('listUserLockerItems', { params: { userId: userId ?? '' }, signal }),
    enabled: userId !== null,
  });
}

/** After any change, the queue and the customers' lockers are read again. */
function useLockerChange<Variables>(change: (variables: Variables) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    retry: false,
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: lockerQueueKey }), client.invalidateQueries({ queryKey: userLockerKey })]),
  });
}

export const useAddUserLockerItem = () =>
  useLockerChange(({ userId, body }: { userId: string; body: NewLockerItemBody }) => api('addUserLockerItem', { params: { userId }, body }));

export const useApproveLockerItem = () => useLockerChange((itemId: string) => api('approveLockerItem', { params: { itemId } }));

export const useRejectLockerItem = () =>
  useLockerChange(({ itemId, body }: { itemId: string; body: LockerRejectionBody }) => api('rejectLockerItem', { params: { itemId }, body }));

export const useDeleteLockerItem = () => useLockerChange((itemId: string) => api('deleteLockerItem', { params: { itemId } }));
