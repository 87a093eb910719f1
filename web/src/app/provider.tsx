import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToastProvider } from '../components/ui/toaster';
import type { RuntimeConfig } from '../config/runtime-config';
import { RuntimeConfigProvider } from '../config/runtime-config-context';
import { SessionProvider } from '../features/auth/hooks/use-session';
import { ApiError } from '../lib/api-client';
import { signOutOfThisBrowser } from '../lib/auth';

const isClientError = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        // The API no longer accepts this session (expired or revoked): sign out, and the route
        // guard sends the visitor to /auth, remembering where they were.
        if (error instanceof ApiError && error.status === 401) void signOutOfThisBrowser();
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
}

/** Everything the app needs above the router: settings, server state, toasts and the session. */
export function AppProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <RuntimeConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <SessionProvider>{children}</SessionProvider>
        </ToastProvider>
      </QueryClientProvider>
    </RuntimeConfigProvider>
  );
}
