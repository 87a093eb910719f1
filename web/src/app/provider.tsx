import type { ReactNode } from 'react';
import { ToastProvider } from '../components/ui/toaster';
import type { ShellSettings } from '../config/runtime-config';
import { ShellSettingsProvider } from '../config/runtime-config-context';
import { SessionProvider } from '../lib/use-session';

/**
 * What every page needs above the router: settings, toasts and the session. Server state
 * (TanStack Query) is not here: it comes with the signed-in pages (server-state.tsx).
 */
export function AppProvider({ settings, children }: { settings: ShellSettings; children: ReactNode }) {
  return (
    <ShellSettingsProvider settings={settings}>
      <ToastProvider>
        <SessionProvider>{children}</SessionProvider>
      </ToastProvider>
    </ShellSettingsProvider>
  );
}
