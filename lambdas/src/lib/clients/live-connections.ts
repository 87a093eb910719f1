import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { env } from '../env';

let client: ApiGatewayManagementApiClient | undefined;

/** The API's stage URL has no standard endpoint variable, so it comes from LIVE_CONNECTIONS_ENDPOINT. */
export function liveConnections(): ApiGatewayManagementApiClient {
  client ??= new ApiGatewayManagementApiClient({ endpoint: env.liveConnectionsEndpoint(), maxAttempts: 2 });
  return client;
}
