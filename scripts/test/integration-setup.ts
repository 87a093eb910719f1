import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalStack } from '../local/stack';
import type { StackInfo } from './stack-info';

/**
 * Test ports sit apart from the defaults (default port + 10000), so the suite can run while
 * `npm start` is up; TEST_PORT_OFFSET moves the whole block.
 */
const offset = Number(process.env.TEST_PORT_OFFSET ?? 10_000);
const integrationPorts = { dynamodb: 8000 + offset, cognito: 9329 + offset, s3: 4568 + offset, ses: 8005 + offset, gateway: 3001 + offset };

/** Starts the emulators and the local gateway once for the whole integration tier. */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(join(tmpdir(), 'sandbank-integration-'));
  const stack = await startLocalStack({ dataDir, fresh: true, ports: integrationPorts, web: false, confirmationCode: '123456', quiet: true });
  const info: StackInfo = {
    urls: stack.urls,
    userPoolId: stack.userPoolId,
    userPoolClientId: stack.userPoolClientId,
    tableName: stack.tableName,
    lambdaEnv: stack.lambdaEnv,
  };
  project.provide('stack', info);
  return async () => {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
