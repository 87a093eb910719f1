import {
  itemKinds,
  partitionPattern,
  partitions,
  tableDesign,
  type IndexUseName,
  type ItemKind,
  type ItemKindName,
  type ReadAction,
  type WriteAction,
} from '@sandbank/lambdas/deployment';

/*
 * What a function may access, declared by intent and turned into exact permissions. Plain data
 * with no CDK in it: the stack turns it into IAM statements (policy.ts), the infra tests derive
 * their expectations from it, and the local gateway holds the handlers to it.
 */

/** An item kind read by its primary key (`account`), or one of its index uses (`account.byAccountId`). */
export type TableRead = ItemKindName | IndexUseName;

/** User pool API calls, each granted as the one `cognito-idp:<call>` action on the pool. */
export const directoryCalls = [
  'AdminGetUser',
  'AdminListGroupsForUser',
  'ListUsers',
  'ListUsersInGroup',
  'AdminCreateUser',
  'AdminSetUserPassword',
  'AdminUpdateUserAttributes',
  'AdminAddUserToGroup',
  'AdminRemoveUserFromGroup',
  'AdminDisableUser',
  'AdminEnableUser',
  'AdminUserGlobalSignOut',
  'AdminDeleteUser',
] as const;
export type DirectoryCall = (typeof directoryCalls)[number];

/** Resources other than the table and the user pool, by intent; grant-kinds.ts gives each its exact statements. */
export const resourceGrants = [
  'avatars:read',
  'avatars:write',
  'email:send',
  // The audit trail and request MACs (infra/lib/constructs/audit.ts): what the auditing functions
  // and the cursor-signing listings need, and nothing else may hold.
  'auditKey:seal',
  'auditKey:verify',
  'auditAnchors:write',
  'auditAnchors:read',
  'requestKey:derive',
  // Wire confirmation codes (infra/lib/constructs/wire-codes.ts): the wire-code functions only.
  'wireCodeKey:derive',
  // The table's stream (infra/lib/constructs/event-pipeline.ts): what an event-source mapping reads
  // on behalf of a stream consumer, and nothing of the table's items.
  'tableStream:read',
  // Messages to live connections (infra/lib/constructs/live-updates.ts), and closing them: the functions that push live updates only.
  'liveConnections:push',
  'liveConnections:close',
] as const;
export type ResourceGrant = (typeof resourceGrants)[number];

export interface Access {
  /** Item kinds read (with the actions their entity module reads them with), and index uses queried. */
  readonly reads?: readonly TableRead[];
  /** Item kinds written (with the actions their entity module writes them with), only in their partition. */
  readonly writes?: readonly ItemKindName[];
  readonly directory?: readonly DirectoryCall[];
  readonly uses?: readonly ResourceGrant[];
}

/** Nothing: a function that only writes its own logs. */
export const noAccess: Access = {};

const union = <T extends string>(lists: ReadonlyArray<readonly T[] | undefined>): T[] => [...new Set(lists.flatMap((list) => list ?? []))].sort();

/** Everything the parts need together, each name once (in a stable order, so templates do not churn). */
export function access(...parts: Access[]): Access {
  const merged = {
    reads: union(parts.map((part) => part.reads)),
    writes: union(parts.map((part) => part.writes)),
    directory: union(parts.map((part) => part.directory)),
    uses: union(parts.map((part) => part.uses)),
  };
  return Object.fromEntries(Object.entries(merged).filter(([, list]) => list.length > 0));
}

export type DynamoAction = ReadAction | WriteAction;
export const dynamoWriteActions: readonly WriteAction[] = ['PutItem', 'UpdateItem', 'DeleteItem'];

/**
 * One exact table permission: actions on the table limited to partition key patterns (IAM
 * `dynamodb:LeadingKeys`), or Query on one named index (IAM does not limit an index's keys).
 */
export type TablePermission =
  | { readonly on: 'table'; readonly actions: readonly DynamoAction[]; readonly partitions: readonly string[] }
  | { readonly on: 'index'; readonly index: string; readonly actions: readonly ['Query'] };

const kindOf = (name: ItemKindName): ItemKind => itemKinds[name];
const patternOf = (kind: ItemKind) => partitionPattern(partitions[kind.partition]);

/** Every index use (`account.byAccountId`) and the index it queries. */
const indexUses = new Map<string, string>(
  Object.entries(itemKinds).flatMap(([kind, declared]: [string, ItemKind]) =>
    Object.entries(declared.indexes ?? {}).map(([use, { index }]): [string, string] => [`${kind}.${use}`, index]),
  ),
);

const isItemKindName = (value: unknown): value is ItemKindName => typeof value === 'string' && Object.hasOwn(itemKinds, value);
const isIndexUse = (value: unknown): value is IndexUseName => typeof value === 'string' && indexUses.has(value);

/** The index an index use (`account.byAccountId`) queries. */
export function indexOf(use: IndexUseName): string {
  const index = indexUses.get(use);
  if (index === undefined) throw new Error(`Unknown index use ${use}`);
  return index;
}

/**
 * The table permissions an access needs: per action, the partitions of every kind used with it;
 * actions allowed on the same partitions share one permission. Index uses become Query on their
 * index. Nothing else: no Scan, no batch calls, no index wildcard, and DeleteItem only where a kind
 * declares it (the removal of a locker item).
 */
export function tablePermissions(granted: Access): TablePermission[] {
  const partitionsByAction = new Map<DynamoAction, Set<string>>();
  const allow = (action: DynamoAction, pattern: string) => {
    const set = partitionsByAction.get(action) ?? new Set<string>();
    set.add(pattern);
    partitionsByAction.set(action, set);
  };
  const indexes = new Set<string>();
  for (const read of granted.reads ?? []) {
    if (isIndexUse(read)) indexes.add(indexOf(read));
    else for (const action of kindOf(read).reads) allow(action, patternOf(kindOf(read)));
  }
  for (const written of granted.writes ?? []) for (const action of kindOf(written).writes) allow(action, patternOf(kindOf(written)));

  const byPartitions = new Map<string, { actions: DynamoAction[]; partitions: string[] }>();
  for (const [action, set] of [...partitionsByAction].sort(([a], [b]) => a.localeCompare(b))) {
    const patterns = [...set].sort();
    const key = patterns.join(' ');
    const entry = byPartitions.get(key) ?? { actions: [], partitions: patterns };
    entry.actions.push(action);
    byPartitions.set(key, entry);
  }
  const indexNames: string[] = tableDesign.globalSecondaryIndexes.map((index) => index.indexName);
  return [
    ...[...byPartitions.values()].map((entry) => ({ on: 'table' as const, ...entry })),
    ...[...indexes].sort().map((index) => {
      if (!indexNames.includes(index)) throw new Error(`Index ${index} is not in tableDesign`);
      return { on: 'index' as const, index, actions: ['Query'] as const };
    }),
  ];
}

/** True when the access writes to the table at all. */
export const writesTable = (granted: Access): boolean => (granted.writes ?? []).length > 0;

const isOneOf =
  <T extends string>(allowed: readonly T[]) =>
  (value: unknown): value is T =>
    allowed.some((candidate) => candidate === value);

/** Reads a list of names, refusing any the guard does not know. */
function namesOf<T>(declared: Record<string, unknown>, field: string, known: (value: unknown) => value is T, name: string): T[] {
  const values = declared[field] ?? [];
  if (!Array.isArray(values)) throw new Error(`"${field}" of "${name}" must be a list`);
  return values.map((value: unknown) => {
    if (!known(value)) throw new Error(`Unknown ${field} "${String(value)}" for "${name}"`);
    return value;
  });
}

/** Parses an access declaration at synth, as TypeScript does at compile time (for maps built at run time). */
export function parseAccess(declared: unknown, name: string): Access {
  if (declared === null || typeof declared !== 'object' || Array.isArray(declared)) {
    throw new Error(`The grants of "${name}" must be an access declaration ({ reads, writes, directory, uses })`);
  }
  const fields: Record<string, unknown> = { ...declared };
  const unknownField = Object.keys(fields).find((field) => !['reads', 'writes', 'directory', 'uses'].includes(field));
  if (unknownField !== undefined) throw new Error(`Unknown access field "${unknownField}" for "${name}"`);
  return access({
    reads: namesOf(fields, 'reads', (value): value is TableRead => isItemKindName(value) || isIndexUse(value), name),
    writes: namesOf(fields, 'writes', isItemKindName, name),
    directory: namesOf(fields, 'directory', isOneOf(directoryCalls), name),
    uses: namesOf(fields, 'uses', isOneOf(resourceGrants), name),
  });
}
