import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where `/api` and `/config.json` go in development: the local gateway of `npm start`. */
const gatewayUrl = process.env.SANDBANK_GATEWAY_URL ?? 'http://localhost:3001';
const port = Number(process.env.WEB_PORT ?? 5173);

const proxyToGateway = { target: gatewayUrl, changeOrigin: false };

export default defineConfig({
  plugins: [react()],
  server: {
    port,
    strictPort: true,
    proxy: {
      '/api': proxyToGateway,
      '/config.json': proxyToGateway,
    },
  },
  preview: { port, strictPort: true },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks: an app change does not invalidate them in browsers' caches.
        codeSplitting: {
          groups: [
            { name: 'vendor-amplify', test: /node_modules[\\/](aws-amplify|@aws-amplify|@aws-crypto|@aws-sdk|@smithy)[\\/]/ },
            { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: 'vendor-ui', test: /node_modules[\\/](react-bootstrap|@restart|@popperjs|@react-aria|dom-helpers)[\\/]/ },
          ],
        },
      },
    },
  },
});
