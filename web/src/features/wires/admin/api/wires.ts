import type { AdminWireStatusFilter } from '@sandbank/shared';
import { BACK_OFFICE_PAGE_MAX } from '@sandbank/shared/schemas/search';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { useListingPages } from '../../../../lib/listing-pages';

export const wiresQueryKey = ['listWires'] as const;
const statsQueryKey = ['getAdminStats'] as const;

/** Wires that reached the back office, newest first, by status and search text, a page at a time. */
export const useWirePages = (status: AdminWireStatusFilter | null, q: string) =>
  useListingPages({
    queryKey: [...wiresQueryKey, status, q],
    fetchPage: (page, signal) => api('listWires', { query: { ...page, ...(q ? { q } : {}), ...(status ? { status } : {}) }, signal }),
    pageSize: BACK_OFFICE_PAGE_MAX,
  });

/** The wire counters (Total, Pending, Approved, Rejected), maintained by the server beside the bank's figures. */
export function useWireCounters() {
  return useQuery({ queryKey: statsQueryKey, queryFn: ({ signal }) => api('getAdminStats', { signal }), select: (stats) => stats.wires });
}

export type WireDecision = { kind: 'approve' } | { kind: 'reject'; reason: string };

export interface DecisionRequest {
  wireId: string;
  decision: WireDecision;
  /** One key per decision the admin makes: a retry after a lost answer cannot decide twice. */
  idempotencyKey: string;
}

const decide = ({ wireId, decision, idempotencyKey }: DecisionRequest) =>
  decision.kind === 'approve'
    ? api('approveWire', { params: { wireId }, idempotencyKey })
    : api('rejectWire', { params: { wireId }, body: { reason: decision.reason }, idempotencyKey });

/** Approve or reject a pending wire; the listing and the counters are read again after any answer (a 409 means someone else decided). */
export function useDecideWire() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decide,
    retry: false,
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: wiresQueryKey }), client.invalidateQueries({ queryKey: statsQueryKey })]),
  });
}
