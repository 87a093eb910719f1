import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where `/api` and `/config.json` go in development: the local gateway of `npm start`. */
const gatewayUrl = process.env.SANDBANK_GATEWAY_URL ?? 'http://localhost:3001';
const port = Number(process.env.WEB_PORT ?? 5173);

// The gateway answers only requests addressed to itself, as API Gateway answers only its own domain.
const proxyToGateway = { target: gatewayUrl, changeOrigin: true };
const proxy = { '/api': proxyToGateway, '/config.json': proxyToGateway };

const shellModules = /web[\\/]src[\\/](config[\\/]|lib[\\/](session|stored-session|jwt|use-session)\.|components[\\/]ui[\\/](page-title|button-link|icons|full-screen-spinner|toaster)\.)/;

export default defineConfig({
  plugins: [react()],
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
        // Chunks are named by their hash alone: every page's first download lists the lazily loaded
        // chunks' names (the preload map), so shorter names leave the public pages room.
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          // Everything is split by where it is used (the lazily loaded parts in app/router.tsx), so a
          // page downloads only its own code. Two exceptions keep the first download in few files:
          groups: [
            // the libraries every page runs, in one long-lived file;
            { name: 'framework', test: (id: string) => /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(id) || shellModules.test(id) },
          ],
        },
      },
    },
  },
});
