import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The layer rules of eslint.config.js, tried on one-line files placed where the rule applies:
 * each import below must be refused (or allowed) exactly as the architecture says.
 */

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: repositoryRoot });

async function problems(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport {};\n`, { filePath });
  return (result?.messages ?? []).filter((message) => /no-restricted/.test(message.ruleId ?? '')).map((message) => message.message);
}

describe('the layer rules', () => {
  it.each([
    ['infra/lib/constructs/example.ts', "import { tableDesign } from '../../../lambdas/src/data/table-design';"],
    ['scripts/local/example.ts', "import { handler } from '@sandbank/lambdas/src/handlers/public/health';"],
    ['scripts/bench/example.ts', "import { postMovement } from '../../lambdas/src/domain/ledger/movement';"],
    ['lambdas/src/handlers/example.ts', "import { accountsOfUser } from '../data/entities/account';"],
    ['lambdas/src/handlers/example.ts', "import { operations } from '@sandbank/shared';"],
    ['lambdas/src/handlers/example.ts', "import { operations } from '@sandbank/shared/operations';"],
    ['lambdas/src/http/example.ts', "import { jobTable } from '../jobs/job-table';"],
    ['lambdas/src/domain/transfers/example.ts', "import { createHandler } from '../../http/create-handler';"],
    ['lambdas/src/domain/ledger/example.ts', "import { recipientByEmail } from '../transfers/recipients';"],
    ['lambdas/src/data/entities/example.ts', "import type { Caller } from '../../domain/caller';"],
    ['lambdas/src/lib/clients/example.ts', "import { tableName } from '../../data/table';"],
    ['shared/src/schemas/example.ts', "import { z } from 'zod';"],
  ])('refuses, in %s: %s', async (filePath, source) => {
    expect((await problems(filePath, source)).length).toBeGreaterThan(0);
  });

  it.each([
    ['infra/lib/constructs/example.ts', "import { tableDesign } from '@sandbank/lambdas/deployment';"],
    ['scripts/bench/example.ts', "import { postMovement } from '@sandbank/lambdas/ledger';"],
    ['scripts/local/example.ts', "import { watchTableRequests } from '@sandbank/lambdas/local';"],
    ['lambdas/src/handlers/example.ts', "import { profileOperations } from '@sandbank/shared/operations/profile';\nimport { getMyProfile } from '../domain/profile/my-profile';"],
    ['lambdas/src/domain/transfers/example.ts', "import { postMovement } from '../ledger/movement';\nimport { profileOfUser } from '../../data/entities/profile';"],
    ['lambdas/src/http/example.ts', "import { idempotencyRecord } from '../data/entities/idempotency-record';"],
    ['lambdas/src/contract/example.ts', "import { operationIds } from '@sandbank/shared/operations';"],
    ['shared/src/schemas/example.ts', "import * as z from 'zod';"],
  ])('allows, in %s: %s', async (filePath, source) => {
    expect(await problems(filePath, source)).toEqual([]);
  });
});
