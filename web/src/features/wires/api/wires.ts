import type { BodyInput } from '@sandbank/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useListingPages } from '../../../lib/listing-pages';

/** Every query of the caller's wires (the list and each request) starts with it. */
export const wiresQueryKey = ['wires'] as const;
const wireQueryKey = (wireId: string) => [...wiresQueryKey, wireId] as const;

/** The caller's wire requests, newest first, a page at a time ("Load more"). */
export function useMyWirePages(pageSize = 10) {
  return useListingPages({
    queryKey: [...wiresQueryKey, 'list', pageSize],
    fetchPage: (page, signal) => api('listMyWires', { query: page, signal }),
    pageSize,
  });
}

/** One of the caller's wire requests (never its code). */
export function useMyWire(wireId: string | null) {
  return useQuery({
    queryKey: wireQueryKey(wireId ?? ''),
    queryFn: ({ signal }) => api('getMyWire', { params: { wireId: wireId ?? '' }, signal }),
    enabled: wireId !== null,
  });
}

export interface CreateWireRequest {
  body: BodyInput<'createWire'>;
  /** The same key for every retry of one submission (see components/forms/use-submission.ts). */
  idempotencyKey: string;
}

/** Files the request and has the code emailed; no money moves yet. Never retried on its own. */
export function useCreateWire() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: CreateWireRequest) => api('createWire', { body, idempotencyKey }),
    retry: false,
    // The new request heads the customer's list of wires.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...wiresQueryKey, 'list'] }),
  });
}

/**
 * The code step: the right code places the hold. One key per code typed, so a lost answer can be
 * retried without a second hold. A refusal reads the wire again (tries left, expiry); after a
 * success the page moves on and the caller refreshes what the hold changed.
 */
export function useConfirmWire(wireId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, idempotencyKey }: { code: string; idempotencyKey: string }) =>
      api('confirmWire', { params: { wireId }, body: { code }, idempotencyKey }),
    retry: false,
    onError: () => queryClient.invalidateQueries({ queryKey: wireQueryKey(wireId) }),
  });
}

/** A new code by email; the previous one stops working. */
export function useResendWireCode(wireId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('resendWireCode', { params: { wireId } }),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: wireQueryKey(wireId) }),
  });
}
