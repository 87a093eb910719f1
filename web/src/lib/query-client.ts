import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';
import { endSessionHere } from './auth-actions';
import { onSessionEnd } from './session-state';

const isClientError = (error: unknown) => error instanceof ApiRequestError && error.status >= 400 && error.status < 500;

/**
 * The server-state cache of the signed-in pages. One per browser tab, created with the first
 * signed-in page, so public pages never load the library.
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error) => {
      // The API no longer accepts this session (expired or revoked): end it here, and the route
      // guard sends the visitor to /auth, remembering where they were. Only here: a stale tab must
      // not sign the user out of their other sessions.
      if (error instanceof ApiRequestError && error.status === 401) void endSessionHere();
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
    },
  },
});

// Another person may sign in next in this browser: nothing cached for this one may remain.
onSessionEnd(() => queryClient.clear());
