import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { BankSettingsOverrides, RateLimitOverrides } from '@sandbank/shared';
import { shiftedPorts } from '../../local/config';
import { startLocalStack } from '../../local/stack';
import type { StackInfo } from './stack-info';

/**
 * A vitest globalSetup that starts the local stack once for a whole tier, in a throw-away data
 * folder, on the default ports shifted by TEST_PORT_OFFSET (10000 unless set) plus the tier's
 * own shift — so tiers, and `npm start`, can run side by side. It hands the stack's details to
 * `project.provide`; the browser tier's Playwright setup (web/e2e/global-setup.ts) passes its own.
 */
export function testStackSetup(tier: {
  name: string;
  web: boolean | 'built';
  portShift: number;
  rateLimits?: RateLimitOverrides;
  bankSettings?: BankSettingsOverrides;
  originVerifySecret?: string;
  /** Keep the table in a DynamoDB Local already running (see LocalStackOptions). */
  tableIn?: { url: string; tableName: string };
}) {
  return async function setup(project: Pick<TestProject, 'provide'>) {
    const ports = shiftedPorts(Number(process.env.TEST_PORT_OFFSET ?? 10_000) + tier.portShift);
    const dataDir = await mkdtemp(join(tmpdir(), `sandbank-${tier.name}-`));
    const stack = await startLocalStack({
      dataDir,
      fresh: true,
      tableInMemory: true,
      ports,
      web: tier.web,
      confirmationCode: '123456',
      quiet: true,
      rateLimits: tier.rateLimits,
      bankSettings: tier.bankSettings,
      originVerifySecret: tier.originVerifySecret,
      tableIn: tier.tableIn,
    });
    const { urls, appOrigin, userPoolId, userPoolClientId, cognitoSigningKeyFile, tableName, lambdaEnv } = stack;
    const info: StackInfo = { urls, appOrigin, userPoolId, userPoolClientId, cognitoSigningKeyFile, tableName, lambdaEnv };
    project.provide('stack', info);
    return async () => {
      await stack.stop();
      await rm(dataDir, { recursive: true, force: true });
    };
  };
}
