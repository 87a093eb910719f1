import { Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { FullScreenSpinner } from '../components/ui/full-screen-spinner';
import { ToastsFollowNavigation } from '../components/ui/toaster';
import type { ShellSettings } from '../config/runtime-config';
import { AppProvider } from './provider';
import { AppRoutes } from './router';
import { StoredSessionRead } from './stored-session-read';

/*
 * The first screen appears whole: while the code of a lazily loaded page arrives (and a stored
 * session is read), nothing but the (delayed) spinner shows, so no header or footer jumps when the
 * page lands. Later page changes are transitions, which keep the current screen until the next
 * one is ready.
 */
export function App({ settings }: { settings: ShellSettings }) {
  return (
    <AppProvider settings={settings}>
      <BrowserRouter>
        <ToastsFollowNavigation />
        <Suspense fallback={<FullScreenSpinner />}>
          <StoredSessionRead>
            <AppRoutes />
          </StoredSessionRead>
        </Suspense>
      </BrowserRouter>
    </AppProvider>
  );
}
