import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { ApiError } from '@sandbank/shared/errors';
import { Throttled } from '../domain/throttled';
import { logger } from '../lib/logger';

export { Throttled };

/** A non-JSON answer, such as a CSV statement, sent as a download. */
export class FileResponse {
  constructor(
    readonly contentType: string,
    readonly filename: string,
    readonly body: string,
  ) {}
}

export const jsonResponse = (statusCode: number, body: unknown, headers: Record<string, string> = {}): APIGatewayProxyResultV2 => ({
  statusCode,
  headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers },
  body: JSON.stringify(body),
});

export const fileResponse = (file: FileResponse): APIGatewayProxyResultV2 => ({
  statusCode: 200,
  headers: {
    'content-type': file.contentType,
    'content-disposition': `attachment; filename="${file.filename}"`,
    'cache-control': 'no-store',
  },
  body: file.body,
});

/** Maps any error to the API error format; unexpected ones become a generic 500 and one log line. */
export function errorResponse(error: unknown, requestId: string): APIGatewayProxyResultV2 {
  if (error instanceof Throttled) return jsonResponse(error.status, error.toBody(), { 'retry-after': String(error.retryAfterSeconds) });
  if (error instanceof ApiError) return jsonResponse(error.status, error.toBody());
  logger.error('Unhandled error', { requestId, error });
  return jsonResponse(500, { error: { code: 'internal', message: `Something went wrong (request ${requestId})` } });
}
