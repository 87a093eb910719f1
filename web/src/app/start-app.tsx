import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FullScreenSpinner } from '../components/ui/full-screen-spinner';
import { loadRuntimeConfig } from '../config/runtime-config';
import { holdsAnySession, pendingStoredSession, startSession } from '../lib/session-start';
import { App } from './app';
import { loadSignedIn } from './load-signed-in';
import { wholeAppStylesheetPaths } from './router';
import { loadShellStylesheet, type ShellStylesheetCut } from './shell-stylesheets';

/**
 * The cut of the shell's stylesheet the first screen needs: the whole app's for a browser that
 * holds a session (its signed-in menus, most likely a signed-in page) and for the pages that use
 * it, the public pages' otherwise.
 */
function firstStylesheetCut(): ShellStylesheetCut {
  return wholeAppStylesheetPaths.includes(window.location.pathname) || holdsAnySession() ? 'wholeApp' : 'publicPages';
}

/**
 * Renders the app into `#root` once the deployment's settings and the shell's stylesheet are
 * loaded, side by side. It is the shell's (it travels in the framework's file with the rest of it),
 * so the entry holds only this call.
 */
export function startApp(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  let started = false;
  const stylesheet = loadShellStylesheet(firstStylesheetCut());
  // The spinner is drawn by the stylesheet: without it, its label would show as plain text.
  stylesheet.then(
    () => {
      if (!started) root.render(<FullScreenSpinner label="Starting…" />);
    },
    () => undefined,
  );

  // Settings come from the deployment (/config.json), so one build runs locally and on AWS.
  Promise.all([loadRuntimeConfig(), stylesheet])
    .then(([{ shell, document }]) => {
      started = true;
      startSession({ userPoolClientId: shell.userPoolClientId, runtimeConfig: document });
      // A browser that holds a session will show the signed-in menus, and most likely a signed-in
      // page: their part loads beside the session's reader rather than after it.
      if (pendingStoredSession()) loadSignedIn().catch(() => undefined);
      root.render(
        <StrictMode>
          <App settings={shell} />
        </StrictMode>,
      );
    })
    .catch((error: unknown) => {
      console.error(error);
      started = true;
      root.render(
        <main className="container py-5 text-center" data-testid="startup-error">
          <h1 className="h4">The app could not start</h1>
          <p className="text-body-secondary">Its settings (/config.json) or its stylesheet could not be loaded. Please reload in a moment.</p>
        </main>,
      );
    });
}
