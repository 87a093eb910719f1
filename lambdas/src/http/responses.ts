import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { HttpError, unavailable } from '@sandbank/shared/errors';
import { Throttled } from '../domain/throttled';
import { logger } from '../lib/logger';
import { isRetryableFault, RETRY_AFTER_SECONDS } from './retryable-fault';

export { Throttled };

export class FileResponse {
  constructor(
    readonly contentType: string,
    readonly filename: string,
    readonly body: string | Uint8Array,
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
  // API Gateway decodes a base64 body marked so and sends the bytes, as the local gateway does.
  ...(typeof file.body === 'string'
    ? { body: file.body }
    : { body: Buffer.from(file.body.buffer, file.body.byteOffset, file.body.byteLength).toString('base64'), isBase64Encoded: true }),
});

/** A 503 says when to try again; unexpected errors become a generic 500 and one log line. */
export function errorResponse(error: unknown, requestId: string): APIGatewayProxyResultV2 {
  if (error instanceof Throttled) return jsonResponse(error.status, error.toBody(), { 'retry-after': String(error.retryAfterSeconds) });
  const retryAfter = { 'retry-after': String(RETRY_AFTER_SECONDS) };
  if (error instanceof HttpError) return jsonResponse(error.status, error.toBody(), error.code === 'unavailable' ? retryAfter : {});
  // The SDK's retries did not cure it, but a retry shortly will.
  if (isRetryableFault(error)) {
    logger.warn('AWS fault after retries, answered 503', { requestId, error });
    return jsonResponse(503, unavailable().toBody(), retryAfter);
  }
  logger.error('Unhandled error', { requestId, error });
  return jsonResponse(500, { error: { code: 'internal', message: `Something went wrong (request ${requestId})` } });
}
