import react from '@vitejs/plugin-react';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger, defineConfig } from 'vite';
import { appLinks } from './build/app-links-plugin.ts';
import { routerTreeShaking } from './build/router-tree-shaking.ts';
import { purgedCss } from './build/purged-css-plugin.ts';

/** Where `/api`, `/config.json` and the live updates' `/ws` go in development: the local gateway of `npm start`. */
const gatewayUrl = process.env.SANDBANK_GATEWAY_URL ?? 'http://localhost:3001';
const port = Number(process.env.WEB_PORT ?? 5173);

// The gateway answers only requests addressed to itself, as API Gateway answers only its own domain.
const proxyToGateway = { target: gatewayUrl, changeOrigin: true };
const proxy = {
  '/api': proxyToGateway,
  '/config.json': proxyToGateway,
  // The WebSocket path alone, exactly: the gateway's management endpoint beside it stays unreachable from pages.
  '^/ws(\\?|$)': { ...proxyToGateway, ws: true },
};

/**
 * Vite's logger, less one expected message: a page that closes while its live connection is open
 * resets the proxied socket (ECONNRESET), which is how a WebSocket ends, not an error to report.
 */
const logger = createLogger();
const reportError = logger.error.bind(logger);
logger.error = (message, options) => {
  const code = (options?.error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ECONNRESET' && message.includes('ws proxy')) return;
  reportError(message, options);
};

/*
 * What the dev server may read and serve: the app (this folder), the workspace package it imports
 * (shared/) and the installed libraries, nothing else. Vite's default is the whole repository, and
 * through `/@fs/` that would serve `.local/`, where the local stack keeps its token signing key, its
 * KMS keys and the demo logins. The project's packages are also linked under
 * node_modules/@sandbank/; those links are refused, so the app's own packages are read from their
 * folders only. A `deny` list replaces Vite's, so its defaults come first.
 */
// The web app's folder, and beside it the project's shared package and the installed packages.
const servedFolders = [[], ['..', 'shared'], ['..', 'node_modules']].map((parts) => join(fileURLToPath(new URL('.', import.meta.url)), ...parts, '/'));
const fileServing = {
  strict: true,
  allow: servedFolders,
  deny: ['.env', '.env.*', '*.{crt,pem,key,p12,pfx,cer,der}', '.npmrc', '.yarnrc.yml', '**/.git/**', '**/.local/**', '**/node_modules/@sandbank/**'],
};

/** The entry of the app: what it imports statically is the shell, part of every page's first download. */
const entry = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
const appSource = fileURLToPath(new URL('./src/', import.meta.url));
const shellStylesheet = fileURLToPath(new URL('./src/app/shell-stylesheet.css', import.meta.url));
const htmlPage = fileURLToPath(new URL('./index.html', import.meta.url));
const isAppScript = (id: string) => id.startsWith(appSource) && /\.tsx?$/.test(id);

type ModuleGraph = { getModuleInfo: (id: string) => { importedIds: readonly string[] } | null };
const shellOf = new WeakMap<object, ReadonlySet<string>>();

/**
 * The shell: the app's modules the entry reaches by static imports (the frame, the router, the
 * session's state, the paths…), read from the import graph, so a moved or new module is placed by
 * what imports it. Every page runs them before anything else, so they travel in the framework's
 * file: the first download is the entry's few lines and one file (a separate shell file would
 * repeat, compressed on its own, the names it imports from the framework).
 */
function shellModules(graph: ModuleGraph): ReadonlySet<string> {
  const entryInfo = graph.getModuleInfo(entry);
  if (!entryInfo) return new Set();
  const cached = shellOf.get(entryInfo);
  if (cached) return cached;
  const shell = new Set([entry]);
  for (const id of shell) for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) if (isAppScript(imported)) shell.add(imported);
  shell.delete(entry);
  shellOf.set(entryInfo, shell);
  return shell;
}

// React Router's package points bundlers at its development build (warnings and checks for
// developers); the production build beside it is the same router without them.
const routerProductionBuild = fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/'));

// The app's Link and NavLink take the place of React Router's (src/app/react-router.ts).
const appRouter = {
  appRouter: fileURLToPath(new URL('./src/app/react-router.ts', import.meta.url)),
  realRouterImporters: [fileURLToPath(new URL('./src/app/links.tsx', import.meta.url))],
  productionBuild: routerProductionBuild,
};

export default defineConfig(({ command }) => ({
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: routerProductionBuild }] } : {},
  // Only the CSS the app's code can use ships (build/purged-css-plugin.ts): most of Bootstrap goes unused.
  plugins: [react(), purgedCss({ entries: [entry], sourceRoot: appSource, shellStylesheet, page: htmlPage }), appLinks(appRouter)],
  customLogger: logger,
  server: { port, strictPort: true, proxy, fs: fileServing },
  preview: { port, strictPort: true, proxy },
  build: {
    outDir: 'dist',
    // No source maps in the build: the deployed site publishes only what the browser runs.
    sourcemap: false,
    // Every browser the app supports preloads modules natively; the polyfill would ship with every page.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // React Router's unused components leave every page's first download (build/router-tree-shaking.ts).
      plugins: [routerTreeShaking()],
      output: {
        // Chunks and their styles are named by their hash alone: every page's first download lists the
        // lazily loaded chunks' files (the preload map), so shorter names leave the public pages room.
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: 'assets/[hash][extname]',
        codeSplitting: {
          // Everything is split by where it is used (the lazily loaded parts in app/router.tsx), so a
          // page downloads only its own code. One exception keeps the first download in few files:
          groups: [
            // the libraries every page runs, with the shell.
            {
              debugName: 'framework',
              name: (id: string, graph: ModuleGraph) =>
                /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(id) || shellModules(graph).has(id) ? 'framework' : null,
            },
          ],
        },
      },
    },
  },
}));
