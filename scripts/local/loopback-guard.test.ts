import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardServer, LOOPBACK, loopbackOrigins, refusalOf, type GuardPolicy } from './loopback-guard';

const policy: GuardPolicy = { port: 3001, origins: loopbackOrigins(5173) };
const check = (headers: IncomingHttpHeaders, method = 'POST', options: Partial<GuardPolicy> = {}) =>
  refusalOf({ method, headers }, { ...policy, ...options });

describe('refusalOf', () => {
  it('lets through requests to its own localhost or 127.0.0.1 port, with no origin or an expected one', () => {
    expect(check({ host: 'localhost:3001' })).toBeNull();
    expect(check({ host: '127.0.0.1:3001', origin: 'http://localhost:5173' })).toBeNull();
    expect(check({ host: 'LOCALHOST:3001', origin: 'http://127.0.0.1:5173' })).toBeNull();
  });

  it.each([
    ['another name (DNS rebinding)', 'evil.example:3001'],
    ['another port', 'localhost:3002'],
    ['no port', 'localhost'],
    ['a subdomain of localhost', 'evil.localhost:3001'],
    ['the IPv6 loopback', '[::1]:3001'],
  ])('refuses %s with 421', (_case, host) => {
    expect(check({ host })).toMatchObject({ status: 421 });
  });

  it('refuses a request without a Host header', () => {
    expect(check({})).toMatchObject({ status: 421 });
  });

  it.each(['http://evil.example', 'http://localhost:8080', 'null', 'https://localhost:5173'])('refuses the origin %s with 403', (origin) => {
    expect(check({ host: 'localhost:3001', origin })).toMatchObject({ status: 403 });
  });

  it('refuses every CORS preflight unless the server serves other origins, and then only theirs', () => {
    const preflight = { host: 'localhost:3001', origin: 'http://localhost:5173', 'access-control-request-method': 'PUT' };
    expect(check(preflight, 'OPTIONS')).toMatchObject({ status: 403 });
    expect(check(preflight, 'OPTIONS', { preflight: true })).toBeNull();
    expect(check({ ...preflight, origin: 'http://evil.example' }, 'OPTIONS', { preflight: true })).toMatchObject({ status: 403 });
    expect(check({ host: 'localhost:3001' }, 'OPTIONS')).toBeNull();
  });
});

describe('guardServer', () => {
  let server: Server;
  let port: number;
  const handled: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      handled.push(request.url ?? '');
      response.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, LOOPBACK, resolve));
    port = (server.address() as AddressInfo).port;
    guardServer(server, { port, origins: [] });
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string, headers: Record<string, string>) =>
    new Promise<number>((resolve, reject) => {
      httpRequest({ host: LOOPBACK, port, path, headers }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
        .on('error', reject)
        .end();
    });

  it('runs the handlers the server had only for requests the guard lets through', async () => {
    expect(await get('/mine', { host: `localhost:${port}` })).toBe(200);
    expect(await get('/rebound', { host: `evil.example:${port}` })).toBe(421);
    expect(await get('/cross-origin', { host: `localhost:${port}`, origin: 'http://evil.example' })).toBe(403);
    expect(handled).toEqual(['/mine']);
  });
});
