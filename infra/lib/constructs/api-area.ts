import { NestedStack, Validations } from 'aws-cdk-lib';
import { HttpMethod, HttpRoute, HttpRouteKey, type IHttpApi, type IHttpRouteAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { handlerEntry, userPoolDesign } from '@sandbank/lambdas/deployment';
import type { OperationDefinition, OperationTable } from '@sandbank/shared';
import type { Construct } from 'constructs';
import { operationAccess, type OperationGrants } from '../grants';
import { applyAccess, type GrantTargets } from '../grants/policy';
import { ApiFunction } from './api-function';

export interface ApiAreaProps {
  /** The area's operations (shared/src/api/operations/<area>.ts). */
  readonly operations: OperationTable;
  readonly httpApi: IHttpApi;
  /** The Cognito JWT authorizer of every non-public route, and the authorizer of public ones. */
  readonly authorizer: IHttpRouteAuthorizer;
  readonly publicAuthorizer: IHttpRouteAuthorizer;
  readonly grants: Partial<OperationGrants>;
  readonly grantTargets: GrantTargets;
  readonly environment: Record<string, string>;
}

const methods: Record<OperationDefinition['method'], HttpMethod> = {
  GET: HttpMethod.GET,
  POST: HttpMethod.POST,
  PUT: HttpMethod.PUT,
  DELETE: HttpMethod.DELETE,
};

/**
 * One area of the API in its own nested stack: for each operation a function with its own role,
 * grants and log group, and its route on the shared HTTP API. Seven resources per operation live
 * here, so the main stack grows by one resource per area, not per operation.
 */
export class ApiArea extends NestedStack {
  readonly functions: Readonly<Record<string, ApiFunction>>;
  readonly routes: Readonly<Record<string, HttpRoute>>;

  constructor(scope: Construct, id: string, props: ApiAreaProps) {
    super(scope, id, { description: `Sandbank API: ${id} operations` });
    const functions: Record<string, ApiFunction> = {};
    const routes: Record<string, HttpRoute> = {};
    for (const [operationId, operation] of Object.entries(props.operations)) {
      const fn = new ApiFunction(this, operationId, {
        entry: handlerEntry(operationId),
        description: `${operation.method} ${operation.path} (${operationId})`,
        environment: { ...props.environment, OPERATION_ID: operationId },
      });
      applyAccess(fn, fn.function, operationAccess(operationId, props.grants, props.operations), props.grantTargets);

      const route = new HttpRoute(this, `${operationId}Route`, {
        httpApi: props.httpApi,
        routeKey: HttpRouteKey.with(operation.path, methods[operation.method]),
        integration: new HttpLambdaIntegration(`${operationId}Integration`, fn.function),
        authorizer: operation.access === 'public' ? props.publicAuthorizer : props.authorizer,
        // Only access tokens carry this scope: the authorizer refuses an ID token before any Lambda runs.
        authorizationScopes: operation.access === 'public' ? undefined : [userPoolDesign.webClient.accessTokenScope],
      });
      if (operation.access === 'public') {
        Validations.of(route).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `${operationId} is public by design in the operation table (access: 'public'); every other route has the Cognito JWT authorizer.`,
        });
      }
      functions[operationId] = fn;
      routes[operationId] = route;
    }
    this.functions = functions;
    this.routes = routes;
  }
}
