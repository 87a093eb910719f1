import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { isIP } from 'node:net';
import { HttpError, unavailable } from '@sandbank/shared/errors';
import type { RateLimitCategory } from '@sandbank/shared/rate-limits';
import { countCallNow } from '../data/entities/call-counter';
import { idempotencyRecord, putIdempotencyRecord } from '../data/entities/idempotency-record';
import type { TransactItem } from '../data/transact';
import { IdempotencyKeyTaken } from '../domain/idempotency/idempotency-scope';
import { sha256Hex, stableJson } from '../lib/stable-json';
import { callWindow, secondsLeftIn } from './caller-limits';
import { env } from '../lib/env';
import { ipv6Groups, ipv6Network64, mappedIpv4 } from '../lib/ip-addresses';
import { header } from './request';
import { Throttled } from './responses';

/*
 * Calls that need no sign-in but may not be made without bounds (the sandbox's sign-up): the
 * caller is known only by the network address the request came from, so the per-caller limits
 * count by its network (`networkOf`: one IPv6 subscriber holds a whole /64), and an optional
 * Idempotency-Key is scoped to the exact address and the operation. A replay is answered from the
 * record before anything is counted or written.
 */

/** The header CloudFront writes with the viewer's address (infra/lib/constructs/web.ts), replacing any a viewer sent. */
export const VIEWER_ADDRESS_HEADER = 'x-viewer-address';

/**
 * The address the request came from. Behind CloudFront (a deployment that checks the origin-verify
 * header, so the request did come through it) API Gateway's `sourceIp` is the edge's address, and
 * the viewer's is the header CloudFront wrote; the local gateway is reached directly, so its
 * `sourceIp` is the caller's and a header of that name is the caller's own words, not trusted.
 */
export function sourceAddress(event: APIGatewayProxyEventV2): string {
  const behindCloudFront = env.originVerifySecrets().length > 0;
  const viewer = behindCloudFront ? header(event, VIEWER_ADDRESS_HEADER) : null;
  return viewer || event.requestContext?.http?.sourceIp || 'unknown';
}

/**
 * The network an address is counted by: an IPv4 address by itself (an IPv4-mapped IPv6 address as
 * the IPv4 address it carries), an IPv6 address by its /64 (`2001:db8:1:2::/64`), the prefix one
 * subscriber or host is given and may take any of 2^64 addresses from. Anything that is not an IP
 * address is counted as it is.
 */
export function networkOf(address: string): string {
  if (isIP(address) === 4) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  return mappedIpv4(address) ?? ipv6Network64(groups);
}

/** The call counters and idempotency records of an address are kept apart from any user's by this prefix. */
const addressId = (address: string) => `address:${address}`;

/**
 * Counts one call from the address's network against its allowance; once it is spent, 429 with
 * `message` and Retry-After (what is left of the window).
 */
export async function spendAddressAllowance(address: string, category: RateLimitCategory, message: string): Promise<void> {
  const window = callWindow(addressId(networkOf(address)), category);
  if (!(await countCallNow(window))) throw new Throttled(message, secondsLeftIn(window));
}

export interface AddressCall<Answer> {
  address: string;
  operationId: string;
  key: string | null;
  /** What must be the same for a retry to be the same request. */
  payload: unknown;
  /** Runs the call, given the record to write with its last write when a key was sent. */
  perform: (remember?: (response: Answer) => TransactItem) => Promise<Answer>;
}

/**
 * Runs an anonymous call at most once per (address, operation, key) when a key is sent: a replay
 * gets the first answer, the same key with another request 422. Only a success is remembered;
 * a refusal (429 at the cap) may be tried again with the same key.
 */
export async function runOncePerAddress<Answer>(call: AddressCall<Answer>): Promise<Answer> {
  if (call.key === null) return call.perform();
  const scope = `${addressId(call.address)}#${call.operationId}#${call.key}`;
  const requestHash = sha256Hex(stableJson(call.payload));
  const answerFrom = (found: Awaited<ReturnType<typeof idempotencyRecord>>) => {
    if (!found) throw unavailable();
    if (found.requestHash !== requestHash) throw new HttpError('idempotency_key_reused', 'This Idempotency-Key was already used with a different request');
    if (found.outcome.kind !== 'success') throw unavailable();
    return found.outcome.response as Answer;
  };
  const earlier = await idempotencyRecord(scope);
  if (earlier) return answerFrom(earlier);
  try {
    return await call.perform((response) => putIdempotencyRecord(scope, requestHash, { kind: 'success', response }));
  } catch (error) {
    // Another request with the key finished first: its answer is the answer.
    if (error instanceof IdempotencyKeyTaken) return answerFrom(await idempotencyRecord(scope));
    throw error;
  }
}
