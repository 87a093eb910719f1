// First, so every later stylesheet (the theme, then the app's own, imported by the modules below)
// overrides Bootstrap as it is written to: a stylesheet's place in the page follows its importer's.
import 'bootstrap/dist/css/bootstrap.min.css';
import '../styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FullScreenSpinner } from '../components/ui/full-screen-spinner';
import { loadRuntimeConfig } from '../config/runtime-config';
import { pendingStoredSession, startSession } from '../lib/session-start';
import { App } from './app';
import { loadSignedIn } from './load-signed-in';

/**
 * Renders the app into `#root` once the deployment's settings are loaded. It is the shell's (it
 * travels in the framework's file with the rest of it), with the stylesheets, so the entry
 * holds only this call.
 */
export function startApp(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  root.render(<FullScreenSpinner label="Starting…" />);

  // Settings come from the deployment (/config.json), so one build runs locally and on AWS.
  loadRuntimeConfig()
    .then(({ shell, document }) => {
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
      root.render(
        <main className="container py-5 text-center" data-testid="startup-error">
          <h1 className="h4">The app could not start</h1>
          <p className="text-body-secondary">Its settings (/config.json) could not be loaded. Please reload in a moment.</p>
        </main>,
      );
    });
}
