import type { APIGatewayProxyResultV2 } from 'aws-lambda';

// Not implemented yet: answers 501 until the wire domain lands.
export const handler = async (): Promise<APIGatewayProxyResultV2> => ({
  statusCode: 501,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ error: { code: 'not_implemented', message: 'Not implemented yet' } }),
});
