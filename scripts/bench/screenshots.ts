import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../local/chromium';
import { demoLogins } from '../local/demo-logins';
import { userPoolTargetOf } from '../local/users';
import { buildWebApp, startPreviewServer } from '../local/web-server';
import { createUser } from '../test/harness/authenticators';
import { withPrivateStack } from './private-stack';
import { routes, signInSession, type RouteCase, type Session, type Visitor } from './web-routes';

/*
 * `npm run bench:screenshots` — does the pruned CSS change how any page looks?
 *
 * Builds the web app twice, with every CSS rule (SANDBANK_FULL_CSS=1) and as it ships (only the
 * rules its code can use: web/build/purged-css-plugin.ts), serves one after the other against one private
 * local stack (ports +BENCH_PORT_OFFSET), so both show the same data, and photographs every page bench:web
 * measures, whole, at 1366 px and 375 px wide, in each. It compares the two pictures pixel by
 * pixel and prints one JSON line: the pages that differ, and by how many pixels. The pictures of
 * a page that differs are kept in --out (both, and the difference in red) for a person to look at.
 * What changes by itself between two visits (a clock, a measured latency, an edge drawn a shade
 * lighter) differs too: the build with every rule is photographed twice, before and after the
 * shipped one, and a page whose two pictures of the same build differ says so (`byItself`, the
 * pixels that changed between them); `unexplained` counts the differences that did not.
 */

const widths = [1366, 375] as const;
const log = (line: string) => process.stderr.write(`[bench:screenshots] ${line}\n`);

interface Difference {
  route: string;
  width: number;
  pixels: number;
  sizes?: string;
  /** Pixels that differ between two visits of the build with every rule, when some do. */
  byItself?: number;
}

/** Counts the pixels that differ, in the browser (its canvas decodes PNG), and draws them red over the shipped picture. */
async function comparePictures(page: Page, before: Buffer, after: Buffer): Promise<{ pixels: number; sizes?: string; diff?: Buffer }> {
  if (before.equals(after)) return { pixels: 0 };
  const result = (await page.evaluate(
    `(async ([before, after]) => {
      const load = async (data) => createImageBitmap(await (await fetch('data:image/png;base64,' + data)).blob());
      const [a, b] = await Promise.all([load(before), load(after)]);
      if (a.width !== b.width || a.height !== b.height) return { pixels: Math.max(a.width * a.height, b.width * b.height), sizes: a.width + 'x' + a.height + ' / ' + b.width + 'x' + b.height };
      const pixelsOf = (image) => { const canvas = new OffscreenCanvas(image.width, image.height); const context = canvas.getContext('2d'); context.drawImage(image, 0, 0); return [canvas, context, context.getImageData(0, 0, image.width, image.height)]; };
      const [, , first] = pixelsOf(a);
      const [canvas, context, second] = pixelsOf(b);
      let pixels = 0;
      for (let i = 0; i < first.data.length; i += 4) {
        if (first.data[i] !== second.data[i] || first.data[i + 1] !== second.data[i + 1] || first.data[i + 2] !== second.data[i + 2] || first.data[i + 3] !== second.data[i + 3]) {
          pixels += 1;
          second.data.set([255, 0, 0, 255], i);
        }
      }
      context.putImageData(second, 0, 0);
      const blob = await canvas.convertToBlob({ type: 'image/png' });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return { pixels, diff: btoa(binary) };
    })`.trim() + `(${JSON.stringify([before.toString('base64'), after.toString('base64')])})`,
  )) as { pixels: number; sizes?: string; diff?: string };
  return { pixels: result.pixels, sizes: result.sizes, diff: result.diff ? Buffer.from(result.diff, 'base64') : undefined };
}

async function photograph(browser: Browser, url: string, route: RouteCase, width: number, session: Session | undefined): Promise<Buffer> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce', ...(session ? { storageState: session } : {}) });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.locator(route.ready).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.evaluate('document.fonts.ready');
    return await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  } finally {
    await context.close();
  }
}

async function screenshots(outDir: string, portOffset: number): Promise<Difference[]> {
  const root = path.join(tmpdir(), `sandbank-screenshots-${process.pid}`);
  log('building the web app with every CSS rule, then as it ships');
  process.env.SANDBANK_FULL_CSS = '1';
  const fullBuild = await buildWebApp({ quiet: true, outDir: path.join(root, 'full') });
  delete process.env.SANDBANK_FULL_CSS;
  const prunedBuild = await buildWebApp({ quiet: true, outDir: path.join(root, 'pruned') });

  return withPrivateStack({ name: 'screenshots', portOffset, log }, async (stack, { ports, dataDir, onStop }) => {
    const logins = await demoLogins(dataDir);
    const pool = userPoolTargetOf(stack);
    await createUser(pool, { ...logins.customer, firstName: 'Demo', lastName: 'Customer' });
    await createUser(pool, { ...logins.admin, firstName: 'Demo', lastName: 'Administrator', admin: true });
    const browser = await launchBrowser();
    onStop(() => browser.close());

    // One build after the other on the stack's web port: the local /config.json sends the browser
    // to the user pool through that origin.
    const photographAll = async (build: string) => {
      const server = await startPreviewServer({ port: ports.web, outDir: build, gatewayUrl: stack.urls.gateway, cognitoUrl: stack.urls.cognito, quiet: true });
      try {
        const sessions: Record<Visitor, Session | undefined> = {
          visitor: undefined,
          customer: await signInSession(browser, server.url, logins.customer, '/dashboard', '[data-testid="account-card-checking"]'),
          admin: await signInSession(browser, server.url, logins.admin, '/admin', '[data-testid="admin-overview"]'),
        };
        const pictures = new Map<string, Buffer>();
        for (const route of routes) {
          for (const width of widths) {
            pictures.set(`${route.path}@${width}`, await photograph(browser, new URL(route.path, server.url).toString(), route, width, sessions[route.as]));
          }
        }
        return pictures;
      } finally {
        await server.stop();
      }
    };
    // A first visit of every page changes some data (an administrator's first signed-in page opens
    // their accounts, the back office lists them): a pass nobody compares lets the data settle.
    log('visiting every page once, for the data to settle');
    await photographAll(fullBuild);
    log('photographing every page with every CSS rule');
    const before = await photographAll(fullBuild);
    log('photographing every page as it ships');
    const after = await photographAll(prunedBuild);
    log('photographing every page with every CSS rule again, to see what changes by itself');
    const again = await photographAll(fullBuild);

    const comparer = await (await browser.newContext()).newPage();
    const differences: Difference[] = [];
    await mkdir(outDir, { recursive: true });
    for (const route of routes) {
      for (const width of widths) {
        const [full, pruned, fullAgain] = [before, after, again].map((pictures) => pictures.get(`${route.path}@${width}`)!) as [Buffer, Buffer, Buffer];
        const { pixels, sizes, diff } = await comparePictures(comparer, full, pruned);
        const byItself = pixels === 0 ? 0 : (await comparePictures(comparer, full, fullAgain)).pixels;
        const note = byItself > 0 ? `; ${byItself} differ between two visits with every rule` : '';
        log(`${route.path} at ${width} px: ${pixels === 0 ? 'same' : `${pixels} pixels differ${sizes ? ` (${sizes})` : ''}${note}`}`);
        if (pixels === 0) continue;
        differences.push({ route: route.path, width, pixels, ...(sizes ? { sizes } : {}), ...(byItself > 0 ? { byItself } : {}) });
        const name = `${route.path.replace(/[^a-z0-9]+/gi, '_')}-${width}`;
        await writeFile(path.join(outDir, `${name}-full.png`), full);
        await writeFile(path.join(outDir, `${name}-pruned.png`), pruned);
        if (byItself > 0) await writeFile(path.join(outDir, `${name}-full-again.png`), fullAgain);
        if (diff) await writeFile(path.join(outDir, `${name}-diff.png`), diff);
      }
    }
    return differences;
  });
}

try {
  const { values } = parseArgs({ options: { out: { type: 'string', default: path.join(tmpdir(), 'sandbank-screenshots') } } });
  const differences = await screenshots(values.out!, Number(process.env.BENCH_PORT_OFFSET ?? 16_000));
  const unexplained = differences.filter((difference) => difference.byItself === undefined).length;
  console.log(JSON.stringify({ pages: routes.length * widths.length, differences, same: differences.length === 0, unexplained, out: values.out }));
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
}
