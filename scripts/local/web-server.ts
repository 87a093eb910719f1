import { access } from 'node:fs/promises';
import path from 'node:path';
import { createServer } from 'vite';
import { repositoryRoot } from './config';

export interface WebServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * The web app's Vite dev server. Its config proxies `/api` and `/config.json` to the gateway
 * named in SANDBANK_GATEWAY_URL, so the browser sees one origin, as behind CloudFront.
 */
export async function startWebServer(options: { port: number; gatewayUrl: string; quiet?: boolean }): Promise<WebServer> {
  const webRoot = path.join(repositoryRoot, 'web');
  const configFile = path.join(webRoot, 'vite.config.ts');
  await access(configFile).catch(() => {
    throw new Error(`The web app's Vite config is missing: ${configFile}`);
  });
  process.env.SANDBANK_GATEWAY_URL = options.gatewayUrl;
  const server = await createServer({
    configFile,
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
