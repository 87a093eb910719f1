import { createHash, timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { forbidden } from '@sandbank/shared/errors';
import { env } from '../lib/env';
import { header } from './request';

/** The header CloudFront adds to every request it sends to the API (infra/lib/constructs/origin-verify.ts). */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * A deployed API answers only what came through CloudFront: a request sent to the HTTP API's own
 * endpoint lacks the secret header and gets 403 before anything else is looked at. Where the
 * deployment sets no secret (the local gateway, which is itself the only way in) nothing is checked.
 */
export function requireCloudFrontOrigin(event: APIGatewayProxyEventV2): void {
  const accepted = env.originVerifySecrets();
  if (accepted.length === 0) return;
  const sent = header(event, ORIGIN_VERIFY_HEADER);
  // Compared as digests of equal length, in constant time.
  if (sent === null || !accepted.some((secret) => timingSafeEqual(digest(secret), digest(sent)))) {
    throw forbidden('Requests reach this API only through its website');
  }
}
