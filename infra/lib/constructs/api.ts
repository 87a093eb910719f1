import { operationAreas, operations, type OperationDefinition } from '@sandbank/shared';
import { RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { CfnStage, HttpApi, HttpNoneAuthorizer, HttpStage, LogGroupLogDestination, type HttpRoute } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { assertGrantsCoverOperations, operationGrants, type OperationGrants } from '../grants';
import type { GrantTargets } from '../grants/policy';
import { ApiArea } from './api-area';
import type { ApiFunction } from './api-function';

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

/** `admin/postings` → `AdminPostings`: the id of an area's nested stack. */
const areaStackId = (area: string) => area.replace(/(^|[^A-Za-z0-9])([a-z])/g, (_, __, letter: string) => letter.toUpperCase());

/**
 * The HTTP API, generated from the operation table: one function and one route per operation,
 * the Cognito JWT authorizer on every route that is not public, and each function's own grants.
 * The API itself, its stage and authorizer live here; each area's functions and routes live in
 * the area's nested stack (ApiArea).
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  readonly areas: Readonly<Record<string, ApiArea>>;
  readonly functions: Readonly<Record<string, ApiFunction>>;
  readonly routes: Readonly<Record<string, HttpRoute>>;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const grants = props.grants ?? operationGrants;
    // Before anything is built: an operation without a grants entry stops the synth.
    assertGrantsCoverOperations(grants, Object.keys(operations));

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

    const areas: Record<string, ApiArea> = {};
    for (const [area, areaOperations] of Object.entries(operationAreas)) {
      areas[area] = new ApiArea(this, areaStackId(area), {
        operations: areaOperations,
        httpApi: this.httpApi,
        authorizer,
        publicAuthorizer: noAuthorizer,
        grants,
        grantTargets: props.grantTargets,
        environment: props.environment,
      });
    }
    this.areas = areas;
    this.throttleExpensiveRoutes();
    this.functions = Object.assign({}, ...Object.values(areas).map((area) => area.functions));
    this.routes = Object.assign({}, ...Object.values(areas).map((area) => area.routes));
  }

  /**
   * Each operation with a `throttle` in the table gets its own limit on its route, at the stage.
   * The stage names routes by their keys, so it is deployed after the areas that create them.
   */
  private throttleExpensiveRoutes(): void {
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    const table: Readonly<Record<string, OperationDefinition>> = operations;
    for (const operation of Object.values(table)) {
      if (operation.throttle === undefined) continue;
      routeSettings[`${operation.method} ${operation.path}`] = {
        ThrottlingRateLimit: operation.throttle.rateLimit,
        ThrottlingBurstLimit: operation.throttle.burstLimit,
      };
    }
    if (Object.keys(routeSettings).length === 0) return;
    const stage = this.stage.node.defaultChild;
    if (!(stage instanceof CfnStage)) throw new Error('The HTTP API stage has no CfnStage');
    stage.routeSettings = routeSettings;
    for (const area of Object.values(this.areas)) this.stage.node.addDependency(area);
  }

  /** Host name of the API's default endpoint, for CloudFront's `/api/*` origin. */
  get domainName(): string {
    return `${this.httpApi.apiId}.execute-api.${this.httpApi.env.region}.${this.httpApi.stack.urlSuffix}`;
  }
}
