import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { usedCssOnly } from './build/used-css-plugin.ts';

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

/** The entry of the app: what it imports statically is the shell, part of every page's first download. */
const entry = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
const appSource = fileURLToPath(new URL('./src/', import.meta.url));
const isAppScript = (id: string) => id.startsWith(appSource) && /\.tsx?$/.test(id);

type ModuleGraph = { getModuleInfo: (id: string) => { importers: readonly string[]; importedIds: readonly string[] } | null };
const sharedShellOf = new WeakMap<object, ReadonlySet<string>>();

/**
 * The shell's modules that lazily loaded pages import too (the session, the paths, the page
 * title…): read from the import graph, so a moved or new module is placed by what imports it.
 * They travel in the framework's file, which every page has loaded already.
 */
function sharedShellModules(graph: ModuleGraph): ReadonlySet<string> {
  const entryInfo = graph.getModuleInfo(entry);
  if (!entryInfo) return new Set();
  const cached = sharedShellOf.get(entryInfo);
  if (cached) return cached;
  const shell = new Set([entry]);
  for (const id of shell) for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) if (isAppScript(imported)) shell.add(imported);
  const shared = new Set([...shell].filter((id) => id !== entry && graph.getModuleInfo(id)?.importers.some((importer) => !shell.has(importer))));
  sharedShellOf.set(entryInfo, shared);
  return shared;
}

// React Router's package points bundlers at its development build (warnings and checks for
// developers); the production build beside it is the same router without them.
const routerProductionBuild = fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/'));

export default defineConfig(({ command }) => ({
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: routerProductionBuild }] } : {},
  // Only the CSS the app's code can use ships (build/used-css.ts): most of Bootstrap goes unused.
  plugins: [react(), usedCssOnly([entry])],
  server: { port, strictPort: true, proxy },
  preview: { port, strictPort: true, proxy },
  build: {
    outDir: 'dist',
    // No source maps in the build: the deployed site publishes only what the browser runs.
    sourcemap: false,
    // Every browser the app supports preloads modules natively; the polyfill would ship with every page.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Chunks and their styles are named by their hash alone: every page's first download lists the
        // lazily loaded chunks' files (the preload map), so shorter names leave the public pages room.
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: 'assets/[hash][extname]',
        codeSplitting: {
          // Everything is split by where it is used (the lazily loaded parts in app/router.tsx), so a
          // page downloads only its own code. One exception keeps the first download in few files:
          groups: [
            // the libraries every page runs, with the shell's modules the lazily loaded pages share.
            {
              debugName: 'framework',
              name: (id: string, graph: ModuleGraph) =>
                /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(id) || sharedShellModules(graph).has(id) ? 'framework' : null,
            },
          ],
        },
      },
    },
  },
}));
