import { DEFAULT_BRAND_NAME } from '@sandbank/shared/brand';

/**
 * What every function is given by its deployment. The CDK stack and the local stack both build
 * their environment as `satisfies FunctionSettings`, so neither can drift from what is read here.
 * AVATAR_BUCKET and MAIL_FROM are there for the avatar and wire operations.
 */
export interface FunctionSettings {
  TABLE_NAME: string;
  USER_POOL_ID: string;
  AVATAR_BUCKET: string;
  MAIL_FROM: string;
  BRAND_NAME: string;
  LOG_LEVEL: string;
  /** Per-caller limits that differ from the defaults, as JSON (shared/src/rate-limits.ts); unset: the defaults. */
  RATE_LIMITS?: string;
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
  brandName: () => process.env.BRAND_NAME ?? DEFAULT_BRAND_NAME,
  /** Per-caller limits that differ from the defaults, as JSON, or nothing (parsed where they are used). */
  rateLimitOverrides: () => process.env.RATE_LIMITS,
};
