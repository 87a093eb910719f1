import { parseArgs } from 'node:util';
import { defaultDataDir, localCredentials } from './config';
import { answeringLocalStack } from './local-stack-record';

/*
 * What every `npm run upgrade:…` command shares: its options (a deployed table, or the local
 * stack's when none is named), pointing the SDK at that table, and how it reports. Each command
 * says what it upgrades and runs the upgrade (scripts/upgrade-*.ts).
 */

// Later SDK releases need a newer Node; the lockfile pins the ones we run, so the notice is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export interface UpgradeCommand {
  /** The npm script, e.g. `upgrade:account-listing`. */
  name: string;
  /** What it does and when to run it, for --help. */
  summary: string;
  /** What it could not do, when it fails: "Could not upgrade …". */
  failure: string;
  /** Runs the upgrade once the environment names the table (`where` says which, for the operator) and answers what to tell them. */
  upgrade: (where: string) => Promise<string>;
}

export class UsageError extends Error {}

export interface UpgradeArguments {
  tableName?: string;
  region?: string;
  help: boolean;
}

/** The command's options: a deployed table by name (else TABLE_NAME, else the local stack's) and its region. */
export function readUpgradeArguments(args: string[], env: NodeJS.ProcessEnv = process.env): UpgradeArguments {
  let values;
  try {
    ({ values } = parseArgs({ args, options: { 'table-name': { type: 'string' }, region: { type: 'string' }, help: { type: 'boolean', default: false } } }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  return { tableName: values['table-name'] ?? env.TABLE_NAME, region: values.region, help: values.help };
}

export const usageOf = (command: Pick<UpgradeCommand, 'name' | 'summary'>) => `Usage: npm run ${command.name} [-- options]

${command.summary}

Options:
  --table-name <name>   a deployed stack's table (default: TABLE_NAME, else the local stack's)
  --region <region>     the deployed table's region (default: AWS_REGION)
  --help                show this text`;

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

/** Runs the command with this process's arguments; exits 1 with the reason when it fails. */
export function runUpgradeCommand(command: UpgradeCommand): void {
  const usage = usageOf(command);
  const run = async () => {
    const options = readUpgradeArguments(process.argv.slice(2));
    if (options.help) {
      console.log(usage);
      return;
    }
    console.log(await command.upgrade(await pointAtTable(options)));
  };
  run().catch((error: unknown) => {
    if (error instanceof UsageError) console.error(`${error.message}\n\n${usage}`);
    else console.error(`${command.failure}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
