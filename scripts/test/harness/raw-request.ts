import { request } from 'node:http';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * An HTTP request with exactly the headers given, `Host` included (fetch sets Host itself), as a
 * browser tricked by DNS rebinding or a page of another origin would send it. `path`, when given,
 * is sent exactly as written in place of the URL's: a URL resolves `..` and `%2e%2e` before sending.
 */
export function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; address?: string; path?: string } = {},
): Promise<RawResponse> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: options.address ?? '127.0.0.1',
        port: target.port,
        path: options.path ?? `${target.pathname}${target.search}`,
        method: options.method ?? 'GET',
        headers: { host: target.host, ...options.headers },
        timeout: 10_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`No answer from ${url}`)));
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}
