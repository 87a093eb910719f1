import { documentClient } from '../lib/clients/dynamodb';
import { kms } from '../lib/clients/kms';

export { recordTableWrites, type RecordedWrite } from '../data/write-audit';
export { COUNTER_SHARDS } from '../data/entities/bank-counters';
export { ENTRY_SHARDS } from '../data/entities/transaction';
export { DUE_SHARDS } from '../data/entities/webhook-delivery';
export { lambdaImage } from '../data/stream-image';

/*
 * Lets the local gateway hold each function to the table and key grants the deployed stack gives it
 * (scripts/local/table-grants.ts, key-grants.ts).
 */

export interface ServiceRequest {
  action: string;
  input: Record<string, unknown>;
}
export type TableRequest = ServiceRequest;
export type KeyRequest = ServiceRequest;

function bodyText(body: unknown): string {
  if (typeof body === 'string') return body;
  // Read as bytes: the SDK's body adapter warns when treated as a string.
  if (body instanceof Uint8Array) return new TextDecoder().decode(body);
  return '{}';
}

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

/** A `watch` that throws fails the call unretried, as AWS refuses a request IAM does not allow. A second call replaces the first watcher. */
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
