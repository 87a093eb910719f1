import { spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  type CreateUserPoolClientCommandInput,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  ListGroupsCommand,
  ResourceNotFoundException,
  UpdateUserPoolClientCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { ADMIN_GROUP, PASSWORD_MIN_LENGTH, TEST_CUSTOMER_GROUP } from '@sandbank/shared';
import { userPoolDesign } from '@sandbank/lambdas/deployment';
import { localCredentials, localResources, localUrl } from '../../config';
import { collectOutput, stopChild, trackChild, waitForOutput } from '../../processes';
import { createCognitoOutputReader } from './output';
import { SIGNING_KEY_FILE } from './signing-key';

export interface CognitoEmulator {
  url: string;
  userPoolId: string;
  userPoolClientId: string;
  /** The installation's token signing key (signing-key.ts), made on the first start. */
  signingKeyFile: string;
  stop(): Promise<void>;
}

export interface CognitoOptions {
  port: number;
  /** The web app's port: only its pages' requests (through its proxy) are answered to a browser. */
  webPort: number;
  dataDir: string;
  /** The SES emulator, whose mailbox receives the codes the pool emails (sign-up, a forgotten password). */
  sesUrl: string;
  /** Every confirmation code becomes this value (cognito-local's CODE); for tests. */
  confirmationCode?: string;
  /** Do not print confirmation codes or cognito-local's warnings. */
  quiet?: boolean;
}

interface RememberedPool {
  userPoolId: string;
  userPoolClientId: string;
}

/** The emulator's process: cognito-local with the sign-out calls it lacks, behind the loopback guard. */
const serverScript = fileURLToPath(new URL('./server.ts', import.meta.url));
/** tsx's loader, so that the server script runs as TypeScript in a plain `node`. */
const typeScriptLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

const isNotFound = (error: unknown) => error instanceof ResourceNotFoundException;

async function readRememberedPool(file: string): Promise<RememberedPool | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as RememberedPool;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function poolExists(client: CognitoIdentityProviderClient, userPoolId: string): Promise<boolean> {
  try {
    await client.send(new DescribeUserPoolCommand({ UserPoolId: userPoolId }));
    return true;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}

async function appClientExists(client: CognitoIdentityProviderClient, pool: RememberedPool): Promise<boolean> {
  try {
    await client.send(new DescribeUserPoolClientCommand({ UserPoolId: pool.userPoolId, ClientId: pool.userPoolClientId }));
    return true;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}

/** Same settings as the deployed pool: email is the user name, length-only password rule, MFA optional (software tokens). */
async function createUserPool(client: CognitoIdentityProviderClient): Promise<string> {
  const { UserPool } = await client.send(
    new CreateUserPoolCommand({
      PoolName: localResources.userPoolName,
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      MfaConfiguration: 'OPTIONAL',
      Policies: {
        PasswordPolicy: {
          MinimumLength: PASSWORD_MIN_LENGTH,
          RequireUppercase: false,
          RequireLowercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
          TemporaryPasswordValidityDays: 7,
        },
      },
    }),
  );
  if (!UserPool?.Id) throw new Error('cognito-local created a user pool without an id');
  return UserPool.Id;
}

/** The deployed web client's settings (userPoolDesign); explicit units because cognito-local's differ per token. */
const webClientSettings = {
  ExplicitAuthFlows: [...userPoolDesign.webClient.authFlows],
  AccessTokenValidity: userPoolDesign.webClient.accessTokenValidityMinutes,
  IdTokenValidity: userPoolDesign.webClient.idTokenValidityMinutes,
  RefreshTokenValidity: userPoolDesign.webClient.refreshTokenValidityDays,
  TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
} satisfies Partial<CreateUserPoolClientCommandInput>;

async function createAppClient(client: CognitoIdentityProviderClient, userPoolId: string): Promise<string> {
  const { UserPoolClient } = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: localResources.userPoolClientName,
      GenerateSecret: false,
      ...webClientSettings,
    }),
  );
  if (!UserPoolClient?.ClientId) throw new Error('cognito-local created an app client without an id');
  return UserPoolClient.ClientId;
}

/*
 * Listing rather than GetGroup: cognito-local fails GetGroup with a 500 while a pool has no group
 * at all, and its CreateGroup silently replaces an existing group, dropping the members.
 */
async function ensureGroups(client: CognitoIdentityProviderClient, userPoolId: string): Promise<void> {
  const { Groups = [] } = await client.send(new ListGroupsCommand({ UserPoolId: userPoolId, Limit: 60 }));
  const wanted = [
    { GroupName: ADMIN_GROUP, Description: 'Back-office administrators' },
    { GroupName: TEST_CUSTOMER_GROUP, Description: "Test customers created by the tester's toolkit" },
  ];
  for (const group of wanted) {
    if (Groups.some((existing) => existing.GroupName === group.GroupName)) continue;
    await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, ...group }));
  }
}

/** Reuses the pool and app client of earlier runs (their ids are in `dataDir`), creating what is missing. */
async function ensureUserPool(client: CognitoIdentityProviderClient, dataDir: string): Promise<RememberedPool> {
  const file = path.join(dataDir, 'user-pool.json');
  const remembered = await readRememberedPool(file);
  const userPoolId = remembered && (await poolExists(client, remembered.userPoolId)) ? remembered.userPoolId : await createUserPool(client);
  const reuseClient = remembered?.userPoolId === userPoolId && (await appClientExists(client, remembered));
  const pool: RememberedPool = {
    userPoolId,
    userPoolClientId: reuseClient ? remembered.userPoolClientId : await createAppClient(client, userPoolId),
  };
  // A client kept from an earlier run gets today's settings too.
  if (reuseClient) await client.send(new UpdateUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: pool.userPoolClientId, ...webClientSettings }));
  await ensureGroups(client, userPoolId);
  await writeFile(file, `${JSON.stringify(pool, null, 2)}\n`);
  return pool;
}

/** The Cognito emulator (server.ts) in a child process, on 127.0.0.1. */
export async function startCognito(options: CognitoOptions): Promise<CognitoEmulator> {
  await mkdir(options.dataDir, { recursive: true });
  const environment: NodeJS.ProcessEnv = { ...process.env, PORT: String(options.port), WEB_PORT: String(options.webPort), SES_URL: options.sesUrl };
  delete environment.CODE;
  if (options.confirmationCode !== undefined) environment.CODE = options.confirmationCode;
  // Its data lands in `.cognito/` of its working directory, its signing key beside it.
  const child = trackChild(
    spawn(process.execPath, ['--import', typeScriptLoader, serverScript], {
      cwd: options.dataDir,
      env: environment,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    }),
    'cognito-local',
  );
  const recentOutput = collectOutput(child);
  const readOutput = createCognitoOutputReader((line) => {
    if (!options.quiet) console.log(line);
  });
  child.stdout?.on('data', readOutput);
  let startError: Error | null = null;
  child.once('error', (error) => (startError = error));
  child.once('exit', (code, signal) => {
    startError ??= new Error(`cognito-local exited during start-up (${signal ?? `code ${code}`}):\n${recentOutput()}`);
  });

  const url = localUrl(options.port);
  const client = new CognitoIdentityProviderClient({ endpoint: url, region: localResources.region, credentials: localCredentials });
  try {
    await waitForOutput(child, /Cognito Local running on /, 'cognito-local', { failure: () => startError });
    const pool = await ensureUserPool(client, options.dataDir);
    return { url, ...pool, signingKeyFile: path.join(options.dataDir, SIGNING_KEY_FILE), stop: () => stopChild(child) };
  } catch (error) {
    await stopChild(child);
    throw error;
  } finally {
    client.destroy();
  }
}
