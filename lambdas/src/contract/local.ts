import { documentClient } from '../lib/clients/dynamodb';

/*
 * What only the local stack uses from the Lambda package: a look at every DynamoDB request the
 * functions running in this process make, before it is sent, so the local gateway can hold each
 * function to the table grants the deployed stack gives it (scripts/local/table-grants.ts).
 * Loads the SDK's DynamoDB client.
 */

/** One low-level DynamoDB request: the API action (`PutItem`, `TransactWriteItems`, …) and its JSON input. */
export interface TableRequest {
  action: string;
  input: Record<string, unknown>;
}

const middlewareName = 'sandbankTableRequestWatch';

function bodyText(body: unknown): string {
  if (typeof body === 'string') return body;
  // Read as bytes: the SDK's body adapter warns when treated as a string (Buffer.from calls valueOf).
  if (body instanceof Uint8Array) return new TextDecoder().decode(body);
  return '{}';
}

/** The serialized HTTP request of a DynamoDB call, read as the action and input it carries. */
function tableRequestOf(request: unknown): TableRequest {
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
  stack.remove(middlewareName);
  stack.add(
    (next) => async (args) => {
      watch(tableRequestOf(args.request));
      return next(args);
    },
    { step: 'build', name: middlewareName },
  );
}
