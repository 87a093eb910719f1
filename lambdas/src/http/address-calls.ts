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
 * The caller is known only by network address, so limits count by network (one IPv6 subscriber holds a whole
 * /64). A replay is answered from the record before anything is counted or written.
 */

/** CloudFront writes it, replacing any a viewer sent (infra/lib/constructs/web.ts). */
export const VIEWER_ADDRESS_HEADER = 'x-viewer-address';

/**
 * Behind CloudFront `sourceIp` is the edge's, so the viewer's is the header CloudFront wrote; the local gateway
 * is reached directly, so there a header of that name is the caller's own words and not trusted.
 */
export function sourceAddress(event: APIGatewayProxyEventV2): string {
  const behindCloudFront = env.originVerifySecrets().length > 0;
  const viewer = behindCloudFront ? header(event, VIEWER_ADDRESS_HEADER) : null;
  return viewer || event.requestContext?.http?.sourceIp || 'unknown';
}

/**
 * An IPv6 address counts by its /64, the prefix one subscriber may take any of 2^64 addresses from; a mapped
 * IPv4 address counts as the IPv4 address.
 */
export function networkOf(address: string): string {
  if (isIP(address) === 4) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  return mappedIpv4(address) ?? ipv6Network64(groups);
}

/** The prefix keeps an address's counters and records apart from any user's. */
const addressId = (address: string) => `address:${address}`;

export async function spendAddressAllowance(address: string, category: RateLimitCategory, message: string): Promise<void> {
  const window = callWindow(addressId(networkOf(address)), category);
  if (!(await countCallNow(window))) throw new Throttled(message, secondsLeftIn(window));
}

export interface AddressCall<Answer> {
  address: string;
  operationId: string;
  key: string | null;
  payload: unknown;
  perform: (remember?: (response: Answer) => TransactItem) => Promise<Answer>;
}

/** Only a success is remembered, so a refusal (429 at the cap) may be tried again with the same key. */
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
