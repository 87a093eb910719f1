import { Readable } from 'node:stream';

/*
 * The answers AWS gives when it fails, as HTTP responses on the wire (status, headers, body in
 * each service's protocol), and the errors Node's HTTP handler throws when no answer comes. The
 * fault layer (aws-faults.ts) hands these to the SDK in place of the real response, so the SDK's
 * own deserializer turns them into the exceptions it would build from AWS (name, $fault,
 * $metadata.httpStatusCode, CancellationReasons) and its own retry strategy judges them.
 */

/** A fault the layer can inject; which ones a service can get is in `faultsOf`. */
export type FaultKind =
  | 'ProvisionedThroughputExceededException'
  | 'ThrottlingException'
  | 'RequestLimitExceeded'
  | 'TransactionConflict'
  | 'TooManyRequestsException'
  | 'SlowDown'
  | 'InternalServerError'
  | 'ServiceUnavailable'
  | 'TimeoutError'
  | 'ECONNRESET'
  /** The request reached the service and took effect, but its answer was lost (a timeout). */
  | 'LostResponse';

export type FaultService = 'dynamodb' | 'kms' | 'cognito' | 'ses' | 's3';

/** The response the SDK's handler would have returned: what its deserializer reads. */
export interface WireResponse {
  statusCode: number;
  reason?: string;
  headers: Record<string, string>;
  body: Readable;
}

const bodyOf = (text: string) => Readable.from([Buffer.from(text)]);
const requestId = () => `FAULT${Math.random().toString(36).slice(2, 14).toUpperCase()}`;

/** awsJson 1.0/1.1 (DynamoDB, KMS, Cognito): the error type in `__type`, with the service's namespace. */
function jsonError(service: 'dynamodb' | 'kms' | 'cognito', statusCode: number, type: string, fields: Record<string, unknown>): WireResponse {
  const namespace = { dynamodb: 'com.amazonaws.dynamodb.v20120810', kms: 'com.amazonaws.kms', cognito: 'com.amazonaws.cognito.identity.idp.model' }[service];
  const contentType = service === 'dynamodb' ? 'application/x-amz-json-1.0' : 'application/x-amz-json-1.1';
  return {
    statusCode,
    headers: { 'content-type': contentType, 'x-amzn-requestid': requestId() },
    body: bodyOf(JSON.stringify({ __type: `${namespace}#${type}`, message: fields.message, ...fields })),
  };
}

/** restJson1 (SES v2): the error type in the `x-amzn-errortype` header. */
const restJsonError = (statusCode: number, type: string, message: string): WireResponse => ({
  statusCode,
  headers: { 'content-type': 'application/json', 'x-amzn-errortype': `${type}:http://internal.amazon.com/coral/com.amazonaws.sesv2/`, 'x-amzn-requestid': requestId() },
  body: bodyOf(JSON.stringify({ message })),
});

/** restXml (S3): an <Error> document. */
const xmlError = (statusCode: number, code: string, message: string): WireResponse => {
  const id = requestId();
  return {
    statusCode,
    headers: { 'content-type': 'application/xml', 'x-amz-request-id': id },
    body: bodyOf(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><RequestId>${id}</RequestId></Error>`),
  };
};

/** The faults each service really answers with (a transaction conflict only for TransactWriteItems, see aws-faults.ts). */
export const faultsOf: Record<FaultService, readonly FaultKind[]> = {
  dynamodb: [
    'ProvisionedThroughputExceededException',
    'ThrottlingException',
    'RequestLimitExceeded',
    'TransactionConflict',
    'InternalServerError',
    'ServiceUnavailable',
    'TimeoutError',
    'ECONNRESET',
    'LostResponse',
  ],
  kms: ['ThrottlingException', 'InternalServerError', 'ServiceUnavailable', 'TimeoutError', 'ECONNRESET'],
  cognito: ['TooManyRequestsException', 'InternalServerError', 'TimeoutError', 'ECONNRESET'],
  ses: ['TooManyRequestsException', 'InternalServerError', 'ServiceUnavailable', 'TimeoutError', 'ECONNRESET'],
  s3: ['SlowDown', 'InternalServerError', 'ServiceUnavailable', 'TimeoutError', 'ECONNRESET'],
};

/** What Node's HTTP handler throws when the socket times out or is reset: no response, no $metadata. */
export function networkError(kind: 'TimeoutError' | 'ECONNRESET' | 'LostResponse'): Error {
  if (kind === 'ECONNRESET') return Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
  return Object.assign(new Error('Connection timed out after 2000 ms'), { name: 'TimeoutError' });
}

/**
 * The response of a service fault. `transactionItems` is the number of items of a
 * TransactWriteItems (its CancellationReasons have one per item; `conflictAt` is the one in conflict).
 */
export function faultResponse(service: FaultService, kind: FaultKind, transaction?: { items: number; conflictAt: number }): WireResponse {
  switch (service) {
    case 'dynamodb':
      switch (kind) {
        case 'ProvisionedThroughputExceededException':
          return jsonError(service, 400, kind, { message: 'The level of configured provisioned throughput for the table was exceeded. Consider increasing your provisioning level with the UpdateTable API.' });
        case 'ThrottlingException':
          return jsonError(service, 400, kind, { message: 'Rate of requests exceeds the allowed throughput.' });
        case 'RequestLimitExceeded':
          return jsonError(service, 400, kind, { message: 'Throughput exceeds the current throughput limit for your account.' });
        case 'TransactionConflict': {
          const items = transaction?.items ?? 1;
          const reasons = Array.from({ length: items }, (_, index) =>
            index === (transaction?.conflictAt ?? 0) ? { Code: 'TransactionConflict', Message: 'Transaction is ongoing for the item' } : { Code: 'None' },
          );
          const message = `Transaction cancelled, please refer cancellation reasons for specific reasons [${reasons.map((reason) => reason.Code).join(', ')}]`;
          return jsonError(service, 400, 'TransactionCanceledException', { Message: message, message, CancellationReasons: reasons });
        }
        case 'InternalServerError':
          return jsonError(service, 500, 'InternalServerError', { message: 'Internal server error' });
        default:
          return jsonError(service, 503, 'ServiceUnavailable', { message: 'Service Unavailable' });
      }
    case 'kms':
    case 'cognito':
      if (kind === 'ThrottlingException' || kind === 'TooManyRequestsException') return jsonError(service, 400, kind, { message: 'Rate exceeded' });
      if (kind === 'InternalServerError') return jsonError(service, 500, service === 'kms' ? 'KMSInternalException' : 'InternalErrorException', { message: 'An internal error occurred' });
      return jsonError(service, 503, 'ServiceUnavailableException', { message: 'Service Unavailable' });
    case 'ses':
      if (kind === 'TooManyRequestsException') return restJsonError(429, kind, 'Too many requests.');
      if (kind === 'InternalServerError') return restJsonError(500, 'InternalFailure', 'An internal failure occurred.');
      return restJsonError(503, 'ServiceUnavailable', 'Service Unavailable');
    case 's3':
      if (kind === 'SlowDown') return xmlError(503, 'SlowDown', 'Please reduce your request rate.');
      if (kind === 'InternalServerError') return xmlError(500, 'InternalError', 'We encountered an internal error. Please try again.');
      return xmlError(503, 'ServiceUnavailable', 'Service is unable to handle request.');
  }
}
