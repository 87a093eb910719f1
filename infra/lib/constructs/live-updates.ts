import { ArnFormat, Lazy, Names, NestedStack, Stack, Validations } from 'aws-cdk-lib';
import { WebSocketApi, WebSocketStage, type CfnApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { LIVE_TICKET_PARAMETER, liveEntry, liveFunctions, type FunctionSettings, type LiveFunctionName } from '@sandbank/lambdas/deployment';
import type { Construct, IConstruct } from 'constructs';
import { grantsOf, liveGrants, type Access } from '../grants';
import { applyAccess, type GrantTargets } from '../grants/policy';
import { ApiFunction } from './api-function';
import { livePathPattern } from './web';

/**
 * The stage of the WebSocket API, named after the path CloudFront routes to it (web.ts,
 * livePathPattern): a viewer's `wss://<site>/ws` reaches the API as `/ws`, which is this stage.
 */
export const LIVE_STAGE_NAME = livePathPattern.slice(1);

export interface LiveUpdatesProps {
  /** What each of its functions may access; infra/lib/grants/live.ts unless told otherwise. */
  readonly grants?: Readonly<Record<string, Access | undefined>>;
  /** Every target but the API's own connections, which this construct makes. */
  readonly grantTargets: Omit<GrantTargets, 'liveConnectionsArn' | 'liveConnectionsClosingArn'>;
  readonly environment: Record<string, string>;
  /** The values CloudFront's origin-verify header may carry: a connection opens only through the site. */
  readonly originVerifySecrets: string;
}

/**
 * Live updates, in a nested stack of their own: a WebSocket API whose $connect is guarded by a
 * Lambda REQUEST authorizer on the `ticket` query parameter (a one-time ticket the browser asked
 * the HTTP API for, used up by the connection it opens: no access token in a URL), $connect and
 * $disconnect routes that record and forget the connection, and the management endpoint the
 * pushing functions post to and close connections through.
 */
export class LiveUpdates extends NestedStack {
  readonly webSocketApi: WebSocketApi;
  readonly stage: WebSocketStage;
  readonly functions: Readonly<Record<LiveFunctionName, ApiFunction>>;

  constructor(scope: Construct, id: string, props: LiveUpdatesProps) {
    super(scope, id, { description: 'Sandbank live updates: the WebSocket API' });
    const grants = props.grants ?? liveGrants;
    const functionOf = (name: LiveFunctionName, environment: Partial<FunctionSettings> = {}) => {
      const fn = new ApiFunction(this, name, {
        entry: liveEntry(name),
        description: `Live updates ${name}: ${liveFunctions[name].summary}`,
        environment: { ...props.environment, ...environment },
      });
      const granted = grantsOf(grants, name, { kind: 'Live-updates function', file: 'infra/lib/grants/live.ts' });
      // The API is made after its functions; its connections' ARN is read when the template is written.
      applyAccess(fn, fn.function, granted, {
        ...props.grantTargets,
        liveConnectionsArn: Lazy.string({ produce: () => this.connectionsArn }),
        liveConnectionsClosingArn: Lazy.string({ produce: () => this.connectionsClosingArn }),
      });
      return fn;
    };
    this.functions = {
      liveAuthorizer: functionOf('liveAuthorizer', { ORIGIN_VERIFY_SECRETS: props.originVerifySecrets }),
      liveConnect: functionOf('liveConnect'),
      liveDisconnect: functionOf('liveDisconnect'),
    };

    const authorizer = new WebSocketLambdaAuthorizer('LiveAuthorizer', this.functions.liveAuthorizer.function, {
      // Without the parameter API Gateway answers 401 itself, without invoking the authorizer.
      identitySource: [`route.request.querystring.${LIVE_TICKET_PARAMETER}`],
    });
    this.webSocketApi = new WebSocketApi(this, 'WebSocketApi', {
      description: 'Sandbank live updates: each message is one event, the same JSON as a webhook body',
      connectRouteOptions: { integration: new WebSocketLambdaIntegration('Connect', this.functions.liveConnect.function), authorizer },
      disconnectRouteOptions: { integration: new WebSocketLambdaIntegration('Disconnect', this.functions.liveDisconnect.function) },
    });
    this.stage = new WebSocketStage(this, 'Stage', {
      webSocketApi: this.webSocketApi,
      stageName: LIVE_STAGE_NAME,
      autoDeploy: true,
      throttle: { rateLimit: 20, burstLimit: 40 },
    });

    Validations.of(this.stage).acknowledge({
      id: 'AwsSolutions-APIG1',
      reason:
        "A WebSocket stage's access logs need API Gateway's account-wide CloudWatch role, which one application's stack should not set for the whole account; every authorization, connect and disconnect is logged by its function.",
    });
    const disconnectRoute = this.webSocketApi.node.findChild('$disconnect-Route');
    Validations.of(disconnectRoute).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason: 'Only $connect takes an authorizer in a WebSocket API; $disconnect belongs to a connection $connect already authorized.',
    });
  }

  /**
   * Acknowledges, on a function granted `liveConnections:push` or `liveConnections:close`, the
   * wildcard of its connections ARNs: connection ids are made per connection, so the grant cannot
   * name them; it is limited to this API, its stage and POST (or DELETE). cdk-nag names the API by
   * its logical id while the tree is built, and by the parameter its nested stack receives once
   * synthesis has turned the reference into one.
   */
  acknowledgeConnectionsWildcard(grantee: IConstruct): void {
    const stack = Stack.of(grantee);
    const api = this.webSocketApi.node.defaultChild as CfnApi;
    const names = [String(this.resolve(api.logicalId)), `referenceto${Names.nodeUniqueId(this.nestedStackResource!.node)}Outputs${Names.nodeUniqueId(api.node)}Ref`];
    for (const arn of [this.connectionsArn, this.connectionsClosingArn]) {
      const withApi = (name: string) => flattenReference(stack.resolve(arn)).replace(`<${String(this.resolve(api.logicalId))}>`, `<${name}>`);
      for (const name of names) {
        Validations.of(grantee).acknowledge({
          id: `AwsSolutions-IAM5[Resource::${withApi(name)}]`,
          reason: 'Live connections get their ids from API Gateway as they open; the grant is limited to posting to (or closing) connections of the live-updates API and its stage.',
        });
      }
    }
  }

  /** The connections of this API's stage, for `execute-api:ManageConnections` (PostToConnection only). */
  get connectionsArn(): string {
    return this.connectionsArnFor('POST');
  }

  /** The same connections, for `execute-api:ManageConnections` (DeleteConnection only). */
  get connectionsClosingArn(): string {
    return this.connectionsArnFor('DELETE');
  }

  private connectionsArnFor(method: 'POST' | 'DELETE'): string {
    return Stack.of(this).formatArn({
      service: 'execute-api',
      resource: this.webSocketApi.apiId,
      resourceName: `${LIVE_STAGE_NAME}/${method}/@connections/*`,
      arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
    });
  }

  /** `https://<api>.execute-api.<region>.<suffix>/<stage>`: the management endpoint (LIVE_CONNECTIONS_ENDPOINT). */
  get connectionsEndpoint(): string {
    return this.stage.callbackUrl;
  }

  /** Host name of the API's endpoint, for CloudFront's `/ws` origin. */
  get domainName(): string {
    return `${this.webSocketApi.apiId}.execute-api.${Stack.of(this).region}.${Stack.of(this).urlSuffix}`;
  }
}

/** A resolved CloudFormation value as cdk-nag writes it in a finding: `<AWS::AccountId>`, `<LogicalId>`, `<LogicalId.Attribute>`. */
function flattenReference(value: unknown): string {
  if (typeof value === 'string') return value;
  const node = value as Record<string, unknown>;
  if (Array.isArray(node['Fn::Join'])) {
    const [separator, parts] = node['Fn::Join'] as [string, unknown[]];
    return parts.map(flattenReference).join(separator);
  }
  if (typeof node.Ref === 'string') return `<${node.Ref}>`;
  if (Array.isArray(node['Fn::GetAtt'])) return `<${(node['Fn::GetAtt'] as string[]).join('.')}>`;
  return JSON.stringify(value);
}
