import { z } from 'zod';

/** Settings the deployment serves at `/config.json`, read once before the app renders. */
export const RuntimeConfig = z.object({
  region: z.string().min(1),
  userPoolId: z.string().min(1),
  userPoolClientId: z.string().min(1),
  /** Set only in local mode: the Cognito emulator's URL. */
  cognitoEndpoint: z.url().nullish().transform((value) => value ?? undefined),
  brandName: z.string().min(1).default('Sandbank'),
  mode: z.enum(['local', 'aws']),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfig>;

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { headers: { Accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load /config.json (HTTP ${response.status})`);
  return RuntimeConfig.parse(await response.json());
}
