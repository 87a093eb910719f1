/** Reads a required environment variable; a missing one is a deployment error, so fail loudly. */
export function requireEnv(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === '') throw new Error(`Environment variable ${name} is not set`);
  return value;
}

export const env = {
  tableName: () => requireEnv('TABLE_NAME'),
  userPoolId: () => requireEnv('USER_POOL_ID'),
  brandName: () => process.env.BRAND_NAME ?? 'Sandbank',
};
