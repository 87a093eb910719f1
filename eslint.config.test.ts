import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The layer rules of eslint.config.js, tried on one-line files placed where the rule applies:
 * each import below must be refused (or allowed) exactly as the architecture says.
 */

const repositoryRoot = fileURLToPath(new URL('./', import.meta.url));
// import/no-cycle walks the files on disk and fails on a file that is not there; these files are only text.
const eslint = new ESLint({ cwd: repositoryRoot, overrideConfig: [{ rules: { 'import/no-cycle': 'off' } }] });

async function problems(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport {};\n`, { filePath });
  return (result?.messages ?? []).filter((message) => /no-restricted/.test(message.ruleId ?? '')).map((message) => message.message);
}

describe('the layer rules', () => {
  it.each([
    // infra/ and scripts/ reach the Lambda package through its contract only.
    ['infra/lib/constructs/example.ts', "import { tableDesign } from '../../../lambdas/src/data/table-design';"],
    ['scripts/local/example.ts', "import { handler } from '@sandbank/lambdas/src/handlers/public/health';"],
    ['scripts/bench/example.ts', "import { postMovement } from '../../lambdas/src/domain/ledger/movement';"],
    // scripts/ reach infra through its contract only; the functions never import infra.
    ['scripts/local/example.ts', "import { jobGrants } from '../../infra/lib/grants';"],
    ['scripts/local/emulators/example.ts', "import { avatarUploadCors } from '../../../infra/lib/avatar-storage';"],
    ['scripts/local/example.ts', "import { jobGrants } from '@sandbank/infra/lib/grants';"],
    ['lambdas/src/domain/wires/example.ts', "import { jobGrants } from '@sandbank/infra/local';"],
    ['lambdas/test/integration/example.test.ts', "import { jobGrants } from '../../../infra/lib/grants';"],
    // Entries: no lower layer but http/ and domain/, no other handler, never the whole table or the barrel.
    ['lambdas/src/handlers/accounts/example.ts', "import { accountsOfUser } from '../../data/entities/account';"],
    ['lambdas/src/handlers/wires/example.ts', "import { handler } from './createWire';"],
    ['lambdas/src/handlers/wires/example.ts', "import { handler } from '../admin/wires/approveWire';"],
    ['lambdas/src/handlers/profile/example.ts', "import { operations } from '@sandbank/shared';"],
    ['lambdas/src/handlers/profile/example.ts', "import { operations } from '@sandbank/shared/operations';"],
    ['lambdas/src/handlers/profile/example.ts', "import { operations } from '../../../../shared/src/api/operations/index';"],
    ['lambdas/src/jobs/example.ts', "import { wireOfId } from '../data/entities/wire';"],
    ['lambdas/src/streams/example.ts', "import { eventFromImage } from '../data/entities/event';"],
    ['lambdas/src/streams/example.ts', "import { AttributeValue } from '@aws-sdk/client-dynamodb';"],
    ['lambdas/src/live/example.ts', "import { putLiveConnection } from '../data/entities/live-connection';"],
    ['lambdas/src/live/example.ts', "import { carriesOriginSecret } from '../http/origin-check';"],
    ['lambdas/src/domain/live/example.ts', "import { createLiveRoute } from '../../live/create-live-route';"],
    // The AWS SDK and its clients only in lib/clients and data/, whatever layer asks.
    ['lambdas/src/handlers/accounts/example.ts', "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';"],
    ['lambdas/src/handlers/accounts/example.ts', "export const load = () => import('@aws-sdk/client-dynamodb');"],
    ['lambdas/src/domain/wires/example.ts', "import { SendEmailCommand } from '@aws-sdk/client-sesv2';"],
    ['lambdas/src/domain/wires/example.ts', "import { ses } from '../../lib/clients/ses';"],
    ['lambdas/src/http/example.ts', "import { documentClient } from '../lib/clients/dynamodb';"],
    ['lambdas/src/lib/example.ts', "import { S3Client } from '@aws-sdk/client-s3';"],
    // http/ and domain/ never reach up, however the path is spelled.
    ['lambdas/src/http/example.ts', "import { jobTable } from '../jobs/job-table';"],
    ['lambdas/src/domain/transfers/example.ts', "import { createHandler } from '../../http/create-handler';"],
    ['lambdas/src/domain/transfers/example.ts', "import { createHandler } from './../../http/create-handler';"],
    ['lambdas/src/domain/transfers/example.ts', "import { handler } from '../../domain/../handlers/public/health';"],
    ['lambdas/src/domain/ledger/example.ts', "import { recipientByEmail } from '../transfers/recipients';"],
    ['lambdas/src/domain/ledger/example.ts', "import type { Caller } from '../caller';"],
    ['lambdas/src/domain/idempotency/example.ts', "import { postMovement } from '../ledger/movement';"],
    ['lambdas/src/domain/idempotency/example.ts', "import type { Caller } from '../caller';"],
    // data/ and lib/: nothing above them, not even the package's own contract or a dynamic import.
    ['lambdas/src/data/entities/example.ts', "import type { Caller } from '../../domain/caller';"],
    ['lambdas/src/data/example.ts', "import { tableDesign } from '@sandbank/lambdas/deployment';"],
    ['lambdas/src/data/example.ts', "export const caller = () => import('../domain/caller');"],
    ['lambdas/src/lib/clients/example.ts', "import { tableName } from '../../data/table';"],
    // Zod as a namespace; the web app's shared layers never import its components.
    ['shared/src/schemas/example.ts', "import { z } from 'zod';"],
    ['web/src/lib/example.ts', "import { ButtonLink } from '../components/ui/button-link';"],
    ['web/src/features/wires/example.ts', "import { jobGrants } from '@sandbank/infra/local';"],
    ['web/src/lib/example.ts', "import { tableDesign } from '@sandbank/lambdas/deployment';"],
  ])('refuses, in %s: %s', async (filePath, source) => {
    expect((await problems(filePath, source)).length).toBeGreaterThan(0);
  });

  it.each([
    ['infra/lib/constructs/example.ts', "import { tableDesign } from '@sandbank/lambdas/deployment';"],
    ['infra/lib/constructs/example.ts', "import { jobGrants } from '../grants';"],
    ['scripts/bench/example.ts', "import { postMovement } from '@sandbank/lambdas/ledger';"],
    ['scripts/local/example.ts', "import { watchTableRequests } from '@sandbank/lambdas/local';"],
    ['scripts/local/example.ts', "import { jobGrants } from '@sandbank/infra/local';"],
    ['lambdas/test/integration/example.test.ts', "import { jobGrants } from '@sandbank/infra/local';"],
    // A unit test sits beside what it tests and imports it, whatever its layer.
    ['lambdas/src/handlers/public/example.test.ts', "import { handler } from './health';\nimport { functionBundling } from '../../contract/deployment';"],
    ['lambdas/src/domain/ledger/example.test.ts', "import { documentClient } from '../../lib/clients/dynamodb';\nimport { postMovement } from './movement';"],
    [
      'lambdas/src/handlers/admin/wires/example.ts',
      "import { adminWireOperations } from '@sandbank/shared/operations/admin/wires';\nimport { approveWire } from '../../../domain/wires/wire-decisions';\nimport { createIdempotentHandler } from '../../../http/create-idempotent-handler';",
    ],
    ['lambdas/src/jobs/example.ts', "import { expireLapsedRequests } from '../domain/wires/wire-expiry';\nimport { createJob } from './create-job';"],
    ['lambdas/src/streams/example.ts', "import { forNewEvent } from '../domain/events/new-event';\nimport { createStreamConsumer } from './create-stream-consumer';"],
    ['lambdas/src/live/example.ts', "import { openLiveConnection } from '../domain/live/connections';\nimport { createLiveRoute } from './create-live-route';"],
    ['lambdas/src/domain/transfers/example.ts', "import { postMovement } from '../ledger/movement';\nimport { profileOfUser } from '../../data/entities/profile';"],
    ['lambdas/src/domain/ledger/example.ts', "import { idempotencyItems } from '../idempotency/idempotent-write';\nimport { transactWrite } from '../../data/transact';"],
    ['lambdas/src/http/example.ts', "import type { IdempotencyScope } from '../domain/idempotency/idempotency-scope';"],
    ['lambdas/src/domain/wires/example.ts', "import { sendMail } from '../../data/outbound-mail';"],
    ['lambdas/src/http/example.ts', "import { idempotencyRecord } from '../data/entities/idempotency-record';"],
    ['lambdas/src/data/example.ts', "import { SendEmailCommand } from '@aws-sdk/client-sesv2';\nimport { ses } from '../lib/clients/ses';"],
    ['lambdas/src/lib/clients/example.ts', "import { S3Client } from '@aws-sdk/client-s3';"],
    ['lambdas/src/contract/example.ts', "import { operationIds } from '@sandbank/shared/operations';\nimport { documentClient } from '../lib/clients/dynamodb';"],
    ['shared/src/schemas/example.ts', "import * as z from 'zod';"],
  ])('allows, in %s: %s', async (filePath, source) => {
    expect(await problems(filePath, source)).toEqual([]);
  });
});
