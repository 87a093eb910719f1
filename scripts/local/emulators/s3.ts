import { mkdir } from 'node:fs/promises';
import S3rver from 's3rver';
import { localUrl } from '../config';
import { guardServer, LOOPBACK, loopbackOrigins } from '../loopback-guard';
import { closeServer } from '../processes';

export interface S3Emulator {
  url: string;
  stop(): Promise<void>;
}

/** The browser uploads and downloads avatars directly with presigned URLs, so the web origin needs CORS. */
export function corsConfiguration(webOrigins: string[]): string {
  const origins = webOrigins.map((origin) => `<AllowedOrigin>${origin}</AllowedOrigin>`).join('');
  const methods = ['GET', 'PUT', 'POST'].map((method) => `<AllowedMethod>${method}</AllowedMethod>`).join('');
  return (
    '<CORSConfiguration><CORSRule>' +
    `${origins}${methods}<AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds>` +
    '</CORSRule></CORSConfiguration>'
  );
}

/**
 * s3rver in this process on 127.0.0.1, objects kept on disk in `dataDir`, with the avatars bucket
 * configured. Pages of the web app may call it across origins (presigned uploads), no other page may.
 */
export async function startS3(options: { port: number; dataDir: string; bucket: string; webPort: number }): Promise<S3Emulator> {
  await mkdir(options.dataDir, { recursive: true });
  const webOrigins = loopbackOrigins(options.webPort);
  const server = new S3rver({
    address: LOOPBACK,
    port: options.port,
    directory: options.dataDir,
    silent: true,
    configureBuckets: [{ name: options.bucket, configs: [corsConfiguration(webOrigins)] }],
  });
  await server.run();
  const { httpServer } = server;
  if (!httpServer) throw new Error('s3rver started without an HTTP server');
  guardServer(httpServer, { port: options.port, origins: webOrigins, preflight: true });
  return { url: localUrl(options.port), stop: () => closeServer(httpServer) };
}
