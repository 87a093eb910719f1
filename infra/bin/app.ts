import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { addSandbankStacks } from '../lib/sandbank-app';
import { defaultWebDist } from '../lib/paths';
import { DEFAULT_BRAND_NAME } from '@sandbank/shared';

const app = new App();

/** Context values (`-c key=value` or cdk.json), with defaults. */
const context = (key: string): string | undefined => {
  const value: unknown = app.node.tryGetContext(key);
  return value === undefined || value === null || value === '' ? undefined : String(value);
};

/**
 * The web build is uploaded when `web/dist` exists (`deployWeb=auto`, the default), always with
 * `deployWeb=true` (failing when the build is missing) and never with `deployWeb=false`.
 * `webDist` points at another build folder.
 */
function webDistPath(): string | undefined {
  const mode = context('deployWeb') ?? 'auto';
  const path = resolve(context('webDist') ?? defaultWebDist);
  if (mode === 'false') return undefined;
  if (mode === 'true') return path;
  if (mode !== 'auto') throw new Error(`deployWeb must be auto, true or false (got "${mode}")`);
  return existsSync(join(path, 'index.html')) ? path : undefined;
}

/** `waf=true` puts a WAF rate limit per IP address in front of CloudFront (off by default: a web ACL has a monthly fee). */
function wafOptions(): { requestsPerAddress: number } | undefined {
  const mode = context('waf') ?? 'false';
  if (mode === 'false') return undefined;
  if (mode !== 'true') throw new Error(`waf must be true or false (got "${mode}")`);
  const requestsPerAddress = Number(context('wafRequestsPerAddress') ?? 2000);
  if (!Number.isInteger(requestsPerAddress) || requestsPerAddress < 10) throw new Error('wafRequestsPerAddress must be a whole number of at least 10');
  return { requestsPerAddress };
}

/** `reserveConcurrency=false` sets no concurrency aside (infra/lib/reserved-concurrency.ts), for an account whose quota is too small. */
function reserveConcurrency(): boolean {
  const mode = context('reserveConcurrency') ?? 'true';
  if (mode !== 'true' && mode !== 'false') throw new Error(`reserveConcurrency must be true or false (got "${mode}")`);
  return mode === 'true';
}

addSandbankStacks(app, {
  stackName: context('stackName') ?? 'Sandbank',
  description: 'Sandbank: an open-source sandbox online bank (demo data, no real money)',
  env: {
    account: process.env.CDK_DEFAULT_ACCOUNT,
    region: process.env.AWS_REGION ?? process.env.CDK_DEFAULT_REGION,
  },
  brandName: context('brandName') ?? DEFAULT_BRAND_NAME,
  mailFrom: context('mailFrom') ?? 'no-reply@example.com',
  bankSettings: context('bankSettings'),
  webDistPath: webDistPath(),
  waf: wafOptions(),
  originVerifyRotating: context('originVerifyRotating') === 'true',
  reserveConcurrency: reserveConcurrency(),
});

// AWS Solutions checks run on every synth; an unacknowledged finding fails it.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
