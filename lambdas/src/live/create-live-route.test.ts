import type { APIGatewayProxyWebsocketEventV2, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import type { LiveAuthorization, LiveIdentity } from '../domain/live/connections';
import { createLiveAuthorizer, createLiveRoute } from './create-live-route';

/*
 * The live-updates API's wrappers: what the $connect authorizer answers API Gateway, and how a
 * route of the connection reads its owner back from the authorizer's context.
 */

const METHOD_ARN = 'arn:aws:execute-api:eu-west-1:123456789012:abc123/live/$connect';

const connectEvent = (query: Record<string, string> | null): APIGatewayRequestAuthorizerEvent =>
  ({ type: 'REQUEST', methodArn: METHOD_ARN, queryStringParameters: query, requestContext: { requestId: 'r-1' } }) as unknown as APIGatewayRequestAuthorizerEvent;

const routeEvent = (authorizer: Record<string, string> | undefined): APIGatewayProxyWebsocketEventV2 =>
  ({ requestContext: { connectionId: 'conn-1', requestId: 'r-2', routeKey: '$connect', authorizer } }) as unknown as APIGatewayProxyWebsocketEventV2;

describe('the $connect authorizer', () => {
  const seen: (string | undefined)[] = [];
  const authorize = async (token: string | undefined): Promise<LiveAuthorization> => {
    seen.push(token);
    if (token === 'admin-token') return { allowed: true, identity: { userId: 'admin-1', isAdmin: true } };
    if (token === 'customer-token') return { allowed: true, identity: { userId: 'customer-1', isAdmin: false } };
    return { allowed: false, reason: 'invalid token' };
  };
  const handler = createLiveAuthorizer(authorize);

  it('allows this $connect for a good token and hands the routes the owner and whether they administer', async () => {
    expect(await handler(connectEvent({ token: 'admin-token' }))).toEqual({
      principalId: 'admin-1',
      policyDocument: { Version: '2012-10-17', Statement: [{ Action: 'execute-api:Invoke', Effect: 'Allow', Resource: METHOD_ARN }] },
      context: { userId: 'admin-1', admin: 'true' },
    });
    expect(await handler(connectEvent({ token: 'customer-token' }))).toMatchObject({ principalId: 'customer-1', context: { userId: 'customer-1', admin: 'false' } });
  });

  it('denies a bad token and a $connect without one, with no context', async () => {
    for (const query of [{ token: 'forged' }, null]) {
      const answer = await handler(connectEvent(query));
      expect(answer.policyDocument.Statement).toEqual([{ Action: 'execute-api:Invoke', Effect: 'Deny', Resource: METHOD_ARN }]);
      expect(answer.context).toBeUndefined();
    }
    expect(seen.slice(-2)).toEqual(['forged', undefined]);
  });
});

describe('a route of a connection', () => {
  const calls: [LiveIdentity, string][] = [];
  const handler = createLiveRoute('liveConnect', async (identity, connectionId) => void calls.push([identity, connectionId]));

  it("runs with the connection's owner from the authorizer's context and answers 200", async () => {
    expect(await handler(routeEvent({ userId: 'admin-1', admin: 'true', principalId: 'admin-1' }))).toEqual({ statusCode: 200 });
    expect(await handler(routeEvent({ userId: 'customer-1', admin: 'false' }))).toEqual({ statusCode: 200 });
    expect(calls).toEqual([
      [{ userId: 'admin-1', isAdmin: true }, 'conn-1'],
      [{ userId: 'customer-1', isAdmin: false }, 'conn-1'],
    ]);
  });

  it("refuses a route reached without the authorizer's context", async () => {
    calls.length = 0;
    expect(await handler(routeEvent(undefined))).toEqual({ statusCode: 401 });
    expect(calls).toEqual([]);
  });
});

describe('the $connect authorizer of a deployment behind CloudFront', () => {
  it('denies a $connect that did not come through the site, before looking at its token', async () => {
    process.env.ORIGIN_VERIFY_SECRETS = 'secret-1,secret-2';
    try {
      let asked = 0;
      const handler = createLiveAuthorizer(async () => {
        asked += 1;
        return { allowed: true, identity: { userId: 'customer-1', isAdmin: false } };
      });
      const withHeaders = (headers: Record<string, string>) => ({ ...connectEvent({ token: 't' }), headers }) as APIGatewayRequestAuthorizerEvent;
      expect((await handler(withHeaders({}))).policyDocument.Statement[0]).toMatchObject({ Effect: 'Deny' });
      expect((await handler(withHeaders({ 'X-Origin-Verify': 'forged' }))).policyDocument.Statement[0]).toMatchObject({ Effect: 'Deny' });
      expect(asked).toBe(0);
      expect((await handler(withHeaders({ 'X-Origin-Verify': 'secret-2' }))).policyDocument.Statement[0]).toMatchObject({ Effect: 'Allow' });
    } finally {
      delete process.env.ORIGIN_VERIFY_SECRETS;
    }
  });
});
