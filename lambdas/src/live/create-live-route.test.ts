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
  const authorize = async (ticket: string | undefined): Promise<LiveAuthorization> => {
    seen.push(ticket);
    if (ticket === 'admin-ticket') return { allowed: true, identity: { userId: 'admin-1', isAdmin: true, sessionExpiresAt: 1_800_000_000 } };
    if (ticket === 'customer-ticket') return { allowed: true, identity: { userId: 'customer-1', isAdmin: false, sessionExpiresAt: 1_800_000_900 } };
    return { allowed: false, reason: 'unknown, used or lapsed ticket' };
  };
  const handler = createLiveAuthorizer(authorize);

  it('allows this $connect for a good ticket and hands the routes the owner, whether they read the back office and when their session ends', async () => {
    expect(await handler(connectEvent({ ticket: 'admin-ticket' }))).toEqual({
      principalId: 'admin-1',
      policyDocument: { Version: '2012-10-17', Statement: [{ Action: 'execute-api:Invoke', Effect: 'Allow', Resource: METHOD_ARN }] },
      context: { userId: 'admin-1', admin: 'true', sessionExpiresAt: '1800000000' },
    });
    expect(await handler(connectEvent({ ticket: 'customer-ticket' }))).toMatchObject({ principalId: 'customer-1', context: { userId: 'customer-1', admin: 'false' } });
  });

  it('denies a bad ticket, an access token in the old parameter and a $connect without one, with no context', async () => {
    const queries: (Record<string, string> | null)[] = [{ ticket: 'forged' }, { token: 'admin-ticket' }, null];
    for (const query of queries) {
      const answer = await handler(connectEvent(query));
      expect(answer.policyDocument.Statement).toEqual([{ Action: 'execute-api:Invoke', Effect: 'Deny', Resource: METHOD_ARN }]);
      expect(answer.context).toBeUndefined();
    }
    expect(seen.slice(-3)).toEqual(['forged', undefined, undefined]);
  });
});

describe('a route of a connection', () => {
  const calls: [LiveIdentity, string][] = [];
  const handler = createLiveRoute('liveConnect', async (identity, connectionId) => void calls.push([identity, connectionId]));

  it("runs with the connection's owner from the authorizer's context and answers 200", async () => {
    expect(await handler(routeEvent({ userId: 'admin-1', admin: 'true', sessionExpiresAt: '1800000000', principalId: 'admin-1' }))).toEqual({ statusCode: 200 });
    expect(await handler(routeEvent({ userId: 'customer-1', admin: 'false' }))).toEqual({ statusCode: 200 });
    expect(calls).toEqual([
      [{ userId: 'admin-1', isAdmin: true, sessionExpiresAt: 1_800_000_000 }, 'conn-1'],
      // Without its session's end, a connection counts as one whose session has ended.
      [{ userId: 'customer-1', isAdmin: false, sessionExpiresAt: 0 }, 'conn-1'],
    ]);
  });

  it("refuses a route reached without the authorizer's context", async () => {
    calls.length = 0;
    expect(await handler(routeEvent(undefined))).toEqual({ statusCode: 401 });
    expect(calls).toEqual([]);
  });
});

describe('the $connect authorizer of a deployment behind CloudFront', () => {
  it('denies a $connect that did not come through the site, before looking at its ticket', async () => {
    process.env.ORIGIN_VERIFY_SECRETS = 'secret-1,secret-2';
    try {
      let asked = 0;
      const handler = createLiveAuthorizer(async () => {
        asked += 1;
        return { allowed: true, identity: { userId: 'customer-1', isAdmin: false, sessionExpiresAt: 1_800_000_000 } };
      });
      const withHeaders = (headers: Record<string, string>) => ({ ...connectEvent({ ticket: 't' }), headers }) as APIGatewayRequestAuthorizerEvent;
      expect((await handler(withHeaders({}))).policyDocument.Statement[0]).toMatchObject({ Effect: 'Deny' });
      expect((await handler(withHeaders({ 'X-Origin-Verify': 'forged' }))).policyDocument.Statement[0]).toMatchObject({ Effect: 'Deny' });
      expect(asked).toBe(0);
      expect((await handler(withHeaders({ 'X-Origin-Verify': 'secret-2' }))).policyDocument.Statement[0]).toMatchObject({ Effect: 'Allow' });
    } finally {
      delete process.env.ORIGIN_VERIFY_SECRETS;
    }
  });
});
