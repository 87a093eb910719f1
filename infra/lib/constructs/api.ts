import { operations as operationTable, type OperationDefinition } from '@sandbank/shared';
import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  HttpApi,
  HttpMethod,
  HttpNoneAuthorizer,
  HttpStage,
  LogGroupLogDestination,
  type HttpRoute,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import {
  applyGrants,
  assertGrantsCoverOperations,
  grantsOf,
  operationGrants,
  type GrantTargets,
  type OperationGrants,
} from '../operation-grants';
import { handlerEntry } from '@sandbank/lambdas/deployment';
import { ApiFunction } from './api-function';

export interface ApiProps {
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  readonly grantTargets: GrantTargets;
  /** Environment every operation's function receives (TABLE_NAME, USER_POOL_ID, …). */
  readonly environment: Record<string, string>;
  /** The grants map; the default is `operationGrants`. Tests pass others to prove the checks work. */
  readonly grants?: Partial<OperationGrants>;
  /** Steady-state and burst request limits of the stage. */
  readonly throttle?: { readonly rateLimit: number; readonly burstLimit: number };
}

const methods: Record<OperationDefinition['method'], HttpMethod> = {
  GET: HttpMethod.GET,
  POST: HttpMethod.POST,
  PUT: HttpMethod.PUT,
  DELETE: HttpMethod.DELETE,
};

/**
 * The HTTP API, generated from the operation table: one function and one route per operation,
 * the Cognito JWT authorizer on every route that is not public, and each function's own grants.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  readonly functions: Readonly<Record<string, ApiFunction>>;
  readonly routes: Readonly<Record<string, HttpRoute>>;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const grants = props.grants ?? operationGrants;
    const table: Record<string, OperationDefinition> = operationTable;
    // Before anything is built: an operation without a grants entry stops the synth.
    assertGrantsCoverOperations(grants, Object.keys(table));

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Sandbank API (routes generated from the operation table)',
      createDefaultStage: false,
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: props.throttle ?? { rateLimit: 50, burstLimit: 100 },
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            requestTime: '$context.requestTime',
            routeKey: '$context.routeKey',
            path: '$context.path',
            status: '$context.status',
            protocol: '$context.protocol',
            responseLength: '$context.responseLength',
            latencyMs: '$context.responseLatency',
            userId: '$context.authorizer.claims.sub',
            authorizerError: '$context.authorizer.error',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    });

    const authorizer = new HttpUserPoolAuthorizer('CognitoJwtAuthorizer', props.userPool, {
      userPoolClients: [props.userPoolClient],
      identitySource: ['$request.header.Authorization'],
    });
    const noAuthorizer = new HttpNoneAuthorizer();

    const functions: Record<string, ApiFunction> = {};
    const routes: Record<string, HttpRoute> = {};
    for (const [operationId, operation] of Object.entries(table)) {
      const fn = new ApiFunction(this, operationId, {
        entry: handlerEntry(operationId),
        description: `${operation.method} ${operation.path} (${operationId})`,
        environment: { ...props.environment, OPERATION_ID: operationId },
      });
      applyGrants(fn, fn.function, grantsOf(grants, operationId), props.grantTargets);

      const [route] = this.httpApi.addRoutes({
        path: operation.path,
        methods: [methods[operation.method]],
        integration: new HttpLambdaIntegration(`${operationId}Integration`, fn.function),
        authorizer: operation.access === 'public' ? noAuthorizer : authorizer,
      });
      if (route === undefined) throw new Error(`No route created for ${operationId}`);
      if (operation.access === 'public') {
        Validations.of(route).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `${operationId} is public by design in the operation table (SPEC §6); every other route has the Cognito JWT authorizer.`,
        });
      }
      functions[operationId] = fn;
      routes[operationId] = route;
    }
    this.functions = functions;
    this.routes = routes;
  }

  /** Host name of the API's default endpoint, for CloudFront's `/api/*` origin. */
  get domainName(): string {
    return `${this.httpApi.apiId}.execute-api.${this.httpApi.env.region}.${this.httpApi.stack.urlSuffix}`;
  }
}
