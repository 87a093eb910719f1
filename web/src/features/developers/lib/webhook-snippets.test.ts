import { createHmac } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { EVENT_TYPES, operations, WEBHOOK_EVENT_ID_HEADER, WEBHOOK_MAX_ENDPOINTS, WEBHOOK_RETRY_DAYS, WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMEOUT_MS } from '@sandbank/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as facts from './webhook-snippets';

type Verify = (rawBody: string, header: string | undefined, secret: string, nowMs?: number) => boolean;

/** A signature as the bank makes one. */
const sign = (secret: string, t: number, rawBody: string) => `t=${t},v1=${createHmac('sha256', Buffer.from(secret, 'utf8')).update(`${t}.${rawBody}`).digest('hex')}`;

describe("the guide's webhook paths", () => {
  it('are the operation table\'s', () => {
    for (const [operationId, path] of Object.entries(facts.webhookPaths)) expect(path, operationId).toBe(operations[operationId as keyof typeof facts.webhookPaths].path);
  });
});

describe('the webhook verification snippet', () => {
  let folder = '';
  let verify: Verify;
  beforeAll(async () => {
    // The snippet exactly as the page shows it, run as the module a developer would save.
    folder = await mkdtemp(join(tmpdir(), 'webhook-snippet-'));
    const file = join(folder, 'verify-sandbank-signature.mjs');
    await writeFile(file, facts.webhookVerifierSnippet);
    verify = ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as { verifySandbankSignature: Verify }).verifySandbankSignature;
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  const secret = 'whsec_ünïcode-secret';
  const body = JSON.stringify({ id: '01J00000000000000000000000', type: 'webhook.test', createdAt: '2026-01-01T00:00:00.000Z', data: { note: 'café' } });
  const t = 1_767_225_600;
  const now = t * 1000 + 5_000;

  it('accepts a delivery signed the bank’s way', () => {
    expect(verify(body, sign(secret, t, body), secret, now)).toBe(true);
  });

  it('refuses another body, another secret, a malformed header, or a signature older than the tolerance', () => {
    expect(verify(body.replace('café', 'cafe'), sign(secret, t, body), secret, now)).toBe(false);
    expect(verify(body, sign('another', t, body), secret, now)).toBe(false);
    expect(verify(body, 'v1=abc', secret, now)).toBe(false);
    expect(verify(body, undefined, secret, now)).toBe(false);
    expect(verify(body, sign(secret, t, body), secret, (t + facts.SIGNATURE_TOLERANCE_SECONDS + 1) * 1000)).toBe(false);
  });

  it('names the headers and limits the bank applies', () => {
    expect([facts.WEBHOOK_MAX_ENDPOINTS, facts.WEBHOOK_TIMEOUT_MS, facts.WEBHOOK_RETRY_DAYS]).toEqual([WEBHOOK_MAX_ENDPOINTS, WEBHOOK_TIMEOUT_MS, WEBHOOK_RETRY_DAYS]);
    expect(facts.WEBHOOK_SIGNATURE_HEADER).toBe(WEBHOOK_SIGNATURE_HEADER);
    expect(facts.WEBHOOK_EVENT_ID_HEADER).toBe(WEBHOOK_EVENT_ID_HEADER);
    expect(facts.webhookReceiverSnippet).toContain(`request.headers['${WEBHOOK_SIGNATURE_HEADER.toLowerCase()}']`);
  });
});

describe('docs/testing-with-sandbank.md', () => {
  it('names every event type and verifies the way the page does', async () => {
    const { readFile } = await import('node:fs/promises');
    const guide = await readFile(new URL('../../../../../docs/testing-with-sandbank.md', import.meta.url), 'utf8');
    for (const type of EVENT_TYPES) expect(guide).toContain(`\`${type}\``);
    expect(guide).toContain("createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex')");
    expect(facts.webhookVerifierSnippet).toContain("createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex')");
  });
});
