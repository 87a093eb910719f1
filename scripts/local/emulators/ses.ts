import { createRequire } from 'node:module';
import type createSesServer from 'aws-ses-v2-local';
import { localUrl } from '../config';
import { guardServer, LOOPBACK, loopbackOrigins } from '../loopback-guard';
import { closeServer } from '../processes';

export interface SesEmulator {
  url: string;
  stop(): Promise<void>;
}

export interface StoredEmail {
  messageId: string;
  from: string;
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { text?: string; html?: string };
  /** Epoch seconds. */
  at: number;
}

// A CommonJS module whose function is `exports.default`; require it so every loader agrees.
const startSesServer = (createRequire(import.meta.url)('aws-ses-v2-local') as { default: typeof createSesServer }).default;

/**
 * aws-ses-v2-local in this process on 127.0.0.1. It keeps mail in memory: it is gone when the stack
 * stops. Its mailbox holds codes that confirm wires, so only its own page (http://localhost:<port>)
 * may read it from a browser.
 */
export async function startSes(options: { port: number }): Promise<SesEmulator> {
  const server = await startSesServer({ host: LOOPBACK, port: options.port });
  guardServer(server, { port: options.port, origins: loopbackOrigins(options.port) });
  return { url: localUrl(options.port), stop: () => closeServer(server) };
}

/** Mail the emulator received at or after `since` (epoch seconds), oldest first. */
export async function readSentEmails(sesUrl: string, since = 0): Promise<StoredEmail[]> {
  const response = await fetch(`${sesUrl}/store?since=${Math.floor(since)}`);
  if (!response.ok) throw new Error(`Reading the SES emulator's mail failed with HTTP ${response.status}`);
  const { emails } = (await response.json()) as { emails: StoredEmail[] };
  return emails;
}
