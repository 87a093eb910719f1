import { CfnOutput, CfnParameter, Lazy, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { Api } from './constructs/api';
import { Audit } from './constructs/audit';
import { Auth } from './constructs/auth';
import { Data } from './constructs/data';
import { Email } from './constructs/email';
import { EventPipeline, type EventPipelineProps } from './constructs/event-pipeline';
import { Storage } from './constructs/storage';
import { Jobs, type JobsProps } from './constructs/jobs';
import { LiveUpdates } from './constructs/live-updates';
import { OriginVerify, originVerifyHeader } from './constructs/origin-verify';
import { Web } from './constructs/web';
import { WireCodes } from './constructs/wire-codes';
import { acknowledgeCdkHelperFunctions } from './nag';
import { reservedConcurrency } from './reserved-concurrency';
import { grantsOf, jobGrants, streamGrants, type OperationGrants } from './grants';
import { jobTable, streamConsumerTable, type FunctionSettings } from '@sandbank/lambdas/deployment';
import { bankSettingsFrom, publishedBankSettings } from '@sandbank/shared';

export interface SandbankStackProps extends StackProps {
  /** Shown in the app and in mails. */
  readonly brandName: string;
  /** Default of the `MailFrom` parameter: the address wire confirmation codes come from. */
  readonly mailFrom: string;
  /** The wire fee and limits and the check limit where they differ from the defaults, as JSON (shared/src/bank-settings.ts). */
  readonly bankSettings?: string;
  /** The React build to upload; without it the stack deploys no site content. */
  readonly webDistPath?: string;
  /** The origin-verify secret was just given a new value: accept the previous one too (docs/deploy.md). */
  readonly originVerifyRotating?: boolean;
  /** The WAF web ACL CloudFront uses (EdgeFirewallStack, in us-east-1); none by default. */
  readonly webAclArn?: string;
  /**
   * Set concurrency aside for the pre-token-generation trigger and the jobs
   * (infra/lib/reserved-concurrency.ts); true unless an account's quota is too small for it.
   */
  readonly reserveConcurrency?: boolean;
  /** Replaces the grants map (tests use it to prove the checks work). */
  readonly grants?: Partial<OperationGrants>;
  /** Replaces the job table, their entries and grants (tests use it: the real table may be empty). */
  readonly jobs?: Pick<JobsProps, 'jobs' | 'entryOf' | 'grants'>;
  /** Replaces the stream consumers, their entries and grants (tests use it). */
  readonly streamConsumers?: Pick<EventPipelineProps, 'consumers' | 'entryOf' | 'grants'>;
}

/** Sandbank on AWS. Only wires the constructs together; each concern lives in its construct. */
export class SandbankStack extends Stack {
  readonly auth: Auth;
  readonly data: Data;
  readonly storage: Storage;
  readonly audit: Audit;
  readonly wireCodes: WireCodes;
  readonly email: Email;
  readonly api: Api;
  /** The live-updates WebSocket API and its functions' nested stack. */
  readonly liveUpdates: LiveUpdates;
  /** The scheduled jobs' nested stack; none while the job table is empty. */
  readonly jobs: Jobs | null;
  /** The table stream's consumers' nested stack; none while the stream table is empty. */
  readonly eventPipeline: EventPipeline | null;
  readonly web: Web;
  readonly originVerify: OriginVerify;

  constructor(scope: Construct, id: string, props: SandbankStackProps) {
    super(scope, id, props);

    const mailFrom = new CfnParameter(this, 'MailFrom', {
      type: 'String',
      default: props.mailFrom,
      description: 'Address wire confirmation codes are sent from; SES asks it to confirm once after deploy.',
      allowedPattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
      constraintDescription: 'must be an email address',
    });

    const reserved = props.reserveConcurrency === false ? null : reservedConcurrency;
    this.auth = new Auth(this, 'Auth', { brandName: props.brandName, triggerConcurrency: reserved?.preTokenGeneration });
    this.data = new Data(this, 'Data');
    this.storage = new Storage(this, 'Storage');
    this.audit = new Audit(this, 'Audit', { logsBucket: this.storage.logsBucket });
    this.wireCodes = new WireCodes(this, 'WireCodes');
    this.email = new Email(this, 'Email', { mailFrom: mailFrom.valueAsString });

    const grantTargets = {
      table: this.data.table,
      userPool: this.auth.userPool,
      avatarsBucket: this.storage.avatarsBucket,
      mailIdentityArn: this.email.identityArn,
      auditKey: this.audit.auditKey,
      requestKey: this.audit.requestKey,
      wireCodeKey: this.wireCodes.key,
      auditAnchorBucket: this.audit.anchorBucket,
      tableStreamArn: this.data.tableStreamArn,
      // The live-updates API is built after the HTTP API; only the functions that push live updates use it.
      liveConnectionsArn: Lazy.string({ produce: () => this.liveUpdates.connectionsArn }),
      liveConnectionsClosingArn: Lazy.string({ produce: () => this.liveUpdates.connectionsClosingArn }),
    };
    const environment = {
      TABLE_NAME: this.data.table.tableName,
      USER_POOL_ID: this.auth.userPool.userPoolId,
      AVATAR_BUCKET: this.storage.avatarsBucket.bucketName,
      MAIL_FROM: this.email.mailFrom,
      AUDIT_KEY_ID: this.audit.auditKey.keyArn,
      REQUEST_KEY_ID: this.audit.requestKey.keyArn,
      WIRE_CODE_KEY_ID: this.wireCodes.key.keyArn,
      AUDIT_ANCHOR_BUCKET: this.audit.anchorBucket.bucketName,
      BRAND_NAME: props.brandName,
      // The distribution's address; it is built after the API, whose endpoint it forwards /api/* to.
      SITE_URL: Lazy.string({ produce: () => this.web.siteUrl }),
      LOG_LEVEL: 'INFO',
      BANK_SETTINGS: props.bankSettings ?? '',
    } satisfies FunctionSettings;

    this.originVerify = new OriginVerify(this, 'OriginVerify', { rotating: props.originVerifyRotating });
    this.api = new Api(this, 'Api', {
      userPool: this.auth.userPool,
      userPoolClient: this.auth.userPoolClient,
      grants: props.grants,
      grantTargets,
      // Only the API's functions check where a request came from; jobs answer no request.
      environment: { ...environment, ORIGIN_VERIFY_SECRETS: this.originVerify.acceptedValues } satisfies FunctionSettings,
    });

    const jobs = props.jobs ?? { jobs: jobTable, grants: jobGrants };
    this.jobs = Object.keys(jobs.jobs).length === 0 ? null : new Jobs(this, 'Jobs', { ...jobs, grantTargets, environment, concurrencyPerJob: reserved?.job });
    this.liveUpdates = new LiveUpdates(this, 'LiveUpdates', {
      grantTargets,
      // Only what its functions read: the site's address and the avatars bucket (whose CORS names the
      // site) would make it wait for the distribution, which itself routes /ws to this API.
      environment: { TABLE_NAME: environment.TABLE_NAME, USER_POOL_ID: environment.USER_POOL_ID, LOG_LEVEL: environment.LOG_LEVEL } satisfies Partial<FunctionSettings>,
      originVerifySecrets: this.originVerify.acceptedValues,
    });
    const streamConsumers = props.streamConsumers ?? { consumers: streamConsumerTable, grants: streamGrants };
    this.eventPipeline =
      Object.keys(streamConsumers.consumers).length === 0 ? null : new EventPipeline(this, 'EventPipeline', {
            ...streamConsumers,
            grantTargets,
            // The consumer that pushes live updates posts to the WebSocket API's connections.
            environment: { ...environment, LIVE_CONNECTIONS_ENDPOINT: this.liveUpdates.connectionsEndpoint } satisfies FunctionSettings,
          });

    for (const [name, fn] of Object.entries(this.eventPipeline?.functions ?? {})) {
      const uses = grantsOf(streamConsumers.grants, name).uses ?? [];
      if (uses.includes('liveConnections:push') || uses.includes('liveConnections:close')) this.liveUpdates.acknowledgeConnectionsWildcard(fn);
    }

    this.web = new Web(this, 'Web', {
      apiDomainName: this.api.domainName,
      apiOriginHeaders: { [originVerifyHeader]: this.originVerify.headerValue },
      liveDomainName: this.liveUpdates.domainName,
      logsBucket: this.storage.logsBucket,
      avatarsOrigins: this.storage.avatarsOrigins,
      distPath: props.webDistPath,
      webAclArn: props.webAclArn,
      runtimeConfig: {
        region: this.region,
        userPoolId: this.auth.userPool.userPoolId,
        userPoolClientId: this.auth.userPoolClient.userPoolClientId,
        brandName: props.brandName,
        // What the functions enforce (the same BANK_SETTINGS), published to the forms; invalid settings fail the synth.
        ...publishedBankSettings(bankSettingsFrom(props.bankSettings)),
      },
    });
    this.storage.allowUploadsFrom(this.web.siteUrl);

    new CfnOutput(this, 'SiteUrl', { value: this.web.siteUrl, description: 'The app' });
    new CfnOutput(this, 'ApiUrl', { value: `${this.web.siteUrl}/api`, description: 'The API, same origin as the app' });
    new CfnOutput(this, 'ApiEndpoint', { value: this.api.httpApi.apiEndpoint, description: 'The HTTP API behind CloudFront' });
    new CfnOutput(this, 'UserPoolId', { value: this.auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.auth.userPoolClient.userPoolClientId });
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });
    new CfnOutput(this, 'AvatarBucketName', { value: this.storage.avatarsBucket.bucketName });
    new CfnOutput(this, 'AuditAnchorBucketName', { value: this.audit.anchorBucket.bucketName, description: 'Where the audit chain is anchored' });
    new CfnOutput(this, 'Region', { value: this.region });
    new CfnOutput(this, 'OriginVerifySecretArn', {
      value: this.originVerify.secret.secretArn,
      description: 'The secret CloudFront proves itself to the API with (rotation: docs/deploy.md)',
    });

    acknowledgeCdkHelperFunctions(this);
  }
}
