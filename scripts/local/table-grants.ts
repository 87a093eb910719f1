import { AsyncLocalStorage } from 'node:async_hooks';
import { tableDesign } from '@sandbank/lambdas/deployment';
import { watchTableRequests, type TableRequest } from '@sandbank/lambdas/local';
import { tablePermissions, type Access, type TablePermission } from '@sandbank/infra/local';

/*
 * The local stand-in for IAM on the table. DynamoDB Local checks no permissions, so without this
 * a function reaching beyond its grants would pass every local test and fail only in AWS. The
 * gateway and the scheduler run each function inside `runWithTableGrants`, with the access its
 * deployed role gets (infra/lib/grants), and every table request it makes is checked as IAM
 * would check it: the action, and the partition key against the grant's `dynamodb:LeadingKeys`
 * patterns, or the index for an index Query. A request beyond the grants fails like AWS's
 * AccessDeniedException, naming the function and the request.
 */

/** What one request asks IAM for: an action on items of one partition, or a Query on an index. */
export type TableAccess = { action: string; partition: string | null } | { action: string; index: string };

const partitionKey = tableDesign.partitionKey;

function attributeString(value: unknown): string | null {
  if (typeof value === 'object' && value !== null && 'S' in value && typeof value.S === 'string') return value.S;
  return null;
}

/** Read only, so not copied: every item of every transaction passes here. */
function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

const partitionOfItem = (itemOrKey: unknown) => attributeString(record(itemOrKey)[partitionKey]);

/** The partition a table Query's key condition names (`pk = :pk`, or through an attribute name). */
function partitionOfQuery(input: Record<string, unknown>): string | null {
  const names = record(input.ExpressionAttributeNames);
  const values = record(input.ExpressionAttributeValues);
  for (const [, name, value] of String(input.KeyConditionExpression ?? '').matchAll(/([#\w]+)\s*=\s*(:\w+)/g)) {
    const attribute = name!.startsWith('#') ? names[name!] : name;
    if (attribute === partitionKey) return attributeString(values[value!]);
  }
  return null;
}

/** What a low-level DynamoDB request asks for, item by item for transactions. */
export function accessesOf(request: TableRequest): TableAccess[] {
  const { action, input } = request;
  switch (action) {
    case 'GetItem':
    case 'UpdateItem':
    case 'DeleteItem':
      return [{ action, partition: partitionOfItem(input.Key) }];
    case 'PutItem':
      return [{ action, partition: partitionOfItem(input.Item) }];
    case 'Query':
      return typeof input.IndexName === 'string' ? [{ action, index: input.IndexName }] : [{ action, partition: partitionOfQuery(input) }];
    case 'TransactWriteItems':
    case 'TransactGetItems': {
      const items: unknown[] = Array.isArray(input.TransactItems) ? input.TransactItems : [];
      return items.flatMap((item) => {
        const { Put, Update, Delete, ConditionCheck, Get } = record(item);
        if (Put !== undefined) return [{ action: 'PutItem', partition: partitionOfItem(record(Put).Item) }];
        if (Update !== undefined) return [{ action: 'UpdateItem', partition: partitionOfItem(record(Update).Key) }];
        if (Delete !== undefined) return [{ action: 'DeleteItem', partition: partitionOfItem(record(Delete).Key) }];
        if (ConditionCheck !== undefined) return [{ action: 'ConditionCheckItem', partition: partitionOfItem(record(ConditionCheck).Key) }];
        return [{ action: 'GetItem', partition: partitionOfItem(record(Get).Key) }];
      });
    }
    default:
      // Scan, batch calls and anything else: no grant names them, so they are refused.
      return [{ action, partition: null }];
  }
}

/** IAM `StringLike`: `*` matches any run of characters, `?` any one. */
export function matchesPattern(pattern: string, value: string): boolean {
  return compiledPattern(pattern).test(value);
}

/** Each pattern compiled once: a transfer's transaction checks every item against them. */
const compiledPatterns = new Map<string, RegExp>();

function compiledPattern(pattern: string): RegExp {
  let compiled = compiledPatterns.get(pattern);
  if (!compiled) {
    const regex = pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.');
    compiled = new RegExp(`^${regex}$`, 's');
    compiledPatterns.set(pattern, compiled);
  }
  return compiled;
}

/** Whether the permissions allow one access, as IAM evaluates the statements the stack makes of them. */
export function isAllowed(permissions: readonly TablePermission[], access: TableAccess): boolean {
  return permissions.some((permission) => {
    if (!permission.actions.some((action) => action === access.action)) return false;
    if ('index' in access) return permission.on === 'index' && permission.index === access.index;
    const { partition } = access;
    return permission.on === 'table' && partition !== null && permission.partitions.some((pattern) => matchesPattern(pattern, partition));
  });
}

const describeAccess = (access: TableAccess) =>
  'index' in access ? `dynamodb:${access.action} on index ${access.index}` : `dynamodb:${access.action} on partition ${access.partition ?? '(none)'}`;

/** Refused like AWS refuses a request no policy allows. */
export class AccessDenied extends Error {
  constructor(functionName: string, access: TableAccess) {
    super(
      `${functionName} is not authorized to perform ${describeAccess(access)}: its grants in infra/lib/grants do not allow it (the deployed role would refuse it too)`,
    );
    this.name = 'AccessDeniedException';
  }
}

interface RunningFunction {
  name: string;
  permissions: readonly TablePermission[];
}

const running = new AsyncLocalStorage<RunningFunction>();
let watching = false;

/**
 * Runs `work` (one invocation of a function) held to the table grants of `access`. Requests made
 * outside any such run (the local stack's own set-up) are not checked.
 */
export function runWithTableGrants<T>(functionName: string, access: Access, work: () => Promise<T>): Promise<T> {
  if (!watching) {
    watchTableRequests((request) => {
      const current = running.getStore();
      if (current === undefined) return;
      for (const access of accessesOf(request)) {
        // The function fails with it, and its wrapper logs it, as a refused call in AWS would.
        if (!isAllowed(current.permissions, access)) throw new AccessDenied(current.name, access);
      }
    });
    watching = true;
  }
  let permissions = permissionsOfAccess.get(access);
  if (!permissions) {
    permissions = tablePermissions(access);
    permissionsOfAccess.set(access, permissions);
  }
  return running.run({ name: functionName, permissions }, work);
}

/** An access's permissions, made once per access (the gateway and scheduler keep each function's). */
const permissionsOfAccess = new WeakMap<Access, readonly TablePermission[]>();
