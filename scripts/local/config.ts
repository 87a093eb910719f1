import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_BRAND_NAME } from '@sandbank/shared';

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Everything the local stack keeps between runs (git-ignored); `npm start -- --fresh` wipes it. */
export const defaultDataDir = path.join(repositoryRoot, '.local');

export interface LocalPorts {
  dynamodb: number;
  cognito: number;
  s3: number;
  ses: number;
  kms: number;
  gateway: number;
  web: number;
}

const defaultPorts: LocalPorts = {
  dynamodb: 8000,
  // Not cognito-local's own default (9229): that is Node's inspector port.
  cognito: 9329,
  s3: 4568,
  ses: 8005,
  kms: 8006,
  gateway: 3001,
  web: 5173,
};

export const portVariables: Record<keyof LocalPorts, string> = {
  dynamodb: 'DYNAMODB_PORT',
  cognito: 'COGNITO_PORT',
  s3: 'S3_PORT',
  ses: 'SES_PORT',
  kms: 'KMS_PORT',
  gateway: 'GATEWAY_PORT',
  web: 'WEB_PORT',
};

function parsePort(value: string, variable: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65535) {
    throw new Error(`${variable} must be a port number between 1 and 65535, got "${value}"`);
  }
  return port;
}

/** Default ports, then the `<SERVICE>_PORT` environment variables, then explicit overrides. */
/** Every default port moved by the same amount: a second stack beside `npm start` (tests, benchmarks). */
export function shiftedPorts(shift: number): LocalPorts {
  const ports = { ...defaultPorts };
  for (const service of Object.keys(ports) as (keyof LocalPorts)[]) ports[service] += shift;
  return ports;
}

export function resolvePorts(overrides: Partial<LocalPorts> = {}, environment: NodeJS.ProcessEnv = process.env): LocalPorts {
  const ports = { ...defaultPorts };
  for (const service of Object.keys(ports) as (keyof LocalPorts)[]) {
    const variable = portVariables[service];
    const fromEnvironment = environment[variable];
    if (fromEnvironment !== undefined && fromEnvironment !== '') ports[service] = parsePort(fromEnvironment, variable);
    const override = overrides[service];
    if (override !== undefined) ports[service] = parsePort(String(override), `ports.${service}`);
  }
  return ports;
}

/** Names of the local resources. Deployed stacks get generated names; these never leave the laptop. */
export const localResources = {
  region: 'us-east-1',
  tableName: 'sandbank',
  avatarBucket: 'sandbank-avatars',
  /** Where the audit chain's head is anchored outside the table (docs/security.md). */
  auditAnchorBucket: 'sandbank-audit-anchors',
  userPoolName: 'sandbank',
  userPoolClientName: 'sandbank-web',
  mailFrom: 'no-reply@sandbank.local',
} as const;

export const brandName = (): string => process.env.BRAND_NAME ?? DEFAULT_BRAND_NAME;

/**
 * Every emulator accepts any credentials except s3rver, which checks request signatures
 * against its one built-in key pair; using that pair everywhere keeps a single set.
 */
export const localCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export const localUrl = (port: number): string => `http://localhost:${port}`;
