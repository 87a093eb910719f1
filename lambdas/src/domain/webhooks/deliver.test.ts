import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signatureOf } from './sign';
import { postSignedEvent } from './deliver';
import type { ResolveAll } from './endpoint-url';

/*
 * One attempt against a real receiver on 127.0.0.1, with the name's resolution under the test's
 * control: the URL a customer registered may resolve elsewhere by the time of the attempt.
 */

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let port: number;
const received: Received[] = [];
let answer = 204;
let hold = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      setTimeout(() => response.writeHead(answer).end('x'.repeat(10_000)), hold);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const local = { acceptLocalhost: true };
const aws = { acceptLocalhost: false };
const resolvesTo =
  (address: string): ResolveAll =>
  async () => [{ address, family: 4 }];
const target = (url: string) => ({ url, secret: 'whsec_deliver-test' });
const body = JSON.stringify({ id: '01KAAAAAAAAAAAAAAAAAAAAAAA', type: 'webhook.test', createdAt: '2026-01-01T00:00:00.000Z', data: {} });

describe('an attempt', () => {
  it('POSTs the event JSON signed, with its id, and counts a 2xx as delivered', async () => {
    received.length = 0;
    answer = 204;
    const outcome = await postSignedEvent(target(`http://localhost:${port}/hook`), '01KAAAAAAAAAAAAAAAAAAAAAAA', body, { rules: local, resolveAll: resolvesTo('127.0.0.1') });
    expect(outcome).toMatchObject({ delivered: true, statusCode: 204 });
    const [request] = received;
    expect(request!.body).toBe(body);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers['sandbank-event-id']).toBe('01KAAAAAAAAAAAAAAAAAAAAAAA');
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(request!.headers['sandbank-signature']))!;
    expect(v1).toBe(signatureOf('whsec_deliver-test', Number(t), body));
    expect(Math.abs(Number(t) - Date.now() / 1000)).toBeLessThan(5);
  });

  it('counts any other status as failed, with its code', async () => {
    answer = 500;
    expect(await postSignedEvent(target(`http://127.0.0.1:${port}/hook`), 'e', body, { rules: local })).toMatchObject({ delivered: false, statusCode: 500 });
    answer = 302;
    expect(await postSignedEvent(target(`http://127.0.0.1:${port}/hook`), 'e', body, { rules: local })).toMatchObject({ delivered: false, statusCode: 302 });
    answer = 204;
  });

  it('gives up at its time limit without an answer', async () => {
    hold = 1_000;
    const outcome = await postSignedEvent(target(`http://127.0.0.1:${port}/slow`), 'e', body, { rules: local, timeoutMs: 200 });
    hold = 0;
    expect(outcome).toMatchObject({ delivered: false, statusCode: null });
    expect(outcome.durationMs).toBeLessThan(900);
  });

  it('never connects to a name that now resolves to a private address, although it passed at registration', async () => {
    received.length = 0;
    // Registered while the name resolved publicly; by the attempt it points at this machine.
    const outcome = await postSignedEvent(target(`https://hooks.example.com:${port}/hook`), 'e', body, { rules: aws, resolveAll: resolvesTo('127.0.0.1') });
    expect(outcome).toMatchObject({ delivered: false, statusCode: null });
    expect(outcome.failure).toMatch(/127\.0\.0\.1, which is not a public address/);
    const metadata = await postSignedEvent(target('https://hooks.example.com/hook'), 'e', body, { rules: aws, resolveAll: resolvesTo('169.254.169.254') });
    expect(metadata.failure).toMatch(/169\.254\.169\.254, which is not a public address/);
    expect(received).toHaveLength(0);
  });

  it('refuses literal private addresses and the local exception outside the local stack', async () => {
    received.length = 0;
    expect((await postSignedEvent(target(`https://127.0.0.1:${port}/`), 'e', body, { rules: aws })).failure).toMatch(/must lead to a public address/);
    expect((await postSignedEvent(target(`http://127.0.0.1:${port}/`), 'e', body, { rules: aws })).failure).toMatch(/must start with https/);
    expect((await postSignedEvent(target(`http://localhost:${port}/`), 'e', body, { rules: local, resolveAll: resolvesTo('10.1.1.1') })).failure).toMatch(/not a public address/);
    expect(received).toHaveLength(0);
  });
});
