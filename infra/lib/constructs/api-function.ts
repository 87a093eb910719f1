import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { FAULT_TIMEOUT_MS } from '@sandbank/shared';
import { functionBundling, functionNodeOptions } from '@sandbank/lambdas/deployment';
import { Construct } from 'constructs';
import { lockFile, repoRoot } from '../paths';

/** The newest Node.js runtime aws-cdk-lib offers; `functionBundling.target` is its esbuild target. */
export const functionRuntime = Runtime.NODEJS_24_X;

/**
 * How long a function may run: longer than the 10 s a test customer's `Sandbank-Fault: timeout`
 * (or `latency=10000`) waits before it answers, so the function answers 504 itself instead of
 * being stopped mid-wait; well inside API Gateway's 30 s integration limit.
 */
export const FUNCTION_TIMEOUT = Duration.seconds(FAULT_TIMEOUT_MS / 1000 + 5);

export interface ApiFunctionProps {
  /** The TypeScript file exporting `handler`. */
  readonly entry: string;
  readonly description?: string;
  /** Added to the default environment (never replaces it). */
  readonly environment?: Record<string, string>;
  readonly memorySize?: number;
  readonly timeout?: Duration;
  readonly logRetention?: RetentionDays;
  /** Concurrency set aside for this function alone, which is also its ceiling (infra/lib/reserved-concurrency.ts); none by default. */
  readonly reservedConcurrency?: number;
}

/**
 * One Lambda function with every project default in one place: newest Node runtime on arm64,
 * esbuild bundling (minified, source maps, ESM), its own log group with a retention, and a role
 * that may only write to that log group until grants are added.
 */
export class ApiFunction extends Construct {
  readonly function: NodejsFunction;
  readonly role: Role;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id);

    this.logGroup = new LogGroup(this, 'Logs', {
      retention: props.logRetention ?? RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });

    // An own role instead of the AWSLambdaBasicExecutionRole managed policy: logs go to one log group.
    this.role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    this.logGroup.grantWrite(this.role);

    this.function = new NodejsFunction(this, 'Function', {
      entry: props.entry,
      handler: 'handler',
      description: props.description,
      runtime: functionRuntime,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? FUNCTION_TIMEOUT,
      reservedConcurrentExecutions: props.reservedConcurrency,
      role: this.role,
      logGroup: this.logGroup,
      projectRoot: repoRoot,
      depsLockFilePath: lockFile,
      environment: {
        NODE_OPTIONS: functionNodeOptions,
        ...props.environment,
      },
      // The options `npm run bench:lambda` weighs, translated for NodejsFunction (which always bundles for node).
      bundling: {
        minify: functionBundling.minify,
        sourceMap: functionBundling.sourcemap,
        sourcesContent: functionBundling.sourcesContent,
        target: functionBundling.target,
        format: functionBundling.format === 'esm' ? OutputFormat.ESM : OutputFormat.CJS,
        mainFields: [...functionBundling.mainFields],
        banner: functionBundling.banner,
        externalModules: functionBundling.external,
        // NodejsFunction has no alias option of its own; esbuild takes it as --alias:<from>=<to>.
        esbuildArgs: { '--alias': Object.entries(functionBundling.alias).map(([from, to]) => `${from}=${to}`) },
        forceDockerBundling: false,
      },
    });
    // The role is only usable once its policy exists.
    this.function.node.addDependency(this.role);
  }

  /** Adds variables to the function's environment, keeping the defaults and earlier additions. */
  addEnvironment(variables: Record<string, string>): this {
    for (const [key, value] of Object.entries(variables)) this.function.addEnvironment(key, value);
    return this;
  }
}
