import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { forbidden } from '@sandbank/shared/errors';
import { env } from '../lib/env';
import { header } from './request';

/** The header CloudFront adds to every request it sends to the API (infra/lib/constructs/origin-verify.ts). */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/**
 * Whether two strings are equal, taking as long for a near miss as for a far one (the length,
 * fixed for a generated secret, is not hidden). Written out rather than with node:crypto, which the
 * lightest functions would otherwise load on every cold start just for this.
 */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

/**
 * A deployed API answers only what came through CloudFront: a request sent to the HTTP API's own
 * endpoint lacks the secret header and gets 403 before anything else is looked at. Where the
 * deployment sets no secret (the local gateway, which is itself the only way in) nothing is checked.
 */
export function requireCloudFrontOrigin(event: APIGatewayProxyEventV2): void {
  if (!carriesOriginSecret(header(event, ORIGIN_VERIFY_HEADER))) throw forbidden('Requests reach this API only through its website');
}

/**
 * Whether the origin-verify header's value (`sent`) is one the deployment accepts; always true
 * where it sets no secret. The live-updates authorizer asks it of a WebSocket's $connect.
 */
export function carriesOriginSecret(sent: string | null | undefined): boolean {
  const accepted = env.originVerifySecrets();
  if (accepted.length === 0) return true;
  return typeof sent === 'string' && accepted.some((secret) => sameText(secret, sent));
}
