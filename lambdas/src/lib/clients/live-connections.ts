import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { env } from '../env';

let client: ApiGatewayManagementApiClient | undefined;

/**
 * The client of the WebSocket API's connection management endpoint (PostToConnection,
 * DeleteConnection), created on first use. Its endpoint is the API's own stage URL, which no
 * standard endpoint variable names, so it comes from LIVE_CONNECTIONS_ENDPOINT (the local
 * gateway's management address in the local stack).
 */
export function liveConnections(): ApiGatewayManagementApiClient {
  client ??= new ApiGatewayManagementApiClient({ endpoint: env.liveConnectionsEndpoint(), maxAttempts: 2 });
  return client;
}
