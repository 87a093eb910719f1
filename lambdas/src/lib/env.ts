import { DEFAULT_BRAND_NAME } from '@sandbank/shared/brand';

/**
 * What every function is given by its deployment. The CDK stack and the local stack both build
 * their environment as `satisfies FunctionSettings`, so neither can drift from what is read here.
 * AVATAR_BUCKET and MAIL_FROM are there for the avatar and wire operations. The key ids and the
 * anchor bucket are not secrets: which function may use them is decided by its role.
 */
export interface FunctionSettings {
  TABLE_NAME: string;
  USER_POOL_ID: string;
  AVATAR_BUCKET: string;
  MAIL_FROM: string;
  /** The KMS HMAC key that seals audit events (docs/security.md, "The audit chain"). */
  AUDIT_KEY_ID: string;
  /** The KMS HMAC key cursor MAC keys are derived from. */
  REQUEST_KEY_ID: string;
  /** The KMS HMAC key the wire confirmation code MAC key is derived from (only the wire-code functions may use it). */
  WIRE_CODE_KEY_ID: string;
  /** The bucket where the audit chain's head is anchored outside the table. */
  AUDIT_ANCHOR_BUCKET: string;
  BRAND_NAME: string;
  /** The app's address (`https://<distribution domain>`; locally the web server's), for the links in mails. */
  SITE_URL: string;
  LOG_LEVEL: string;
  /** The share of invocations (0–1) logged at DEBUG whatever LOG_LEVEL says; unset: none. */
  LOG_SAMPLE_RATE?: string;
  /**
   * Deployed API functions only: the values CloudFront's origin-verify header may carry, comma
   * separated (two while the secret rotates). Unset, requests are not checked for it (local stack).
   */
  ORIGIN_VERIFY_SECRETS?: string;
  /** Per-caller limits that differ from the defaults, as JSON (shared/src/rate-limits.ts); unset: the defaults. */
  RATE_LIMITS?: string;
  /** The bank's published figures that differ from the defaults, as JSON (shared/src/bank-settings.ts); unset: the defaults. */
  BANK_SETTINGS?: string;
  /**
   * The local stack only: 'true' lets webhook endpoints also be http://localhost:<port> and
   * http://127.0.0.1:<port> (domain/webhooks/endpoint-url.ts). Never set in AWS, and ignored there.
   */
  WEBHOOKS_ACCEPT_LOCALHOST?: string;
  /** The functions that push live updates: the WebSocket API's connection management endpoint (`https://<api>/<stage>`). */
  LIVE_CONNECTIONS_ENDPOINT?: string;
}

/** Reads a required environment variable; a missing one is a deployment error, so fail loudly. */
export function requireEnv(name: keyof FunctionSettings): string {
  const value = process.env[name];
  if (value === undefined || value === '') throw new Error(`Environment variable ${name} is not set`);
  return value;
}

export const env = {
  tableName: () => requireEnv('TABLE_NAME'),
  userPoolId: () => requireEnv('USER_POOL_ID'),
  auditKeyId: () => requireEnv('AUDIT_KEY_ID'),
  requestKeyId: () => requireEnv('REQUEST_KEY_ID'),
  wireCodeKeyId: () => requireEnv('WIRE_CODE_KEY_ID'),
  auditAnchorBucket: () => requireEnv('AUDIT_ANCHOR_BUCKET'),
  mailFrom: () => requireEnv('MAIL_FROM'),
  brandName: () => process.env.BRAND_NAME ?? DEFAULT_BRAND_NAME,
  siteUrl: () => requireEnv('SITE_URL').replace(/\/+$/, ''),
  originVerifySecrets: (): string[] => (process.env.ORIGIN_VERIFY_SECRETS ?? '').split(',').filter(Boolean),
  liveConnectionsEndpoint: () => requireEnv('LIVE_CONNECTIONS_ENDPOINT'),
  /** Per-caller limits that differ from the defaults, as JSON, or nothing (parsed where they are used). */
  rateLimitOverrides: () => process.env.RATE_LIMITS,
  /** True only in the local stack (and never inside a Lambda runtime, whatever the setting says). */
  webhooksAcceptLocalhost: () => process.env.WEBHOOKS_ACCEPT_LOCALHOST === 'true' && process.env.AWS_LAMBDA_FUNCTION_NAME === undefined,
};
