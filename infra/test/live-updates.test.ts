import { describe, expect, it } from 'vitest';
import { LIVE_TICKET_PARAMETER, liveFunctions } from '@sandbank/lambdas/deployment';
import { liveGrants, pushesLiveUpdates, streamGrants, type Access } from '../lib/grants';
import { expectedPermissions, grantedPermissions } from './support/permissions';
import { resourcesOfType, synthesize, type CfnResourceJson } from './support/test-stack';

describe('live updates', () => {
  const synthesized = synthesize();
  const live = synthesized.stack.liveUpdates;
  const liveTemplate = synthesized.nested.find((nested) => nested.stack === live)!.template;
  const only = (type: string): [string, CfnResourceJson] => {
    const found = Object.entries(liveTemplate.findResources(type) as Record<string, CfnResourceJson>);
    expect(found, type).toHaveLength(1);
    return found[0]!;
  };
  const functions = resourcesOfType(synthesized, 'AWS::Lambda::Function');
  const functionIdOf = (name: string) => Object.entries(functions).find(([, fn]) => String(fn.Properties.Description).startsWith(`Live updates ${name}:`))![0];

  it('is a WebSocket API in a nested stack of its own, on the stage CloudFront routes /ws to', () => {
    const [apiId, api] = only('AWS::ApiGatewayV2::Api');
    expect(api.Properties.ProtocolType).toBe('WEBSOCKET');
    const [, stage] = only('AWS::ApiGatewayV2::Stage');
    expect(stage.Properties).toMatchObject({ ApiId: { Ref: apiId }, StageName: 'ws', AutoDeploy: true });
    expect(synthesized.nested.map((nested) => nested.stack)).toContain(live);
  });

  it('authorizes $connect with the Lambda REQUEST authorizer on the ticket query parameter, and routes $connect and $disconnect to their functions', () => {
    const [authorizerId, authorizer] = only('AWS::ApiGatewayV2::Authorizer');
    expect(authorizer.Properties).toMatchObject({ AuthorizerType: 'REQUEST', IdentitySource: [`route.request.querystring.${LIVE_TICKET_PARAMETER}`] });
    expect(JSON.stringify(authorizer.Properties.AuthorizerUri)).toContain(functionIdOf('liveAuthorizer'));

    const routes = Object.values(liveTemplate.findResources('AWS::ApiGatewayV2::Route') as Record<string, CfnResourceJson>);
    expect(routes.map((route) => route.Properties.RouteKey).sort()).toEqual(['$connect', '$disconnect']);
    const connect = routes.find((route) => route.Properties.RouteKey === '$connect')!;
    expect(connect.Properties).toMatchObject({ AuthorizationType: 'CUSTOM', AuthorizerId: { Ref: authorizerId } });
    const disconnect = routes.find((route) => route.Properties.RouteKey === '$disconnect')!;
    expect(disconnect.Properties.AuthorizationType ?? 'NONE').toBe('NONE');

    const integrations = liveTemplate.findResources('AWS::ApiGatewayV2::Integration') as Record<string, CfnResourceJson>;
    const targetOf = (route: CfnResourceJson) => {
      const integrationId = String(route.Properties.Target['Fn::Join'][1][1].Ref);
      return JSON.stringify(integrations[integrationId]!.Properties.IntegrationUri);
    };
    expect(targetOf(connect)).toContain(functionIdOf('liveConnect'));
    expect(targetOf(disconnect)).toContain(functionIdOf('liveDisconnect'));
  });

  it('gives the authorizer the table and the origin-verify secret, and nothing to check tokens with: it takes tickets, not tokens', () => {
    const variables = functions[functionIdOf('liveAuthorizer')]!.Properties.Environment.Variables;
    expect(Object.keys(variables)).toEqual(expect.arrayContaining(['TABLE_NAME', 'ORIGIN_VERIFY_SECRETS']));
    expect(variables.USER_POOL_CLIENT_ID).toBeUndefined();
    expect(variables.TOKEN_ISSUER).toBeUndefined();
  });

  it('grants each of its functions exactly what infra/lib/grants/live.ts declares', () => {
    const declared: Record<string, Access> = liveGrants;
    for (const name of Object.keys(liveFunctions)) {
      const fn = functions[functionIdOf(name)]!;
      expect(grantedPermissions(synthesized, fn), name).toEqual(expectedPermissions(declared[name]!));
    }
    // It uses tickets up, and can do nothing else to them nor to anything of the table.
    expect(grantedPermissions(synthesized, functions[functionIdOf('liveAuthorizer')]!)).toEqual([
      'dynamodb:DeleteItem on table where LIVETICKET#*',
      'logs:CreateLogStream on own log group',
      'logs:PutLogEvents on own log group',
    ]);
    expect(grantedPermissions(synthesized, functions[functionIdOf('liveConnect')]!)).toContain('dynamodb:PutItem on table where USER#*');
    expect(grantedPermissions(synthesized, functions[functionIdOf('liveConnect')]!).join('\n')).not.toContain('DeleteItem');
  });

  it('lets the HTTP API store tickets only through the ticket operation, which can neither redeem nor read them', () => {
    const ticketWriters = Object.entries(functions).filter(([, fn]) => fn.Properties.LoggingConfig && grantedPermissions(synthesized, fn).some((line) => line.endsWith('where LIVETICKET#*')));
    const storing = ticketWriters.filter(([, fn]) => grantedPermissions(synthesized, fn).includes('dynamodb:PutItem on table where LIVETICKET#*'));
    expect(storing.map(([, fn]) => String(fn.Properties.Description))).toEqual([expect.stringMatching(/createLiveTicket/)]);
    expect(grantedPermissions(synthesized, storing[0]![1]).filter((line) => line.includes('LIVETICKET#'))).toEqual(['dynamodb:PutItem on table where LIVETICKET#*']);
    expect(ticketWriters.map(([id]) => id).sort()).toEqual([functionIdOf('liveAuthorizer'), storing[0]![0]].sort());
  });

  it('lets only the function that pushes live updates post to connections and close them, on this API and stage alone, with the endpoint to post to', () => {
    const pushers = Object.values(functions).filter((fn) => fn.Properties.LoggingConfig && grantedPermissions(synthesized, fn).some((line) => line.startsWith('execute-api:')));
    const consumersPushing = Object.entries(streamGrants as Record<string, Access>).filter(([, granted]) => granted.uses?.includes('liveConnections:push'));
    expect(consumersPushing.every(([, granted]) => granted.uses?.includes('liveConnections:close'))).toBe(true);
    expect(pushers).toHaveLength(consumersPushing.length);
    for (const fn of pushers) {
      expect(grantedPermissions(synthesized, fn)).toEqual(expect.arrayContaining(expectedPermissions(pushesLiveUpdates)));
      expect(fn.Properties.Environment.Variables.LIVE_CONNECTIONS_ENDPOINT).toBeDefined();
    }
    expect(pushers.length).toBeGreaterThan(0);
  });

  it('is reached through CloudFront at /ws, with the handshake headers and the query string and without the viewer’s Host', () => {
    const [, distribution] = Object.entries(synthesized.template.findResources('AWS::CloudFront::Distribution'))[0]! as [string, CfnResourceJson];
    const config = distribution.Properties.DistributionConfig;
    const behavior = config.CacheBehaviors.find((candidate: { PathPattern: string }) => candidate.PathPattern === '/ws');
    expect(behavior).toMatchObject({
      ViewerProtocolPolicy: 'https-only',
      // Managed policies: caching disabled, all viewer headers but Host.
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
    });
    const origin = config.Origins.find((candidate: { Id: string }) => candidate.Id === behavior.TargetOriginId);
    expect(JSON.stringify(origin.DomainName)).toMatch(/LiveUpdates/);
    expect(origin.OriginCustomHeaders.map((header: { HeaderName: string }) => header.HeaderName)).toEqual(['x-origin-verify']);
  });
});
