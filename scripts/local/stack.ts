import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { brandName, localCredentials, localResources, localUrl, repositoryRoot, resolvePorts, type LocalPorts } from './config';
import { startCognito } from './emulators/cognito';
import { startDynamoDb, useTableIn } from './emulators/dynamodb';
import { startKms, type KmsEmulator } from './emulators/kms';
import { startS3 } from './emulators/s3';
import { startSes } from './emulators/ses';
import { jobEntry, jobTable, streamConsumerEntry, streamConsumerTable, type FunctionSettings } from '@sandbank/lambdas/deployment';
import { startGateway } from './gateway';
import { LIVE_MANAGEMENT_PATH } from './api-gateway/websocket';
import { readLocalStackRecord, removeLocalStackRecord, writeLocalStackRecord } from './local-stack-record';
import { assertPortsFree } from './processes';
import { jobGrants, streamGrants } from '@sandbank/infra/local';
import { startScheduler } from './scheduler';
import { startStreamReader } from './stream-reader';
import { buildWebApp, COGNITO_PROXY_PATH, startPreviewServer, startWebServer } from './web-server';
import { bankSettingsFrom, publishedBankSettings, type BankSettingsOverrides, type RateLimitOverrides } from '@sandbank/shared';

export type { LocalPorts } from './config';
import type { LocalStack } from './stack-shape';
export type { LocalStack, LocalStackUrls } from './stack-shape';

export interface LocalStackOptions {
  /** Absolute or relative folder for every emulator's data; created when missing. */
  dataDir: string;
  /** Wipe `dataDir` first. */
  fresh?: boolean;
  /** Keep the table in memory: a stack whose data nobody keeps (the test tiers), faster than on disk. */
  tableInMemory?: boolean;
  /** Keep the table, named so, in a DynamoDB Local already running at `url` instead of starting one (a test file's private stack). */
  tableIn?: { url: string; tableName: string };
  ports?: Partial<LocalPorts>;
  /**
   * Also serve the web app: `true` with the Vite dev server (`npm start`: edits show at once),
   * 'built' as the production build, made now and served as built (the browser journeys: what
   * ships, and each page load takes a few files instead of hundreds of modules).
   */
  web?: boolean | 'built';
  /** Make every Cognito confirmation code this value (tests); otherwise codes are random and printed. */
  confirmationCode?: string;
  /** Print only warnings and errors. */
  quiet?: boolean;
  /** Per-caller limits that differ from the defaults (shared/src/rate-limits.ts), e.g. for a load test. */
  rateLimits?: RateLimitOverrides;
  /** The wire fee and limits and the check limit, where they differ from the defaults (shared/src/bank-settings.ts). */
  bankSettings?: BankSettingsOverrides;
  /**
   * Run the API's functions as deployed behind CloudFront (tests): they then require this
   * `x-origin-verify` value on every request and take the caller's address from `x-viewer-address`,
   * as they do CloudFront's. Unset (`npm start`): neither header is checked or believed.
   */
  originVerifySecret?: string;
}

interface Running {
  stop(): Promise<void>;
}

/** Refuses to wipe anything that is obviously not a data folder. */
async function wipe(dataDir: string): Promise<void> {
  if (dataDir === path.parse(dataDir).root || dataDir === repositoryRoot || repositoryRoot.startsWith(dataDir + path.sep)) {
    throw new Error(`Refusing to wipe ${dataDir}: it is not a data folder`);
  }
  await rm(dataDir, { recursive: true, force: true });
}

function fulfilled<T>(result: PromiseSettledResult<T>): T {
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}

/** Stops in reverse start order and reports every failure, not only the first. */
async function stopAll(running: Running[]): Promise<void> {
  const failures: unknown[] = [];
  for (const service of [...running].reverse()) {
    await service.stop().catch((error: unknown) => failures.push(error));
  }
  if (failures.length > 0) throw new AggregateError(failures, 'Some local services did not stop cleanly');
}

function lambdaEnvironment(settings: {
  region: string;
  tableName: string;
  userPoolId: string;
  avatarBucket: string;
  auditAnchorBucket: string;
  kmsKeys: KmsEmulator['keyArns'];
  urls: LocalStack['urls'];
  /** The web app's origin, which the links in mails lead to. */
  siteUrl: string;
  quiet: boolean;
  rateLimits: RateLimitOverrides | undefined;
  bankSettings: BankSettingsOverrides | undefined;
  originVerifySecret: string | undefined;
}): Record<string, string> {
  return {
    AWS_REGION: settings.region,
    AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
    // The standard per-service endpoint variables: the handlers' SDK clients read them without
    // any code of ours, exactly as they would read LocalStack's.
    AWS_ENDPOINT_URL_DYNAMODB: settings.urls.dynamodb,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: settings.urls.cognito,
    AWS_ENDPOINT_URL_S3: settings.urls.s3,
    AWS_ENDPOINT_URL_SESV2: settings.urls.ses,
    AWS_ENDPOINT_URL_KMS: settings.urls.kms,
    // s3rver would store streamed uploads with their checksum chunk framing.
    AWS_REQUEST_CHECKSUM_CALCULATION: 'WHEN_REQUIRED',
    AWS_RESPONSE_CHECKSUM_VALIDATION: 'WHEN_REQUIRED',
    S3_FORCE_PATH_STYLE: 'true',
    ...({
      TABLE_NAME: settings.tableName,
      USER_POOL_ID: settings.userPoolId,
      AVATAR_BUCKET: settings.avatarBucket,
      MAIL_FROM: localResources.mailFrom,
      AUDIT_KEY_ID: settings.kmsKeys.audit,
      REQUEST_KEY_ID: settings.kmsKeys.requestMac,
      WIRE_CODE_KEY_ID: settings.kmsKeys.wireCode,
      AUDIT_ANCHOR_BUCKET: settings.auditAnchorBucket,
      BRAND_NAME: brandName(),
      SITE_URL: settings.siteUrl,
      LOG_LEVEL: process.env.LOG_LEVEL ?? (settings.quiet ? 'WARN' : 'INFO'),
      // Always set, so a stack without overrides never inherits another's from this process.
      RATE_LIMITS: settings.rateLimits ? JSON.stringify(settings.rateLimits) : '',
      BANK_SETTINGS: settings.bankSettings ? JSON.stringify(settings.bankSettings) : '',
      ORIGIN_VERIFY_SECRETS: settings.originVerifySecret ?? '',
      // Webhook endpoints on this machine (a receiver a test or a developer runs), which AWS refuses.
      WEBHOOKS_ACCEPT_LOCALHOST: 'true',
      // Pushes post to (and close connections through) the gateway's stand-in for the WebSocket API's management endpoint.
      LIVE_CONNECTIONS_ENDPOINT: `${settings.urls.gateway}${LIVE_MANAGEMENT_PATH}`,
    } satisfies FunctionSettings),
  };
}

/**
 * Starts DynamoDB Local, cognito-local, s3rver, aws-ses-v2-local and the KMS emulator, then the
 * table stream's reader, the local API gateway and the job scheduler (running the Lambda handlers
 * in this process) and, when asked, the web dev server.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const ports = resolvePorts(options.ports);
  const dataDir = path.resolve(options.dataDir);
  const quiet = options.quiet ?? false;
  // Checked before --fresh, which would otherwise delete a running stack's data.
  const alreadyRunning = await readLocalStackRecord(dataDir);
  if (alreadyRunning) throw new Error(`A local stack is already running from ${dataDir} (process ${alreadyRunning.pid}); stop it first.`);
  if (options.fresh) await wipe(dataDir);
  await mkdir(dataDir, { recursive: true });
  const { web: webPort, ...servicePorts } = ports;
  await assertPortsFree(options.web ? ports : servicePorts);

  const running: Running[] = [];
  try {
    const webOrigin = localUrl(ports.web);
    // Started together (DynamoDB Local alone needs seconds); whichever did start is stopped on failure.
    const tableName = options.tableIn?.tableName ?? localResources.tableName;
    const emulators = await Promise.allSettled([
      options.tableIn
        ? useTableIn(options.tableIn)
        : startDynamoDb({
            port: ports.dynamodb,
            dataDir: path.join(dataDir, 'dynamodb'),
            tableName,
            inMemory: options.tableInMemory,
          }),
      startCognito({
        port: ports.cognito,
        webPort: ports.web,
        dataDir: path.join(dataDir, 'cognito'),
        // The mailbox its codes are mailed to; the SES emulator starts beside it.
        sesUrl: localUrl(ports.ses),
        confirmationCode: options.confirmationCode,
        quiet,
      }),
      startS3({
        port: ports.s3,
        dataDir: path.join(dataDir, 's3'),
        bucket: localResources.avatarBucket,
        auditAnchorBucket: localResources.auditAnchorBucket,
        webPort: ports.web,
      }),
      startSes({ port: ports.ses }),
      startKms({ port: ports.kms, dataDir: path.join(dataDir, 'kms') }),
    ]);
    for (const emulator of emulators) if (emulator.status === 'fulfilled') running.push(emulator.value);
    const [dynamodb, cognito, s3, ses, kms] = [
      fulfilled(emulators[0]),
      fulfilled(emulators[1]),
      fulfilled(emulators[2]),
      fulfilled(emulators[3]),
      fulfilled(emulators[4]),
    ];

    const urls: LocalStack['urls'] = {
      gateway: localUrl(ports.gateway),
      web: options.web ? webOrigin : null,
      dynamodb: dynamodb.url,
      cognito: cognito.url,
      s3: s3.url,
      ses: ses.url,
      kms: kms.url,
    };
    const lambdaEnv = lambdaEnvironment({
      region: localResources.region,
      tableName,
      userPoolId: cognito.userPoolId,
      avatarBucket: localResources.avatarBucket,
      auditAnchorBucket: localResources.auditAnchorBucket,
      kmsKeys: kms.keyArns,
      urls,
      siteUrl: webOrigin,
      quiet,
      rateLimits: options.rateLimits,
      bankSettings: options.bankSettings,
      originVerifySecret: options.originVerifySecret,
    });
    // Before the gateway imports any handler: their SDK clients read the environment once.
    Object.assign(process.env, lambdaEnv);

    // The table stream's consumers, as their event-source mappings run them in AWS; started before
    // the gateway, so every change made through it is handed over.
    running.push(
      await startStreamReader({
        endpoint: urls.dynamodb,
        tableName,
        region: localResources.region,
        credentials: localCredentials,
        consumers: streamConsumerTable,
        entryOf: streamConsumerEntry,
        grants: streamGrants,
        quiet,
      }),
    );

    running.push(
      await startGateway({
        port: ports.gateway,
        cognitoUrl: urls.cognito,
        userPoolId: cognito.userPoolId,
        userPoolClientId: cognito.userPoolClientId,
        runtimeConfig: {
          region: localResources.region,
          userPoolId: cognito.userPoolId,
          userPoolClientId: cognito.userPoolClientId,
          // The browser reaches the Cognito emulator only through the web app's own origin.
          cognitoEndpoint: `${webOrigin}${COGNITO_PROXY_PATH}`,
          brandName: brandName(),
          // What the functions enforce (they read the same BANK_SETTINGS), published to the forms.
          ...publishedBankSettings(bankSettingsFrom(lambdaEnv.BANK_SETTINGS)),
          mode: 'local',
        },
        webPort: ports.web,
        quiet,
      }),
    );
    // The jobs of the job table, on their schedules, as EventBridge runs them in AWS.
    running.push(startScheduler({ jobs: jobTable, entryOf: jobEntry, grants: jobGrants, quiet }));
    const webOptions = { port: webPort, gatewayUrl: urls.gateway, cognitoUrl: urls.cognito, quiet };
    if (options.web === 'built') {
      const outDir = await buildWebApp({ quiet, outDir: path.join(dataDir, 'web-dist') });
      running.push(await startPreviewServer({ ...webOptions, outDir }));
    } else if (options.web) {
      running.push(await startWebServer(webOptions));
    }

    const stack: Omit<LocalStack, 'stop'> = {
      urls,
      appOrigin: webOrigin,
      userPoolId: cognito.userPoolId,
      userPoolClientId: cognito.userPoolClientId,
      cognitoSigningKeyFile: cognito.signingKeyFile,
      tableName,
      avatarBucket: localResources.avatarBucket,
      lambdaEnv,
    };
    await writeLocalStackRecord(dataDir, { region: localResources.region, ...stack });

    let stopping: Promise<void> | null = null;
    return {
      ...stack,
      stop: () => {
        stopping ??= (async () => {
          await removeLocalStackRecord(dataDir);
          await stopAll(running);
        })();
        return stopping;
      },
    };
  } catch (error) {
    await stopAll(running).catch(() => undefined);
    throw error;
  }
}
