import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../../local/chromium';
import { defaultDataDir, repositoryRoot } from '../../local/config';
import { demoLogins } from '../../local/demo-logins';
import { startWebServer, type WebServer } from '../../local/web-server';
import { rawRequest } from '@sandbank/scripts/test-harness';

/*
 * The web app's dev server, started as `npm start` starts it, serves the app and the libraries it
 * loads and nothing else of the repository (`fileServing` in web/vite.config.ts). Above all not
 * `.local/`, where `npm start` keeps the Cognito emulator's signing key, the KMS keys and the demo
 * logins: with the key, anyone who can load a page of the app's origin could sign an
 * administrator's token. This tier's own key files are copied into a folder of the repository's
 * `.local/`, in the same layout, and asked for in every way Vite serves a file.
 */

const stack = inject('stack');
const webPort = Number(new URL(stack.appOrigin).port);
const stackDataDir = path.dirname(path.dirname(stack.cognitoSigningKeyFile));

interface Secret {
  file: string;
  /** What of the file no answer may hold: its long tokens (key material, passwords), and the whole file base64-encoded (`?inline`). */
  fingerprints: string[];
}

const secrets: Secret[] = [];
let secretsFolder: string;
const localFolderExisted = existsSync(defaultDataDir);
let server: WebServer;

async function secretAt(file: string): Promise<Secret> {
  const text = await readFile(file, 'utf8');
  return { file, fingerprints: [...(text.match(/[\w+/=-]{16,}/g) ?? []), Buffer.from(text).toString('base64')] };
}

beforeAll(async () => {
  await mkdir(defaultDataDir, { recursive: true });
  secretsFolder = await mkdtemp(path.join(defaultDataDir, 'web-server-test-'));
  const copies = [
    [stack.cognitoSigningKeyFile, path.join(secretsFolder, 'cognito', 'signing-key.json')],
    [path.join(stackDataDir, 'kms', 'keys.json'), path.join(secretsFolder, 'kms', 'keys.json')],
  ] as const;
  for (const [from, to] of copies) {
    await mkdir(path.dirname(to), { recursive: true });
    await copyFile(from, to);
    secrets.push(await secretAt(to));
  }
  await demoLogins(secretsFolder);
  secrets.push(await secretAt(path.join(secretsFolder, 'demo-logins.json')));
  server = await startWebServer({ port: webPort, gatewayUrl: stack.urls.gateway, cognitoUrl: stack.urls.cognito, quiet: true });
});

afterAll(async () => {
  await server?.stop();
  if (secretsFolder) await rm(secretsFolder, { recursive: true, force: true });
  // Leaves no empty `.local/` behind in a checkout that had none; one that npm start has filled stays.
  if (!localFolderExisted) await rmdir(defaultDataDir).catch(() => undefined);
});

/** The request target sent exactly as written, from no page (as a tool or a tricked browser sends it). */
const get = (requestPath: string) => rawRequest(`${stack.appOrigin}/`, { path: requestPath });

/** Every way of naming `file` to Vite: `/@fs/` with its queries, `..` plain and encoded, the root's parent, `/@id/`. */
function waysToAskFor(file: string): string[] {
  const fromRoot = path.relative(repositoryRoot, file);
  const direct = `/@fs${file}`;
  return [
    direct,
    ...['?raw', '?import', '?import&raw', '?url', '?inline', '?worker', '?v=1'].map((query) => `${direct}${query}`),
    `/@fs/${file}`,
    `/@fs/${file.slice(1).replaceAll('/', '%2F')}`,
    `/@fs${repositoryRoot}/web/../${fromRoot}`,
    `/@fs${repositoryRoot}/web/%2e%2e/${fromRoot}`,
    `/@fs${repositoryRoot}/web/..%2F${fromRoot}`,
    `/@fs${repositoryRoot}/web/%252e%252e/${fromRoot}`,
    `/@fs${repositoryRoot}/web/..\\${fromRoot}`,
    `/../${fromRoot}`,
    `/%2e%2e/${fromRoot}`,
    `/..%2F${fromRoot}?raw`,
    `/@id${file}`,
    `/@id/@fs${file}?import`,
  ];
}

describe('the dev server', () => {
  it('serves the app’s own files through /@fs/ (what the refusals below are measured against)', async () => {
    const page = await get(`/@fs${repositoryRoot}/web/index.html`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect((await get(`/@fs${repositoryRoot}/shared/package.json`)).status).toBe(200);
  });

  it('serves no file of `.local/`: the signing key, the KMS keys and the demo logins, asked for in every way', async () => {
    for (const secret of secrets) {
      expect((await get(`/@fs${secret.file}`)).status, secret.file).toBe(403);
      for (const way of waysToAskFor(secret.file)) {
        const { body } = await get(way);
        expect(
          secret.fingerprints.filter((fingerprint) => body.includes(fingerprint)),
          way,
        ).toEqual([]);
      }
    }
  });

  it('serves nothing of the repository outside the app and its libraries, not even through the packages linked in node_modules', async () => {
    for (const outside of [
      'package.json',
      'scripts/local/config.ts',
      'lambdas/package.json',
      'node_modules/@sandbank/scripts/local/config.ts',
      'node_modules/@sandbank/lambdas/package.json',
      'web/../infra/package.json',
    ]) {
      expect((await get(`/@fs${repositoryRoot}/${outside}`)).status, outside).toBe(403);
    }
  });

  describe('the app it serves', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchBrowser();
    });
    afterAll(() => browser?.close());

    it('still runs: its modules, the shared package and its libraries load, and the sign-in page shows', async () => {
      const page = await browser.newPage();
      const refused: string[] = [];
      page.on('response', (response) => {
        if (response.status() === 403) refused.push(response.url());
      });
      await page.goto(`${stack.appOrigin}/auth`);
      // A first visit has Vite bundle the libraries first, and may reload the page once they are.
      await page.getByTestId('sign-in-form').waitFor({ timeout: 90_000 });
      expect(refused).toEqual([]);
    });
  });
});
