import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { localResources, localUrl } from '../config';
import { guarded, LOOPBACK } from '../loopback-guard';
import { closeServer } from '../processes';

/*
 * A small stand-in for AWS KMS: the HMAC keys of the local stack and the two calls the Lambda
 * code makes with them, GenerateMac and VerifyMac, over KMS's own JSON protocol
 * (`X-Amz-Target: TrentService.<Operation>`, `application/x-amz-json-1.1`). The handlers reach it
 * through AWS_ENDPOINT_URL_KMS with the ordinary SDK client, so their code is the code that runs
 * against KMS. The keys are generated once per local stack and kept in its data folder, never in
 * the table. It checks no credentials and no policy: on AWS, IAM decides which function may use
 * which key (docs/security.md).
 */

/**
 * The keys of one stack, by role: the audit chain's, the one cursor MAC keys are derived from, and
 * the one wire confirmation code MACs are derived from (infra/lib/constructs/{audit,wire-codes}.ts).
 */
export const kmsKeyRoles = ['audit', 'requestMac', 'wireCode'] as const;
export type KmsKeyRole = (typeof kmsKeyRoles)[number];

interface StoredKey {
  keyId: string;
  arn: string;
  /** 32 random bytes, base64: the material of an HMAC_256 key. */
  material: string;
}
type KeyFile = Record<KmsKeyRole, StoredKey>;

export interface KmsEmulator {
  url: string;
  /** ARN of each key, for the functions' environment. */
  keyArns: Record<KmsKeyRole, string>;
  stop(): Promise<void>;
}

const ACCOUNT = '000000000000';
const MAC_ALGORITHM = 'HMAC_SHA_256';
/** KMS refuses messages longer than this. */
const MAX_MESSAGE_BYTES = 4096;

function newKey(): StoredKey {
  const keyId = randomUUID();
  return { keyId, arn: `arn:aws:kms:${localResources.region}:${ACCOUNT}:key/${keyId}`, material: randomBytes(32).toString('base64') };
}

const isStoredKey = (value: unknown): value is StoredKey =>
  typeof value === 'object' &&
  value !== null &&
  ['keyId', 'arn', 'material'].every((field) => typeof (value as Record<string, unknown>)[field] === 'string');

/** The keys a file holds by role; null when it is not a key file (or holds something else under a role). */
function storedKeysOf(value: unknown): Partial<KeyFile> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const stored: Partial<KeyFile> = {};
  for (const role of kmsKeyRoles) {
    const key: unknown = (value as Record<string, unknown>)[role];
    if (key === undefined) continue;
    if (!isStoredKey(key)) return null;
    stored[role] = key;
  }
  return stored;
}

/**
 * The stack's keys: read from `dataDir`, with any role the file lacks (a key added since it was
 * written, such as the wire-code key) made and added; or all made and written there (readable by
 * this user only) on the first start. Keys already there are kept, so the data the stack holds
 * stays verifiable.
 */
async function loadKeys(dataDir: string): Promise<KeyFile> {
  const file = path.join(dataDir, 'keys.json');
  let text: string | null = null;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const stored = text === null ? {} : storedKeysOf(JSON.parse(text));
  if (stored === null) throw new Error(`${file} does not hold the local stack's keys; move it away to make new ones`);
  if (kmsKeyRoles.every((role) => stored[role] !== undefined)) return stored as KeyFile;
  const keys = Object.fromEntries(kmsKeyRoles.map((role) => [role, stored[role] ?? newKey()])) as KeyFile;
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  return keys;
}

/** An error in the shape the SDK's JSON protocol reads: the type names the exception class. */
class KmsError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
        if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
        resolve(parsed as Record<string, unknown>);
      } catch {
        reject(new KmsError('SerializationException', 'The request body is not a JSON object'));
      }
    });
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
  response.end(JSON.stringify(body));
}

/** What a MAC call names: the key (id or ARN), the message and the algorithm, each checked as KMS does. */
function macRequest(keys: KeyFile, input: Record<string, unknown>): { key: StoredKey; message: Buffer } {
  const key = Object.values(keys).find((candidate) => input.KeyId === candidate.keyId || input.KeyId === candidate.arn);
  if (!key) throw new KmsError('NotFoundException', `Key '${String(input.KeyId)}' does not exist`);
  if (input.MacAlgorithm !== MAC_ALGORITHM) {
    throw new KmsError('InvalidKeyUsageException', `The key supports ${MAC_ALGORITHM} only`);
  }
  if (typeof input.Message !== 'string' || input.Message === '') throw new KmsError('ValidationException', 'Message is required');
  const message = Buffer.from(input.Message, 'base64');
  if (message.length > MAX_MESSAGE_BYTES) throw new KmsError('ValidationException', `Message is longer than ${MAX_MESSAGE_BYTES} bytes`);
  return { key, message };
}

const mac = (key: StoredKey, message: Buffer) => createHmac('sha256', Buffer.from(key.material, 'base64')).update(message).digest();

function handle(keys: KeyFile, operation: string, input: Record<string, unknown>): unknown {
  switch (operation) {
    case 'GenerateMac': {
      const { key, message } = macRequest(keys, input);
      return { KeyId: key.arn, Mac: mac(key, message).toString('base64'), MacAlgorithm: MAC_ALGORITHM };
    }
    case 'VerifyMac': {
      const { key, message } = macRequest(keys, input);
      const given = typeof input.Mac === 'string' ? Buffer.from(input.Mac, 'base64') : Buffer.alloc(0);
      const expected = mac(key, message);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new KmsError('KMSInvalidMacException', 'The MAC does not verify');
      }
      return { KeyId: key.arn, MacValid: true, MacAlgorithm: MAC_ALGORITHM };
    }
    default:
      throw new KmsError('UnsupportedOperationException', `The local KMS emulator does not implement ${operation}`);
  }
}

/** The KMS emulator on 127.0.0.1, with the stack's keys from `dataDir`. */
export async function startKms(options: { port: number; dataDir: string }): Promise<KmsEmulator> {
  const keys = await loadKeys(options.dataDir);
  // Only the handlers call it: no page of any origin may.
  const guard = { port: options.port, origins: [] };
  const server = createServer(guarded(guard, (request, response) => {
    const target = String(request.headers['x-amz-target'] ?? '');
    const [service, operation = ''] = target.split('.');
    if (request.method !== 'POST' || service !== 'TrentService') {
      send(response, 400, { __type: 'UnknownOperationException', message: 'Expected a TrentService call' });
      return;
    }
    readJson(request)
      .then((input) => send(response, 200, handle(keys, operation, input)))
      .catch((error: unknown) => {
        if (error instanceof KmsError) send(response, 400, { __type: error.type, message: error.message });
        else send(response, 500, { __type: 'KMSInternalException', message: String(error) });
      });
  }));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, LOOPBACK, () => resolve());
  });
  return {
    url: localUrl(options.port),
    keyArns: { audit: keys.audit.arn, requestMac: keys.requestMac.arn, wireCode: keys.wireCode.arn },
    stop: () => closeServer(server),
  };
}
