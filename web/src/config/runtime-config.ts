import { RuntimeConfig } from '@sandbank/shared';

export { RuntimeConfig } from '@sandbank/shared';

/** Reads the deployment's `/config.json` (shape: the shared RuntimeConfig schema). */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { headers: { Accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load /config.json (HTTP ${response.status})`);
  return RuntimeConfig.parse(await response.json());
}
