import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { lockFile, repoRoot } from '../paths';

/** The newest Node.js runtime aws-cdk-lib offers, and the esbuild target that matches it. */
export const functionRuntime = Runtime.NODEJS_24_X;
export const bundlingTarget = 'node24';

export interface ApiFunctionProps {
  /** The TypeScript file exporting `handler`. */
  readonly entry: string;
  readonly description?: string;
  /** Added to the default environment (never replaces it). */
  readonly environment?: Record<string, string>;
  readonly memorySize?: number;
  readonly timeout?: Duration;
  readonly logRetention?: RetentionDays;
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
      timeout: props.timeout ?? Duration.seconds(10),
      role: this.role,
      logGroup: this.logGroup,
      projectRoot: repoRoot,
      depsLockFilePath: lockFile,
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        ...props.environment,
      },
      bundling: {
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        target: bundlingTarget,
        format: OutputFormat.ESM,
        mainFields: ['module', 'main'],
        // Some dependencies still call require(); give the ESM bundle one.
        banner: "import { createRequire as __sandbankCreateRequire } from 'node:module'; const require = __sandbankCreateRequire(import.meta.url);",
        // The SDK is bundled too, so the deployed code runs the versions the tests ran.
        externalModules: [],
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
