import { access } from 'node:fs/promises';
import path from 'node:path';
import { build, createServer, preview } from 'vite';
import { repositoryRoot } from './config';

export interface WebServer {
  url: string;
  stop(): Promise<void>;
}

const webRoot = path.join(repositoryRoot, 'web');

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

/** The web app's Vite dev server (`npm start`, the browser journeys). */
export async function startWebServer(options: { port: number; gatewayUrl: string; quiet?: boolean }): Promise<WebServer> {
  const server = await createServer({
    configFile: await viteConfigFile(options.gatewayUrl),
    root: webRoot,
    clearScreen: false,
    logLevel: options.quiet ? 'warn' : 'info',
    server: { port: options.port, strictPort: true, host: 'localhost' },
  });
  try {
    await server.listen();
  } catch (error) {
    await server.close();
    throw error;
  }
  return { url: `http://localhost:${options.port}`, stop: () => server.close() };
}

/** The production build of the web app, in `web/dist`, exactly as `npm run build -w @sandbank/web` makes it. */
export async function buildWebApp(options: { quiet?: boolean } = {}): Promise<string> {
  await build({ configFile: await viteConfigFile(), root: webRoot, logLevel: options.quiet ? 'warn' : 'info' });
  return path.join(webRoot, 'dist');
}

/** Serves `web/dist` (see `buildWebApp`) with the same `/api` and `/config.json` proxy as the dev server. */
export async function startPreviewServer(options: { port: number; gatewayUrl: string; quiet?: boolean }): Promise<WebServer> {
  const server = await preview({
    configFile: await viteConfigFile(options.gatewayUrl),
    root: webRoot,
    logLevel: options.quiet ? 'warn' : 'info',
    preview: { port: options.port, strictPort: true, host: 'localhost' },
  });
  return { url: `http://localhost:${options.port}`, stop: () => server.close() };
}
