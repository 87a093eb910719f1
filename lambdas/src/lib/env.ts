import { DEFAULT_BRAND_NAME } from '@sandbank/shared/brand';

/**
 * The CDK stack and the local stack both build it `satisfies FunctionSettings`, so neither can drift. Key ids
 * and the anchor bucket are not secrets: a function's role decides who may use them.
 */
export interface FunctionSettings {
  TABLE_NAME: string;
  USER_POOL_ID: string;
  AVATAR_BUCKET: string;
  MAIL_FROM: string;
  AUDIT_KEY_ID: string;
  REQUEST_KEY_ID: string;
  /** Only the wire-code functions may use it. */
  WIRE_CODE_KEY_ID: string;
  AUDIT_ANCHOR_BUCKET: string;
  BRAND_NAME: string;
  /** For the links in mails. */
  SITE_URL: string;
  LOG_LEVEL: string;
  /** 0–1; unset: none. */
  LOG_SAMPLE_RATE?: string;
  /** Comma separated: two while the secret rotates. Unset, requests are not checked (local stack). */
  ORIGIN_VERIFY_SECRETS?: string;
  RATE_LIMITS?: string;
  BANK_SETTINGS?: string;
  /** The local stack only; never set in AWS, and ignored there. */
  WEBHOOKS_ACCEPT_LOCALHOST?: string;
  LIVE_CONNECTIONS_ENDPOINT?: string;
}

/** A missing one is a deployment error, so fail loudly. */
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
  rateLimitOverrides: () => process.env.RATE_LIMITS,
  /** Never inside a Lambda runtime, whatever the setting says. */
  webhooksAcceptLocalhost: () => process.env.WEBHOOKS_ACCEPT_LOCALHOST === 'true' && process.env.AWS_LAMBDA_FUNCTION_NAME === undefined,
};
