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

/**
 * The action from the request's target header, the input as the build step holds it (attribute
 * values already marshalled): the wire body would need parsing again on every call.
 */
function serviceRequestOf(args: { request: unknown; input: unknown }): ServiceRequest {
  const { request, input } = args;
  const headers = typeof request === 'object' && request !== null && 'headers' in request ? request.headers : null;
  const target = typeof headers === 'object' && headers !== null && 'x-amz-target' in headers ? String(headers['x-amz-target']) : '';
  return {
    action: target.slice(target.lastIndexOf('.') + 1),
    input: typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {},
  };
}

/** A `watch` that throws fails the call unretried, as AWS refuses a request IAM does not allow. A second call replaces the first watcher. */
export function watchTableRequests(watch: (request: TableRequest) => void): void {
  const stack = documentClient().middlewareStack;
  stack.remove('sandbankTableRequestWatch');
  stack.add(
    (next) => async (args) => {
      watch(serviceRequestOf(args));
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
      watch(serviceRequestOf(args));
      return next(args);
    },
    { step: 'build', name: 'sandbankKeyRequestWatch' },
  );
}
