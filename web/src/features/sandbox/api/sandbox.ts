import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { PendingRequest, SimulatedOutcome } from '../lib/pending-requests';

/** Every query of the toolkit starts with it. */
const sandboxQueryKey = ['sandbox'] as const;
const mailQueryKey = [...sandboxQueryKey, 'mail'] as const;
const pendingListsQueryKey = [...sandboxQueryKey, 'pending'] as const;

/** While the panel is open, mail and requests are read again this often, so a code or a new request shows up on its own. */
const PANEL_REFRESH_MS = 5_000;
/** The newest requests of each kind the panel looks through for pending ones. */
const RECENT = 50;

/** The signed-in test customer: scenario and expiry (GET /api/sandbox). Its expiry never changes. */
export function useMySandbox() {
  return useQuery({
    queryKey: sandboxQueryKey,
    queryFn: ({ signal }) => api('getMySandbox', { signal }),
    staleTime: Infinity,
  });
}

/** What the bank emailed the caller in the last day, newest first, with the codes in each message. */
export function useSandboxMail() {
  return useQuery({
    queryKey: mailQueryKey,
    queryFn: ({ signal }) => api('listMySandboxMail', { query: { limit: 20 }, signal }),
    staleTime: 0,
    refetchInterval: PANEL_REFRESH_MS,
  });
}

/** The caller's newest wires, check deposits and locker items, read together for the pending ones among them. */
export function usePendingLists() {
  return useQuery({
    queryKey: pendingListsQueryKey,
    queryFn: async ({ signal }) => {
      const [wires, checks, locker] = await Promise.all([
        api('listMyWires', { query: { limit: RECENT }, signal }),
        api('listMyCheckDeposits', { query: { limit: RECENT }, signal }),
        api('listMyLockerItems', { signal }),
      ]);
      return { wires: wires.items, checks: checks.items, lockerItems: locker.items };
    },
    staleTime: 0,
    refetchInterval: PANEL_REFRESH_MS,
  });
}

/** After a simulated decision or a reset, everything on screen may have changed: balances, history, the bell, the lists. */
const refreshEverything = (queryClient: ReturnType<typeof useQueryClient>) => queryClient.invalidateQueries();

export interface SimulateRequest {
  request: PendingRequest;
  outcome: SimulatedOutcome;
}

/** The decision goes to its kind's operation; the panel reads the lists again rather than the answer. */
async function simulate({ request, outcome }: SimulateRequest): Promise<void> {
  if (request.kind === 'wire') {
    await api('simulateWire', { params: { wireId: request.id }, body: { outcome } });
    return;
  }
  if (outcome === 'expire') throw new Error(`A ${request.kind} cannot expire`);
  if (request.kind === 'check') await api('simulateCheck', { params: { checkId: request.id }, body: { outcome } });
  else await api('simulateLockerItem', { params: { itemId: request.id }, body: { outcome } });
}

/** Decides one of the caller's requests as the back office would; a rejection records 'Rejected by the sandbox'. */
export function useSimulateDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: simulate,
    retry: false,
    // A 409 means it was decided meanwhile: the lists are read again after any answer.
    onSettled: () => refreshEverything(queryClient),
  });
}

/** Puts the caller's bank back to its scenario's start; asking twice ends the same way. */
export function useResetSandbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('resetSandbox'),
    retry: false,
    onSettled: () => refreshEverything(queryClient),
  });
}
