import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { WEBHOOK_EVENT_ID_HEADER, WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMEOUT_MS } from '@sandbank/shared/schemas/webhook';
import { checkUrlShape, guardedLookup, isAllowedAddress, urlRulesHere, type ResolveAll, type UrlRules } from './endpoint-url';
import { signatureHeader } from './sign';

/*
 * The URL's rule is checked again and the connection goes only to an address that passed it (endpoint-url.ts).
 * Redirects are not followed, and only a little of the answer is read: its body tells the bank nothing, and a
 * receiver that streams forever must not hold a function.
 */

export interface AttemptOutcome {
  delivered: boolean;
  statusCode: number | null;
  durationMs: number;
  failure?: string;
}

const ANSWER_READ_CAP_BYTES = 4096;

export interface DeliveryTarget {
  url: string;
  secret: string;
}

export interface PostOptions {
  rules?: UrlRules;
  resolveAll?: ResolveAll;
  timeoutMs?: number;
}

export async function postSignedEvent(target: DeliveryTarget, eventId: string, body: string, options: PostOptions = {}): Promise<AttemptOutcome> {
  const started = Date.now();
  const failed = (failure: string): AttemptOutcome => ({ delivered: false, statusCode: null, durationMs: Date.now() - started, failure });
  const checked = checkUrlShape(target.url, options.rules ?? urlRulesHere());
  if (!checked.ok) return failed(checked.reason);
  const { destination } = checked;
  // A literal address is connected to without a lookup, so it is checked here instead.
  if (isIP(destination.host) !== 0 && !isAllowedAddress(destination.host, destination)) return failed(`${destination.host} is not a public address`);

  // Signed with the time it is sent, which the receiver compares with its own clock.
  const signature = signatureHeader(target.secret, Math.floor(Date.now() / 1000), body);
  const send = destination.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<AttemptOutcome>((resolve) => {
    let settled = false;
    const settle = (outcome: Omit<AttemptOutcome, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...outcome, durationMs: Date.now() - started });
    };
    const outgoing = send(destination.url, {
      method: 'POST',
      agent: false,
      lookup: guardedLookup(destination, options.resolveAll),
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body, 'utf8'),
        'user-agent': 'Sandbank-Webhooks/1.0',
        [WEBHOOK_EVENT_ID_HEADER]: eventId,
        [WEBHOOK_SIGNATURE_HEADER]: signature,
      },
    });
    // The whole attempt, connection and answer, within the limit: not an idle timeout a slow trickle could stretch.
    const timer = setTimeout(() => outgoing.destroy(new Error(`No answer within ${options.timeoutMs ?? WEBHOOK_TIMEOUT_MS} ms`)), options.timeoutMs ?? WEBHOOK_TIMEOUT_MS);
    outgoing.on('response', (answer: IncomingMessage) => {
      const statusCode = answer.statusCode ?? null;
      const outcome = { delivered: statusCode !== null && statusCode >= 200 && statusCode < 300, statusCode };
      let read = 0;
      answer.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > ANSWER_READ_CAP_BYTES) {
          answer.destroy();
          settle(outcome);
        }
      });
      answer.on('end', () => settle(outcome));
      answer.on('close', () => settle(outcome));
      answer.on('error', () => settle(outcome));
    });
    outgoing.on('error', (error) => settle({ delivered: false, statusCode: null, failure: error.message }));
    outgoing.end(body, 'utf8');
  });
}
