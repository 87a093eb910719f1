import { access } from 'node:fs/promises';
import path from 'node:path';
import { build, createServer, preview, type Connect, type InlineConfig, type Plugin } from 'vite';
import { repositoryRoot } from './config';
import { LOOPBACK, loopbackOrigins, refusalOf, sendRefusal } from './loopback-guard';

export interface WebServer {
  url: string;
  stop(): Promise<void>;
}

interface ServerOptions {
  port: number;
  gatewayUrl: string;
  /** The Cognito emulator, which the browser reaches only through COGNITO_PROXY_PATH of this server. */
  cognitoUrl: string;
  quiet?: boolean;
}

const webRoot = path.join(repositoryRoot, 'web');

/** Where the web app's origin forwards to the Cognito emulator (`cognitoEndpoint` in the local `/config.json`). */
export const COGNITO_PROXY_PATH = '/cognito';

/**
 * The web app's Vite config. It proxies `/api` and `/config.json` to the gateway named in
 * SANDBANK_GATEWAY_URL, so the browser sees one origin, as behind CloudFront.
 */
async function viteConfigFile(gatewayUrl?: string): Promise<string> {
  const configFile = path.join(webRoot, 'vite.config.ts');
  await access(configFile).catch(() => {
    throw new Error(`The web app's Vite config is missing: ${configFile}`);
  });
  if (gatewayUrl) process.env.SANDBANK_GATEWAY_URL = gatewayUrl;
  return configFile;
}

/** Answers only requests addressed to this server, from no origin or its own (loopback-guard.ts). */
function loopbackGuard(): Plugin {
  const guard =
    (port: number): Connect.NextHandleFunction =>
    (request, response, next) => {
      const refusal = refusalOf(request, { port, origins: loopbackOrigins(port) });
      if (refusal) return sendRefusal(response, refusal);
      next();
    };
  return {
    name: 'sandbank-loopback-guard',
    configureServer: (server) => void server.middlewares.use(guard(server.config.server.port)),
    configurePreviewServer: (server) => void server.middlewares.use(guard(server.config.preview.port)),
  };
}

/**
 * What the local stack adds to the web app's config, for the dev and the preview server alike:
 * 127.0.0.1 only; the loopback guard in place of Vite's host check (which accepts any port and any
 * IP address) and of its CORS answers (the app is one origin); and the Cognito emulator behind
 * COGNITO_PROXY_PATH, marked as forwarded (`X-Forwarded-For`) so it treats the call as a browser's.
 */
function localStackConfig(options: ServerOptions): InlineConfig {
  const server = {
    host: LOOPBACK,
    port: options.port,
    strictPort: true,
    allowedHosts: true as const,
    cors: false,
    proxy: {
      [`^${COGNITO_PROXY_PATH}(/|\\?|$)`]: {
        target: options.cognitoUrl,
        changeOrigin: true,
        xfwd: true,
        rewrite: (requestPath: string) => `/${requestPath.slice(COGNITO_PROXY_PATH.length).replace(/^\//, '')}`,
      },
    },
  };
  return { root: webRoot, plugins: [loopbackGuard()], server, preview: server, logLevel: options.quiet ? 'warn' : 'info' };
}

/** The web app's Vite dev server (`npm start`, the browser journeys). */
export async function startWebServer(options: ServerOptions): Promise<WebServer> {
  const server = await createServer({ ...localStackConfig(options), configFile: await viteConfigFile(options.gatewayUrl), clearScreen: false });
  try {
    await server.listen();
  } catch (error) {
    await server.close();
    throw error;
  }
  return { url: `http://localhost:${options.port}`, stop: () => server.close() };
}

/**
 * The production build of the web app, exactly as `npm run build -w @sandbank/web` makes it, in
 * `web/dist` or in `outDir`: a test stack builds into its own folder, so stacks started side by side
 * never serve each other's half-written build.
 */
export async function buildWebApp(options: { quiet?: boolean; outDir?: string } = {}): Promise<string> {
  const outDir = options.outDir ?? path.join(webRoot, 'dist');
  await build({ configFile: await viteConfigFile(), root: webRoot, logLevel: options.quiet ? 'warn' : 'info', build: { outDir, emptyOutDir: true } });
  return outDir;
}

/** Serves a build of `buildWebApp` (`web/dist` unless `outDir`) with the same proxies and guard as the dev server. */
export async function startPreviewServer(options: ServerOptions & { outDir?: string }): Promise<WebServer> {
  const build = options.outDir ? { outDir: options.outDir } : undefined;
  const server = await preview({ ...localStackConfig(options), build, configFile: await viteConfigFile(options.gatewayUrl) });
  return { url: `http://localhost:${options.port}`, stop: () => server.close() };
}
