import crypto from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import S3rver from 's3rver';
import { avatarUploadCors } from '@sandbank/infra/local';
import { localCredentials, localUrl } from '../config';
import { guardServer, LOOPBACK, loopbackOrigins, putInFront } from '../loopback-guard';
import { closeServer } from '../processes';
import { withS3RequestRules } from './s3-request-rules';

export interface S3Emulator {
  url: string;
  stop(): Promise<void>;
}

/** The browser uploads avatars straight to the bucket with presigned POSTs: the same CORS rule as the stack's. */
export function corsConfiguration(webOrigins: string[]): string {
  const origins = webOrigins.map((origin) => `<AllowedOrigin>${origin}</AllowedOrigin>`).join('');
  const methods = avatarUploadCors.methods.map((method) => `<AllowedMethod>${method}</AllowedMethod>`).join('');
  return `<CORSConfiguration><CORSRule>${origins}${methods}<MaxAgeSeconds>${avatarUploadCors.maxAgeSeconds}</MaxAgeSeconds></CORSRule></CORSConfiguration>`;
}

/**
 * s3rver makes the continuation token of a truncated listing (ListObjectsV2 with more keys than
 * MaxKeys) with DES, which the OpenSSL 3 in Node.js 20 no longer offers, and answers such a listing
 * with a 500. The token only has to come back unchanged to the same s3rver, so in this process DES
 * is replaced by AES-128 in counter mode under the same key and IV, each doubled to AES's size.
 */
function replaceDesForContinuationTokens(): void {
  if (desReplaced) return;
  desReplaced = true;
  const { createCipheriv, createDecipheriv } = crypto;
  const doubled = (value: unknown) => {
    const bytes = Buffer.isBuffer(value) ? value : Buffer.from(String(value));
    return Buffer.concat([bytes, bytes]);
  };
  const instead =
    (create: typeof createCipheriv | typeof createDecipheriv) =>
    (algorithm: string, key: unknown, iv: unknown, ...rest: unknown[]): unknown =>
      algorithm === 'des'
        ? Reflect.apply(create, crypto, ['aes-128-ctr', doubled(key), doubled(iv)])
        : Reflect.apply(create, crypto, [algorithm, key, iv, ...rest]);
  Object.assign(crypto, { createCipheriv: instead(createCipheriv), createDecipheriv: instead(createDecipheriv) });
}
let desReplaced = false;

/** s3rver knows one key pair, the one every function of the local stack signs with. */
const secretOf = (accessKeyId: string) => (accessKeyId === localCredentials.accessKeyId ? localCredentials.secretAccessKey : undefined);

/**
 * s3rver in this process on 127.0.0.1, objects kept on disk in `dataDir`, with the avatars bucket
 * (pages of the web app may call it across origins for presigned uploads, no other page may) and the
 * audit anchor bucket (reachable by the handlers only). Every request passes the loopback guard,
 * then S3's rules for form uploads and web pages (s3-request-rules.ts). s3rver has no Object Lock:
 * locally, anchors are protected by being outside the table and out of every page's reach.
 */
export async function startS3(options: {
  port: number;
  dataDir: string;
  bucket: string;
  auditAnchorBucket: string;
  webPort: number;
}): Promise<S3Emulator> {
  await mkdir(options.dataDir, { recursive: true });
  replaceDesForContinuationTokens();
  const webOrigins = loopbackOrigins(options.webPort);
  const server = new S3rver({
    address: LOOPBACK,
    port: options.port,
    directory: options.dataDir,
    silent: true,
    configureBuckets: [
      { name: options.bucket, configs: [corsConfiguration(webOrigins)] },
      { name: options.auditAnchorBucket, configs: [] },
    ],
  });
  await server.run();
  const { httpServer } = server;
  if (!httpServer) throw new Error('s3rver started without an HTTP server');
  putInFront(httpServer, (listener) => withS3RequestRules({ serverOnlyBuckets: [options.auditAnchorBucket], secretOf }, listener));
  guardServer(httpServer, { port: options.port, origins: webOrigins, preflight: true });
  return { url: localUrl(options.port), stop: () => closeServer(httpServer) };
}
