import { documentClient } from '../lib/clients/dynamodb';
import { kms } from '../lib/clients/kms';

/** The hot-key audit's recording layer and the shards its key patterns count (scripts/bench/hot-keys.ts). */
export { recordTableWrites, type RecordedWrite } from '../data/write-audit';
export { COUNTER_SHARDS } from '../data/entities/bank-counters';
export { ENTRY_SHARDS } from '../data/entities/transaction';
export { DUE_SHARDS } from '../data/entities/webhook-delivery';
/** Stream records in Lambda's JSON, as the local stream reader hands them over (scripts/local/stream-reader.ts). */
export { lambdaImage } from '../data/stream-image';

/*
 * What only the local stack uses from the Lambda package: a look at every DynamoDB and KMS request
 * the functions running in this process make, before it is sent, so the local gateway can hold
 * each function to the table and key grants the deployed stack gives it
 * (scripts/local/table-grants.ts, scripts/local/key-grants.ts). Loads the SDK's DynamoDB and KMS clients.
 */

/** One low-level request of a JSON-protocol service: the API action (`PutItem`, `GenerateMac`, …) and its JSON input. */
export interface ServiceRequest {
  action: string;
  input: Record<string, unknown>;
}
export type TableRequest = ServiceRequest;
export type KeyRequest = ServiceRequest;

function bodyText(body: unknown): string {
  if (typeof body === 'string') return body;
  // Read as bytes: the SDK's body adapter warns when treated as a string (Buffer.from calls valueOf).
  if (body instanceof Uint8Array) return new TextDecoder().decode(body);
  return '{}';
}

/** The serialized HTTP request of a JSON-protocol call (`X-Amz-Target: <Service>.<Action>`), read as the action and input it carries. */
function serviceRequestOf(request: unknown): ServiceRequest {
  if (typeof request !== 'object' || request === null || !('headers' in request) || !('body' in request)) return { action: '', input: {} };
  const { headers, body } = request;
  const target = typeof headers === 'object' && headers !== null && 'x-amz-target' in headers ? String(headers['x-amz-target']) : '';
  const input: unknown = JSON.parse(bodyText(body));
  return {
    action: target.slice(target.lastIndexOf('.') + 1),
    input: typeof input === 'object' && input !== null ? Object.fromEntries(Object.entries(input)) : {},
  };
}

/**
 * Calls `watch` with every request of this process's DynamoDB client, once it is serialized and
 * before it is signed and sent; a `watch` that throws fails the call with that error, unretried,
 * as AWS refuses a request that IAM does not allow. A second call replaces the first watcher.
 */
export function watchTableRequests(watch: (request: TableRequest) => void): void {
  const stack = documentClient().middlewareStack;
  stack.remove('sandbankTableRequestWatch');
  stack.add(
    (next) => async (args) => {
      watch(serviceRequestOf(args.request));
      return next(args);
    },
    { step: 'build', name: 'sandbankTableRequestWatch' },
  );
}

/** The same for every request of this process's KMS client (GenerateMac, VerifyMac). */
export function watchKeyRequests(watch: (request: KeyRequest) => void): void {
  const stack = kms().middlewareStack;
  stack.remove('sandbankKeyRequestWatch');
  stack.add(
    (next) => async (args) => {
      watch(serviceRequestOf(args.request));
      return next(args);
    },
    { step: 'build', name: 'sandbankKeyRequestWatch' },
  );
}
