import { parseArgs } from 'node:util';
import { defaultDataDir, localCredentials } from './local/config';
import { answeringLocalStack } from './local/local-stack-record';

// Later SDK releases need a newer Node; the lockfile pins the ones we run, so the notice is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/*
 * `npm run upgrade:account-listing [-- --table-name T --region R]`
 * Once, on a bank deployed before the back office's account listing had rows of its own: gives
 * every account opened then its row, so that its balance changes stop writing the listing's one
 * index partition (docs/data-model.md, "Back-office listings and search"). Safe beside the bank's
 * traffic and to run again. Without --table-name it upgrades the local stack's table (npm start
 * must be running); with it (or TABLE_NAME) a deployed table, with the usual AWS credentials.
 */

const usage = `Usage: npm run upgrade:account-listing [-- options]

Gives every account opened before the account listing had rows of its own a row, so that its
balance changes stop writing the listing's index. Safe to run while the bank serves, and again.

Options:
  --table-name <name>   a deployed stack's table (default: TABLE_NAME, else the local stack's)
  --region <region>     the deployed table's region (default: AWS_REGION)
  --help                show this text`;

class UsageError extends Error {}

function readArguments(): { tableName?: string; region?: string } {
  let values;
  try {
    ({ values } = parseArgs({ options: { 'table-name': { type: 'string' }, region: { type: 'string' }, help: { type: 'boolean', default: false } } }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  return { tableName: values['table-name'] ?? process.env.TABLE_NAME, region: values.region };
}

/** Points the SDK's clients at the table: the local stack's through its endpoint, or a deployed one. */
async function pointAtTable(options: { tableName?: string; region?: string }): Promise<string> {
  if (options.tableName) {
    process.env.TABLE_NAME = options.tableName;
    if (options.region) process.env.AWS_REGION = options.region;
    return `table ${options.tableName}`;
  }
  const stack = await answeringLocalStack(defaultDataDir, ({ urls }) => urls.dynamodb);
  if (!stack) {
    throw new Error('The local stack is not running. Start it with `npm start`, or pass --table-name to upgrade a deployed table.');
  }
  Object.assign(process.env, {
    TABLE_NAME: stack.tableName,
    AWS_REGION: stack.region,
    AWS_ENDPOINT_URL_DYNAMODB: stack.urls.dynamodb,
    AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
  });
  return 'the local table';
}

async function main(): Promise<void> {
  const where = await pointAtTable(readArguments());
  // After the environment names the table: the SDK client is made on first use.
  const { moveAccountsToListingRows } = await import('@sandbank/lambdas/maintenance');
  const { moved } = await moveAccountsToListingRows();
  console.log(moved === 0 ? `Every account in ${where} already has its listing row.` : `Gave ${moved} account${moved === 1 ? '' : 's'} in ${where} a listing row of its own.`);
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${usage}`);
  else console.error(`Could not upgrade the account listing: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
