import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalStack } from '../../scripts/local/stack';
import type { StackInfo } from '../../scripts/test/stack-info';

/** Ports of the browser-journey stack: apart from `npm start` and the integration tier. */
const journeyPorts = { dynamodb: 18100, cognito: 19429, s3: 14668, ses: 18105, gateway: 13101, web: 15273 };

/** Starts the whole local product (emulators, gateway, Vite dev server) once for every journey. */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(join(tmpdir(), 'sandbank-e2e-'));
  const stack = await startLocalStack({
    dataDir,
    fresh: true,
    ports: journeyPorts,
    web: true,
    confirmationCode: '123456',
    quiet: true,
  });
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
