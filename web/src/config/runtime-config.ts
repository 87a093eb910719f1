/** Used when `/config.json` names no brand; the same default as the shared RuntimeConfig schema. */
export const DEFAULT_BRAND_NAME = 'Sandbank';

/** What every page needs from `/config.json` before it renders. */
export interface ShellSettings {
  brandName: string;
  /** The Cognito app client, whose stored tokens tell whether someone is signed in. */
  userPoolClientId: string;
}

export interface LoadedRuntimeConfig {
  shell: ShellSettings;
  /** The whole document: Amplify's settings are checked against the shared schema when it loads (lib/auth.ts). */
  document: unknown;
}

const stringField = (document: object, name: string): string | undefined => {
  const value: unknown = Reflect.get(document, name);
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/**
 * Reads the two settings every page needs with plain checks: the schema library that checks the
 * whole document is as large as a public page's budget allows for everything else, so it loads
 * with the first page that signs in or calls the API.
 */
export function readShellSettings(document: unknown): ShellSettings {
  if (typeof document !== 'object' || document === null) throw new Error('/config.json is not a JSON object');
  const userPoolClientId = stringField(document, 'userPoolClientId');
  if (!userPoolClientId) throw new Error('/config.json has no userPoolClientId');
  return { brandName: stringField(document, 'brandName') ?? DEFAULT_BRAND_NAME, userPoolClientId };
}

let loadedDocument: unknown = null;

/** The whole `/config.json` as loaded at start (null before): the screens that need more than the shell read it. */
export const runtimeDocument = (): unknown => loadedDocument;

/** Reads the deployment's `/config.json`, so one build runs locally and on AWS. */
export async function loadRuntimeConfig(): Promise<LoadedRuntimeConfig> {
  const response = await fetch('/config.json', { headers: { Accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load /config.json (HTTP ${response.status})`);
  const document: unknown = await response.json();
  const shell = readShellSettings(document);
  loadedDocument = document;
  return { shell, document };
}
