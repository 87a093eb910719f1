import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import {
  ApiError,
  fieldsFromIssues,
  forbidden,
  invalidInput,
  operations,
  unauthorized,
  type BodyOf,
  type OperationDefinition,
  type OperationId,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@sandbank/shared';
import { callerFromEvent, type Caller } from './auth';
import { runIdempotently, type IdempotencyScope } from './idempotency';
import { logger } from './logger';

export const MAX_BODY_BYTES = 64 * 1024;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;

type Operations = typeof operations;

export interface HandlerInput<Id extends OperationId> {
  caller: Operations[Id]['access'] extends 'public' ? Caller | null : Caller;
  params: ParamsOf<Id>;
  query: QueryOf<Id>;
  body: BodyOf<Id>;
  /** For money-moving operations: the record to write inside the movement's transaction. */
  idempotency: Operations[Id] extends { idempotent: true } ? IdempotencyScope : null;
}

/** A non-JSON answer, such as a CSV statement, sent as a download. */
export class FileResponse {
  constructor(
    readonly contentType: string,
    readonly filename: string,
    readonly body: string,
  ) {}
}

export type Handler = (event: APIGatewayProxyEventV2, context?: Partial<Context>) => Promise<APIGatewayProxyResultV2>;

const json = (statusCode: number, body: unknown, headers: Record<string, string> = {}): APIGatewayProxyResultV2 => ({
  statusCode,
  headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers },
  body: JSON.stringify(body),
});

function parsePart<T>(schema: z.ZodType<T> | undefined, value: unknown, part: string): T {
  if (!schema) return undefined as T;
  const result = schema.safeParse(value);
  if (!result.success) {
    const fields = fieldsFromIssues(result.error.issues, part);
    const first = result.error.issues[0];
    throw invalidInput(first ? `Invalid ${part}: ${first.message}` : `Invalid ${part}`, fields);
  }
  return result.data;
}

function readBody(event: APIGatewayProxyEventV2, operation: OperationDefinition): unknown {
  if (!operation.body) return undefined;
  const raw = event.body ? (event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8')) : null;
  if (!raw || raw.length === 0) throw invalidInput('A JSON request body is required');
  if (raw.length > MAX_BODY_BYTES) throw new ApiError('payload_too_large', 'Request body is larger than 64 KB');
  const contentType = header(event, 'content-type');
  if (contentType && !/^application\/json\b/i.test(contentType)) {
    throw new ApiError('unsupported_media_type', 'Content-Type must be application/json');
  }
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw invalidInput('Request body is not valid JSON');
  }
}

function header(event: APIGatewayProxyEventV2, name: string): string | null {
  for (const [key, value] of Object.entries(event.headers ?? {})) {
    if (key.toLowerCase() === name && value !== undefined) return value;
  }
  return null;
}

function authorize(operation: OperationDefinition, caller: Caller | null): void {
  if (operation.access === 'public') return;
  if (!caller) throw unauthorized();
  if (operation.access === 'admin' && !caller.isAdmin) throw forbidden();
}

function readIdempotencyKey(event: APIGatewayProxyEventV2, operation: OperationDefinition): string | null {
  if (!operation.idempotent) return null;
  const key = header(event, 'idempotency-key');
  if (!key) throw invalidInput('The Idempotency-Key header is required');
  if (!IDEMPOTENCY_KEY.test(key)) throw invalidInput('The Idempotency-Key header must be 8–128 letters, digits, - or _');
  return key;
}

/** Maps any error to the API error format; unexpected ones become a generic 500 and one log line. */
function errorResponse(error: unknown, requestId: string): APIGatewayProxyResultV2 {
  if (error instanceof ApiError) return json(error.status, error.toBody());
  logger.error('Unhandled error', { requestId, error: error as Error });
  return json(500, { error: { code: 'internal', message: `Something went wrong (request ${requestId})` } });
}

/**
 * Wraps one operation's implementation: checks access, parses path, query and body with the
 * operation's schemas, and shapes the response (validated, so no internal field leaks).
 */
export function createHandler<Id extends OperationId>(
  operationId: Id,
  implementation: (input: HandlerInput<Id>) => Promise<ResponseOf<Id> | FileResponse>,
): Handler {
  const operation: OperationDefinition = operations[operationId];
  return async (event, context) => {
    const requestId = context?.awsRequestId ?? event.requestContext?.requestId ?? 'local';
    logger.appendKeys({ operationId, requestId });
    try {
      const caller = callerFromEvent(event);
      authorize(operation, caller);
      const input = {
        caller,
        params: parsePart(operation.params, event.pathParameters ?? {}, 'path'),
        query: parsePart(operation.query, event.queryStringParameters ?? {}, 'query'),
        body: parsePart(operation.body, readBody(event, operation), 'body'),
        idempotency: null,
      };
      const idempotencyKey = readIdempotencyKey(event, operation);
      const result =
        operation.idempotent && idempotencyKey && caller
          ? await runIdempotently(
              { callerId: caller.userId, operationId, key: idempotencyKey, payload: { params: input.params, body: input.body } },
              (idempotency) => implementation({ ...input, idempotency } as HandlerInput<Id>),
            )
          : await implementation(input as HandlerInput<Id>);
      if (result instanceof FileResponse) {
        return {
          statusCode: 200,
          headers: {
            'content-type': result.contentType,
            'content-disposition': `attachment; filename="${result.filename}"`,
            'cache-control': 'no-store',
          },
          body: result.body,
        };
      }
      return json(operation.successStatus ?? 200, operation.response.parse(result));
    } catch (error) {
      return errorResponse(error, requestId);
    } finally {
      logger.removeKeys(['operationId', 'requestId']);
    }
  };
}
