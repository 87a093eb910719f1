import path from 'node:path';
import { parseArgs } from 'node:util';
import { operations } from '@sandbank/shared';
import { defaultDataDir, repositoryRoot } from './config';
import { demoLogins, seedDemoUsers, type DemoLogins } from './demo-logins';
import { startLocalStack, type LocalStack } from './stack';

// Later SDK releases need a newer Node; the lockfile pins the ones we run, so the notice is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/*
 * `npm start`: the whole bank on this machine. `npm start -- --fresh` wipes the local data first.
 */

const usage = 'Usage: npm start [-- --fresh]\n  --fresh  delete all local data (.local/) and start empty';

function readOptions(): { fresh: boolean } {
  try {
    const { values } = parseArgs({ options: { fresh: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } } });
    if (values.help) {
      console.log(usage);
      process.exit(0);
    }
    return { fresh: values.fresh };
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    process.exit(1);
  }
}

function describe(stack: LocalStack, logins: DemoLogins): string {
  const loginsFile = path.relative(repositoryRoot, path.join(defaultDataDir, 'demo-logins.json'));
  return [
    '',
    'Sandbank is running on this machine.',
    '',
    `  Web app        ${stack.urls.web}`,
    `  API            ${stack.urls.gateway}/api   (OpenAPI document: ${stack.urls.gateway}/api/openapi.json)`,
    `  Test customers ${stack.urls.web}/developers   (or: curl -X POST ${stack.urls.web}${operations.createTestCustomer.path} — docs/testing-with-sandbank.md)`,
    '',
    `  Demo customer  ${logins.customer.email}   password ${logins.customer.password}`,
    `  Administrator  ${logins.admin.email}   password ${logins.admin.password}`,
    `                 authenticator secret ${logins.admin.totpSecret ?? '(none)'}   (add it to any authenticator app;`,
    `                 the back office asks for its 6-digit code after the password)`,
    `                 (kept in ${loginsFile}; npm start -- --fresh starts over with new ones)`,
    '',
    `  Emulators      DynamoDB ${stack.urls.dynamodb}  Cognito ${stack.urls.cognito}  S3 ${stack.urls.s3}  SES ${stack.urls.ses}  KMS ${stack.urls.kms}`,
    `  Event pipeline DynamoDB Local's stream of the table, read five times a second: each new event goes to its`,
    `                 customer's webhooks and live connections, as the stream's event-source mapping does in AWS`,
    `  Local mailbox  ${stack.urls.ses}  (open it in a browser: every email lands there — sign-up and`,
    `                 password reset codes, wire confirmation codes; sign-up and reset codes are also printed below)`,
    '',
    'Press Ctrl-C to stop.',
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const { fresh } = readOptions();

  let stack: LocalStack | null = null;
  let stopping = false;
  const stop = async (exitCode: number) => {
    // A second Ctrl-C gives up waiting; the exit hook in processes.ts still kills the children.
    if (stopping) process.exit(exitCode);
    stopping = true;
    console.log('\nStopping the local stack…');
    try {
      await stack?.stop();
    } catch (error) {
      console.error(error);
      exitCode = 1;
    }
    process.exit(exitCode);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  process.on('SIGHUP', () => void stop(0));

  console.log(fresh ? 'Starting the local stack with empty data…' : 'Starting the local stack…');
  stack = await startLocalStack({ dataDir: defaultDataDir, fresh, web: true });
  let logins = await demoLogins(defaultDataDir);
  try {
    logins = await seedDemoUsers(stack, logins, defaultDataDir);
  } catch (error) {
    await stack.stop();
    throw error;
  }
  console.log(describe(stack, logins));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
