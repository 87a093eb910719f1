import { parseArgs } from 'node:util';
import { defaultDataDir } from './local/config';
import { answeringLocalStack } from './local/local-stack-record';
import { createUser, validateNewUser, type UserPoolTarget } from './local/users';

// Later SDK releases need a newer Node; the lockfile pins the ones we run, so the notice is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/*
 * `npm run admin:create -- --email E --password P [--first-name F --last-name L]`
 * The only way to make an administrator: there is no built-in one and sign-up never makes one.
 * Without --user-pool-id it uses the local stack's pool (npm start must be running); with it
 * (or USER_POOL_ID) it uses a deployed pool with the usual AWS credentials and region.
 */

const usage = `Usage: npm run admin:create -- --email <email> --password <password> [options]

Creates an administrator (a confirmed user in the "admin" group), or updates an existing user's
password and adds them to the group.

Options:
  --email <email>          the administrator's sign-in address (required)
  --password <password>    at least 8 characters (required)
  --first-name <name>      optional
  --last-name <name>       optional
  --user-pool-id <id>      a deployed stack's user pool (default: USER_POOL_ID, else the local stack)
  --region <region>        the deployed pool's region (default: the region in its id)
  --help                   show this text`;

class UsageError extends Error {}

function readArguments() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        'user-pool-id': { type: 'string' },
        region: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const missing = (['email', 'password'] as const).filter((name) => !values[name]).map((name) => `--${name}`);
  if (missing.length > 0) throw new UsageError(`Missing ${missing.join(' and ')}`);
  return {
    email: values.email ?? '',
    password: values.password ?? '',
    firstName: values['first-name'],
    lastName: values['last-name'],
    userPoolId: values['user-pool-id'] ?? process.env.USER_POOL_ID,
    region: values.region,
  };
}

async function localUserPool(): Promise<UserPoolTarget> {
  const stack = await answeringLocalStack(defaultDataDir, ({ urls }) => `${urls.cognito}/health`);
  if (!stack) {
    throw new Error('The local stack is not running. Start it with `npm start`, or pass --user-pool-id to use a deployed stack.');
  }
  return { userPoolId: stack.userPoolId, endpoint: stack.urls.cognito, region: stack.region };
}

async function main(): Promise<void> {
  const options = readArguments();
  const newUser = validateNewUser({
    email: options.email,
    password: options.password,
    firstName: options.firstName,
    lastName: options.lastName,
    admin: true,
  });
  const target: UserPoolTarget = options.userPoolId ? { userPoolId: options.userPoolId, region: options.region } : await localUserPool();
  const user = await createUser(target, newUser);
  const where = target.endpoint ? 'the local user pool' : `user pool ${target.userPoolId}`;
  console.log(`${user.created ? 'Created administrator' : 'Updated existing user as administrator'} ${user.email} in ${where}.`);
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${usage}`);
  else console.error(`Could not create the administrator: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
