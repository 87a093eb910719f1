import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastProvider } from '../../components/ui/toaster';
import { ShellSettingsProvider } from '../../config/runtime-config-context';
import { lastAuthUserKey, sessionKeysOf } from '../../lib/session-keys';
import { startSession } from '../../lib/session-start';
import { getSession } from '../../lib/session-state';
import { SessionProvider } from '../../lib/use-session';
import { unsignedToken } from '../unsigned-token';

const clientId = 'component-tests';
export const signedInUserId = '6f1c2a4e-8b3d-4c5e-9f7a-1b2c3d4e5f60';
export const signedInEmail = 'pat@example.com';

/**
 * Signs a customer (or an administrator) in as Amplify
 * would leave it: their tokens in local storage, read by the app's own session start. Once per file.
 */
export async function signIn({ admin = false }: { admin?: boolean } = {}) {
  const prefix = `${sessionKeysOf(clientId)}${signedInUserId}.`;
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const groups = admin ? { 'cognito:groups': ['admin'] } : {};
  window.localStorage.setItem(lastAuthUserKey(clientId), signedInUserId);
  window.localStorage.setItem(`${prefix}accessToken`, unsignedToken({ sub: signedInUserId, exp, token_use: 'access', ...groups }));
  window.localStorage.setItem(`${prefix}idToken`, unsignedToken({ sub: signedInUserId, email: signedInEmail, exp, token_use: 'id', ...groups }));
  startSession({ userPoolClientId: clientId, runtimeConfig: {} });
  await waitFor(() => {
    if (getSession().status !== 'signedIn') throw new Error('not signed in yet');
  });
}

/**
 * Renders `ui` as a signed-in page: a router at `path`, toasts, the session and a fresh server-state
 * cache that does not retry (a failure shows at once). `user` types and clicks as a person does.
 */
export function renderPage(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <ShellSettingsProvider settings={{ brandName: 'Sandbank', userPoolClientId: clientId }}>
            <ToastProvider>
              <SessionProvider>
                <QueryClientProvider client={client}>{ui}</QueryClientProvider>
              </SessionProvider>
            </ToastProvider>
          </ShellSettingsProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return { ...render(<RouterProvider router={router} />), router, user: userEvent.setup({ delay: null }) };
}

/** Runs a hook inside a signed-in page (see `renderPage`); `result.current` is its value at the latest render. */
export function renderPageHook<Result>(hook: () => Result) {
  const result = { current: undefined as Result };
  function Probe() {
    result.current = hook();
    return null;
  }
  renderPage(<Probe />);
  return { result };
}

/** The message shown under the field `controlId` ('' when there is none). */
export const fieldError = (controlId: string): string => document.getElementById(`${controlId}-error`)?.textContent ?? '';
