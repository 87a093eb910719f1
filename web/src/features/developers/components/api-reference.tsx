import { useEffect, useRef, useState } from 'react';
import swaggerStylesUrl from 'swagger-ui-dist/swagger-ui.css?url';
import { getAccessToken } from '../../../lib/auth-actions';
import referenceStylesUrl from '../api-reference.css?url';
import { watchViewerAccessibility } from '../lib/viewer-accessibility';

/*
 * The interactive API reference: Swagger UI reading /api/openapi.json. Its bundle (about 430 KB
 * compressed, its own React included) loads only when this section comes into view or the visitor asks
 * for it, so the page's first download is a public page's. It renders inside a shadow root with
 * its own style sheets (files, as the content security policy requires): the site's styles and
 * its own never meet. "Try it out" calls the API on this origin; while someone is signed in, a
 * call without an Authorization of its own carries their access token.
 */

type Viewer = 'waiting' | 'loading' | 'ready' | 'failed';

const OPENAPI_PATH = '/api/openapi.json';

const sameOrigin = (url: string) => new URL(url, window.location.href).origin === window.location.origin;

function mountSwaggerUi(host: HTMLElement, signedIn: () => boolean, onReady: () => void): { loaded: Promise<void>; stop: () => void } {
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  root.replaceChildren();
  const stopWatching = watchViewerAccessibility(root);
  for (const href of [swaggerStylesUrl, referenceStylesUrl]) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    root.append(link);
  }
  const mount = document.createElement('div');
  root.append(mount);
  const loaded = import('swagger-ui-dist/swagger-ui-es-bundle.js').then(({ default: SwaggerUI }) => {
    SwaggerUI({
      domNode: mount,
      url: OPENAPI_PATH,
      deepLinking: false,
      docExpansion: 'list',
      defaultModelsExpandDepth: -1,
      displayRequestDuration: true,
      filter: true,
      persistAuthorization: false,
      // No badge from a validator elsewhere: the page reaches nothing but its own origin.
      validatorUrl: null,
      // Plain code blocks: the highlighter's themes colour text below AA contrast.
      syntaxHighlight: { activated: false },
      requestInterceptor: async (request) => {
        if (!request.headers.Authorization && sameOrigin(request.url) && !request.url.endsWith(OPENAPI_PATH) && signedIn()) {
          const token = await getAccessToken();
          if (token) request.headers.Authorization = `Bearer ${token}`;
        }
        return request;
      },
      onComplete: onReady,
    });
  });
  return { loaded, stop: stopWatching };
}

export function ApiReference({ signedIn }: { signedIn: boolean }) {
  const host = useRef<HTMLDivElement>(null);
  const signedInNow = useRef(signedIn);
  const stopViewer = useRef<(() => void) | null>(null);
  const [viewer, setViewer] = useState<Viewer>('waiting');

  useEffect(() => {
    signedInNow.current = signedIn;
  }, [signedIn]);

  // Loads when the section comes near the screen, once.
  useEffect(() => {
    const element = host.current;
    if (!element || viewer !== 'waiting') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setViewer('loading');
    }, { rootMargin: '200px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [viewer]);

  useEffect(() => {
    const element = host.current;
    if (!element || viewer !== 'loading') return;
    let current = true;
    stopViewer.current?.();
    const viewerMount = mountSwaggerUi(element, () => signedInNow.current, () => current && setViewer('ready'));
    stopViewer.current = viewerMount.stop;
    viewerMount.loaded.catch((error: unknown) => {
      console.error('The API reference could not be loaded', error);
      if (current) setViewer('failed');
    });
    return () => {
      current = false;
    };
  }, [viewer]);

  useEffect(() => () => stopViewer.current?.(), []);

  return (
    <div data-testid="api-reference" data-state={viewer} data-loading={viewer === 'loading'}>
      {viewer === 'waiting' ? (
        <button type="button" className="btn btn-outline-primary" onClick={() => setViewer('loading')} data-testid="api-reference-load">
          Show the API reference
        </button>
      ) : null}
      {viewer === 'loading' ? (
        <p className="text-body-secondary" role="status" data-testid="api-reference-loading">
          Loading the API reference…
        </p>
      ) : null}
      {viewer === 'failed' ? (
        <div className="alert alert-danger d-flex justify-content-between align-items-center gap-3" role="alert" data-testid="api-reference-error">
          <span>The API reference could not be loaded.</span>
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => setViewer('loading')} data-testid="api-reference-retry">
            Try again
          </button>
        </div>
      ) : null}
      <div ref={host} className="api-reference-host" data-testid="api-reference-viewer" />
    </div>
  );
}
