import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { forbidden } from '@sandbank/shared/errors';
import { env } from '../lib/env';
import { header } from './request';

/** infra/lib/constructs/origin-verify.ts. */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/** Constant-time for a given length. Written out because node:crypto would load on every cold start of the lightest functions just for this. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

/**
 * A request sent to the HTTP API's own endpoint lacks the secret and gets 403 first. The local gateway sets no
 * secret, being itself the only way in.
 */
export function requireCloudFrontOrigin(event: APIGatewayProxyEventV2): void {
  if (!carriesOriginSecret(header(event, ORIGIN_VERIFY_HEADER))) throw forbidden('Requests reach this API only through its website');
}

/** The live-updates authorizer asks it of a WebSocket's $connect. */
export function carriesOriginSecret(sent: string | null | undefined): boolean {
  const accepted = env.originVerifySecrets();
  if (accepted.length === 0) return true;
  return typeof sent === 'string' && accepted.some((secret) => sameText(secret, sent));
}
