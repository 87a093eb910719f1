import { randomBytes } from 'node:crypto';
import { IncomingMessage, type IncomingHttpHeaders, type RequestListener, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { AVATAR_MAX_BYTES } from '@sandbank/shared/avatar';
import { postPolicyRefusal, type PostedForm, type S3Refusal, type SecretOf } from './s3-post-policy';

/*
 * What S3 enforces and s3rver does not, checked in front of s3rver (emulators/s3.ts), after the
 * loopback guard:
 * - a form upload (a POST to a bucket itself) is stored only when its policy holds
 *   (s3-post-policy.ts): the whole form is read first, then handed to s3rver unchanged;
 * - a bucket that no browser writes (the audit anchors) answers no web page at all and takes no
 *   form upload: its objects are written by the handlers' signed requests only;
 * - a web page may otherwise only read objects (presigned GET) or upload with a form. s3rver
 *   checks no SigV4 signature, so any other call from a page — `POST ?delete` needs no CORS
 *   preflight — would be obeyed, where AWS refuses an unsigned request to a private bucket.
 */

export interface S3RequestRules {
  /** Buckets no browser writes: any request with an `Origin` is refused, and every form upload. */
  serverOnlyBuckets: readonly string[];
  /** The key pairs requests may be signed with. */
  secretOf: SecretOf;
}

/**
 * The largest form accepted: the largest file any upload ticket of the app allows (a profile
 * picture) and room for the fields before it, which S3 limits to 20 KB. A larger form is refused
 * unread; it could only fail its policy's content-length-range.
 */
const FORM_FIELDS_MAX_BYTES = 20 * 1024;
export const FORM_BODY_MAX_BYTES = AVATAR_MAX_BYTES + FORM_FIELDS_MAX_BYTES + 16 * 1024;

// busboy, the multipart parser s3rver itself reads forms with, resolved from s3rver (one reason its
// version is pinned exactly in scripts/package.json).
const busboyRequire = createRequire(createRequire(import.meta.url).resolve('s3rver'));

interface BusboyParser extends NodeJS.WritableStream {
  on(event: 'field', listener: (name: string, value: string, nameTruncated: boolean, valueTruncated: boolean) => void): this;
  on(event: 'file', listener: (name: string, stream: NodeJS.ReadableStream & { truncated?: boolean }) => void): this;
  on(event: 'finish' | 'partsLimit' | 'fieldsLimit' | 'filesLimit', listener: () => void): this;
  on(event: 'error', listener: (error: Error) => void): this;
}
type BusboyConstructor = new (options: { headers: IncomingHttpHeaders; limits: Record<string, number> }) => BusboyParser;
const Busboy = busboyRequire('busboy') as BusboyConstructor;

const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function sendS3Error(response: ServerResponse, refusal: S3Refusal, corsOrigin: string | undefined): void {
  const requestId = randomBytes(8).toString('hex').toUpperCase();
  const body =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Error><Code>${refusal.code}</Code><Message>${escapeXml(refusal.message)}</Message><RequestId>${requestId}</RequestId></Error>`;
  response.writeHead(refusal.status, {
    'content-type': 'application/xml',
    'content-length': Buffer.byteLength(body),
    'x-amz-request-id': requestId,
    // S3 answers a refused upload with the bucket's CORS headers, so the page can read why.
    ...(corsOrigin ? { 'access-control-allow-origin': corsOrigin, vary: 'Origin' } : {}),
    connection: 'close',
  });
  response.end(body);
}

const accessDenied: S3Refusal = { status: 403, code: 'AccessDenied', message: 'Access Denied' };
const notMultipart: S3Refusal = { status: 412, code: 'PreconditionFailed', message: 'Bucket POST must be of the enclosure-type multipart/form-data' };
const formTooLarge: S3Refusal = { status: 400, code: 'EntityTooLarge', message: 'Your proposed upload exceeds the maximum allowed size' };
const fieldsTooLarge: S3Refusal = { status: 400, code: 'MaxPostPreDataLengthExceeded', message: 'Your POST request fields preceding the upload file were too large.' };
const notOriginForm: S3Refusal = { status: 400, code: 'InvalidRequest', message: 'The request target must be a path' };
const notOneFile: S3Refusal = { status: 400, code: 'InvalidArgument', message: 'POST requires exactly one file upload per request.' };

interface Target {
  bucket: string | null;
  /** A POST to the bucket itself, not to an object nor `?delete`: what s3rver stores as a form upload. */
  formUpload: boolean;
}

/** The bucket a path-style request names, as s3rver's router reads it. */
function targetOf(method: string | undefined, rawUrl: string | undefined): Target {
  // Split by hand: WHATWG URL would read a path starting `//` as a host name, which s3rver does not.
  const [pathname = '', query = ''] = (rawUrl ?? '/').split(/\?(.*)/s);
  const [, segment] = /^\/([^/]+)/.exec(pathname) ?? [];
  let bucket: string | null = null;
  try {
    bucket = segment === undefined ? null : decodeURIComponent(segment);
  } catch {
    bucket = segment ?? null;
  }
  const formUpload = method === 'POST' && /^\/[^/]+\/?$/.test(pathname) && !new URLSearchParams(query).has('delete');
  return { bucket, formUpload };
}

/** The body, or null once it passes `limit` bytes (the rest is drained, so the client can read the answer). */
function readBody(request: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    request.on('end', () => resolve(size <= limit ? Buffer.concat(chunks) : null));
    request.on('error', reject);
  });
}

type ParsedForm = Omit<PostedForm, 'bucket'>;

/** The form's fields up to the file, and the file's size, as S3 reads them; a refusal when it is no single-file form. */
function parseForm(headers: IncomingHttpHeaders, body: Buffer): Promise<ParsedForm | S3Refusal> {
  if (!/^multipart\/form-data\s*;/i.test(headers['content-type'] ?? '')) return Promise.resolve(notMultipart);
  return new Promise((resolve) => {
    let parser: BusboyParser;
    try {
      parser = new Busboy({ headers, limits: { fieldSize: FORM_FIELDS_MAX_BYTES, fields: 100, parts: 110, fileSize: FORM_BODY_MAX_BYTES } });
    } catch {
      return resolve(notMultipart);
    }
    const fields: [string, string][] = [];
    let fieldBytes = 0;
    let fileSize: number | null = null;
    let files = 0;
    let refusal: S3Refusal | null = null;
    parser.on('field', (name, value, _nameTruncated, valueTruncated) => {
      // s3rver takes a `file` part without a file name as the file, as S3 does.
      if (name === 'file') {
        files += 1;
        fileSize ??= Buffer.byteLength(value);
        return;
      }
      if (files > 0) return; // S3 ignores fields after the file
      fieldBytes += Buffer.byteLength(name) + Buffer.byteLength(value);
      if (valueTruncated || fieldBytes > FORM_FIELDS_MAX_BYTES) refusal ??= fieldsTooLarge;
      fields.push([name, value]);
    });
    parser.on('file', (name, stream) => {
      files += 1;
      if (name !== 'file') refusal ??= notOneFile;
      let size = 0;
      stream.on('data', (chunk: Buffer) => (size += chunk.length));
      stream.on('end', () => {
        if (name === 'file') fileSize ??= size;
      });
    });
    for (const limit of ['partsLimit', 'fieldsLimit', 'filesLimit'] as const) parser.on(limit, () => (refusal ??= fieldsTooLarge));
    parser.on('error', () => resolve(notMultipart));
    parser.on('finish', () => {
      if (refusal) return resolve(refusal);
      if (files !== 1 || fileSize === null) return resolve(notOneFile);
      resolve({ fields, fileSize });
    });
    parser.end(body);
  });
}

/** The request again, its body already read, for s3rver to read from the start. */
function replayOf(request: IncomingMessage, body: Buffer): IncomingMessage {
  const replay = new IncomingMessage(request.socket);
  replay.method = request.method;
  replay.url = request.url;
  replay.httpVersion = request.httpVersion;
  replay.httpVersionMajor = request.httpVersionMajor;
  replay.httpVersionMinor = request.httpVersionMinor;
  replay.headers = request.headers;
  replay.rawHeaders = request.rawHeaders;
  // Complete as the original is: an incomplete message that ends destroys its socket, and the answer with it.
  replay.complete = true;
  replay.push(body);
  replay.push(null);
  return replay;
}

/** Whether a request from a web page (it carries an `Origin`) may reach s3rver: reads and form uploads, never a server-only bucket. */
function mayServePage(method: string | undefined, target: Target, serverOnly: boolean): boolean {
  if (serverOnly) return false;
  return method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || target.formUpload;
}

/** `listener` (s3rver's) behind S3's rules for form uploads and for web pages. */
export function withS3RequestRules(rules: S3RequestRules, listener: RequestListener): RequestListener {
  return (request, response) => {
    const origin = request.headers.origin;
    const target = targetOf(request.method, request.url);
    const serverOnly = target.bucket !== null && rules.serverOnlyBuckets.includes(target.bucket);
    // Answered once the body is read (unkept), so that a client still sending gets the answer rather than a broken pipe.
    const refuse = (refusal: S3Refusal) => {
      const send = () => sendS3Error(response, refusal, serverOnly ? undefined : origin);
      if (request.readableEnded) return send();
      request.once('end', send).resume();
    };

    // Only the origin form (`/bucket/key`) is read the same way here and by s3rver; S3's clients send nothing else.
    if (!request.url?.startsWith('/')) return refuse(notOriginForm);
    if (origin !== undefined && !mayServePage(request.method, target, serverOnly)) return refuse(accessDenied);
    if (!target.formUpload) return listener(request, response);
    if (serverOnly) return refuse(accessDenied);
    if (Number(request.headers['content-length']) > FORM_BODY_MAX_BYTES) return refuse(formTooLarge);
    void (async () => {
      const body = await readBody(request, FORM_BODY_MAX_BYTES);
      if (body === null) return refuse(formTooLarge);
      const form = await parseForm(request.headers, body);
      if ('code' in form) return refuse(form);
      const policyRefusal = postPolicyRefusal({ bucket: target.bucket!, ...form }, rules.secretOf);
      if (policyRefusal) return refuse(policyRefusal);
      listener(replayOf(request, body), response);
    })().catch((error: unknown) => {
      console.error('The S3 emulator could not read a form upload', error);
      if (!response.headersSent) refuse({ status: 400, code: 'MalformedPOSTRequest', message: 'The body of your POST request is not well-formed multipart/form-data.' });
    });
  };
}
