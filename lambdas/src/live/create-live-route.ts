import type { APIGatewayAuthorizerResult, APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2, APIGatewayRequestAuthorizerEvent, Context } from 'aws-lambda';
import type { LiveAuthorization, LiveIdentity } from '../domain/live/connections';
import { carriesOriginSecret, ORIGIN_VERIFY_HEADER } from '../http/origin-check';
import { beginInvocationLog, endInvocationLog, logger } from '../lib/logger';
import { LIVE_TICKET_PARAMETER } from './live-functions';


/** API Gateway passes context values as strings. */
export interface LiveAuthorizerContext {
  userId: string;
  admin: string;
  sessionExpiresAt: string;
}

export type LiveRouteHandler = (event: APIGatewayProxyWebsocketEventV2, context?: Partial<Context>) => Promise<APIGatewayProxyResultV2>;

export function identityFromEvent(event: APIGatewayProxyWebsocketEventV2): LiveIdentity | null {
  const authorizer = (event.requestContext as { authorizer?: Partial<LiveAuthorizerContext> }).authorizer;
  const userId = authorizer?.userId;
  if (typeof userId !== 'string' || userId === '') return null;
  const sessionExpiresAt = Number(authorizer?.sessionExpiresAt);
  return { userId, isAdmin: authorizer?.admin === 'true', sessionExpiresAt: Number.isFinite(sessionExpiresAt) ? sessionExpiresAt : 0 };
}

/** Answering 200 lets $connect's upgrade complete. A route reached without the authorizer's context is refused (401). */
export function createLiveRoute(name: string, run: (identity: LiveIdentity, connectionId: string) => Promise<void>): LiveRouteHandler {
  return async (event, context) => {
    const { connectionId, requestId } = event.requestContext;
    beginInvocationLog(context, { operationId: name, correlationId: requestId });
    try {
      const identity = identityFromEvent(event);
      if (!identity) {
        logger.warn('Live route without an authorized identity', { connectionId });
        return { statusCode: 401 };
      }
      await run(identity, connectionId);
      logger.info('Live route done', { connectionId, userId: identity.userId });
      return { statusCode: 200 };
    } catch (error) {
      logger.error('Live route failed', { connectionId, error });
      throw error;
    } finally {
      endInvocationLog();
    }
  };
}

export type LiveAuthorizerHandler = (event: APIGatewayRequestAuthorizerEvent, context?: Partial<Context>) => Promise<APIGatewayAuthorizerResult>;

const policy = (effect: 'Allow' | 'Deny', resource: string) => ({
  Version: '2012-10-17',
  Statement: [{ Action: 'execute-api:Invoke', Effect: effect, Resource: resource }],
});

/**
 * Browsers cannot set headers on a WebSocket, so the one-time ticket is a query parameter. Refused, API Gateway
 * answers 403 and the socket never opens.
 */
export function createLiveAuthorizer(authorize: (ticket: string | undefined) => Promise<LiveAuthorization>): LiveAuthorizerHandler {
  return async (event, context) => {
    beginInvocationLog(context, { operationId: 'liveAuthorizer', correlationId: event.requestContext?.requestId });
    try {
      // Deployed, a connection opens only through the site: CloudFront adds the origin-verify header.
      const headers = Object.fromEntries(Object.entries(event.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
      const result = carriesOriginSecret(headers[ORIGIN_VERIFY_HEADER])
        ? await authorize(event.queryStringParameters?.[LIVE_TICKET_PARAMETER] ?? undefined)
        : ({ allowed: false, reason: 'not through the website' } as const);
      if (!result.allowed) {
        logger.info('Live connection refused', { reason: result.reason });
        return { principalId: 'anonymous', policyDocument: policy('Deny', event.methodArn) };
      }
      const { userId, isAdmin, sessionExpiresAt } = result.identity;
      const owner: LiveAuthorizerContext = { userId, admin: String(isAdmin), sessionExpiresAt: String(sessionExpiresAt) };
      return { principalId: userId, policyDocument: policy('Allow', event.methodArn), context: { ...owner } };
    } catch (error) {
      logger.error('Live authorizer failed', { error });
      throw error;
    } finally {
      endInvocationLog();
    }
  };
}
