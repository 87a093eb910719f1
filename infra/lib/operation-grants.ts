import { operationIds, type OperationId } from '@sandbank/shared';
import { Stack, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { CfnBucket, IBucket } from 'aws-cdk-lib/aws-s3';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { IConstruct } from 'constructs';

/** What an operation's Lambda may do, by intent. Each kind maps to exact actions on exact ARNs below. */
export const grantKinds = [
  'table:read',
  'table:write',
  'userPool:readUsers',
  'userPool:listUsers',
  'userPool:manageUsers',
  'avatars:read',
  'avatars:write',
  'email:send',
] as const;
export type Grant = (typeof grantKinds)[number];
export type OperationGrants = Record<OperationId, readonly Grant[]>;

/**
 * The grants of every operation. `satisfies Record<OperationId, …>` makes a new row in the
 * operation table without an entry here a compile error; `grantsOf` repeats the check at synth.
 */
export const operationGrants = {
  health: [],
  getOpenApiDocument: [],
  // getMe, updateMe and listMyAccounts read the email and names of a user without a profile yet
  // from the pool, and create that profile (so even getMe writes, once per user).
  getMe: ['table:read', 'table:write', 'userPool:readUsers'],
  updateMe: ['table:read', 'table:write', 'userPool:readUsers'],
  listMyAccounts: ['table:read', 'table:write', 'userPool:readUsers'],
  listMyTransactions: ['table:read'],
  getMyTransaction: ['table:read'],
  getAccountStatement: ['table:read'],
  // The recipient may never have used the bank: found in the pool by email, profile and
  // sandbox accounts created on the way.
  createInternalTransfer: ['table:read', 'table:write', 'userPool:readUsers', 'userPool:listUsers'],
  adjustAccountBalance: ['table:read', 'table:write'],
  adjustUserBalance: ['table:read', 'table:write'],
  postAccountTransaction: ['table:read', 'table:write'],
  checkLedger: ['table:read'],
  listAuditEvents: ['table:read'],
  verifyAuditChain: ['table:read'],
} as const satisfies OperationGrants;

/** The grants of one operation; throws when the map has no entry (a new operation nobody thought about). */
export function grantsOf(grants: Partial<OperationGrants>, operationId: string): readonly Grant[] {
  const entry = Object.hasOwn(grants, operationId) ? grants[operationId as OperationId] : undefined;
  if (entry === undefined) {
    throw new Error(
      `Operation "${operationId}" has no entry in infra/lib/operation-grants.ts; declare what it may access (or [] for nothing).`,
    );
  }
  for (const grant of entry) {
    if (!(grantKinds as readonly string[]).includes(grant)) throw new Error(`Unknown grant "${grant}" for "${operationId}"`);
  }
  return entry;
}

/** Every operation in the table must have an entry, and the map must not name operations that do not exist. */
export function assertGrantsCoverOperations(grants: Partial<OperationGrants>, ids: readonly string[] = operationIds): void {
  for (const id of ids) grantsOf(grants, id);
  const unknown = Object.keys(grants).filter((id) => !ids.includes(id));
  if (unknown.length > 0) throw new Error(`Grants declared for unknown operations: ${unknown.join(', ')}`);
}

/** The resources grants refer to. */
export interface GrantTargets {
  readonly table: ITable;
  /** Names of the table's global secondary indexes; readers may Query exactly these. */
  readonly indexNames: readonly string[];
  readonly userPool: IUserPool;
  readonly avatarsBucket: IBucket;
  /** ARN of the SES identity mail is sent from. */
  readonly mailIdentityArn: string;
}

const tableReadActions = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];
const tableWriteActions = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  // ConditionCheck entries of TransactWriteItems.
  'dynamodb:ConditionCheckItem',
];
export const dynamoWriteActions: readonly string[] = tableWriteActions;

/** The exact statements behind one grant. No Scan, no `dynamodb:*`, no index wildcard. */
export function statementsFor(grant: Grant, targets: GrantTargets): PolicyStatement[] {
  const { table, userPool, avatarsBucket } = targets;
  switch (grant) {
    case 'table:read':
      return [
        new PolicyStatement({ actions: tableReadActions, resources: [table.tableArn] }),
        ...(targets.indexNames.length === 0
          ? []
          : [
              new PolicyStatement({
                actions: ['dynamodb:Query'],
                resources: targets.indexNames.map((name) => `${table.tableArn}/index/${name}`),
              }),
            ]),
      ];
    case 'table:write':
      return [new PolicyStatement({ actions: tableWriteActions, resources: [table.tableArn] })];
    case 'userPool:readUsers':
      return [
        new PolicyStatement({
          actions: ['cognito-idp:AdminGetUser', 'cognito-idp:AdminListGroupsForUser'],
          resources: [userPool.userPoolArn],
        }),
      ];
    case 'userPool:listUsers':
      return [
        new PolicyStatement({
          actions: ['cognito-idp:ListUsers', 'cognito-idp:ListUsersInGroup'],
          resources: [userPool.userPoolArn],
        }),
      ];
    case 'userPool:manageUsers':
      return [
        new PolicyStatement({
          actions: [
            'cognito-idp:AdminGetUser',
            'cognito-idp:AdminCreateUser',
            'cognito-idp:AdminSetUserPassword',
            'cognito-idp:AdminUpdateUserAttributes',
            'cognito-idp:AdminAddUserToGroup',
            'cognito-idp:AdminRemoveUserFromGroup',
            'cognito-idp:AdminDisableUser',
            'cognito-idp:AdminEnableUser',
            'cognito-idp:AdminUserGlobalSignOut',
          ],
          resources: [userPool.userPoolArn],
        }),
      ];
    case 'avatars:read':
      return [new PolicyStatement({ actions: ['s3:GetObject'], resources: [avatarsBucket.arnForObjects('*')] })];
    case 'avatars:write':
      return [
        new PolicyStatement({
          actions: ['s3:PutObject', 's3:DeleteObject'],
          resources: [avatarsBucket.arnForObjects('*')],
        }),
      ];
    case 'email:send':
      return [new PolicyStatement({ actions: ['ses:SendEmail'], resources: [targets.mailIdentityArn] })];
  }
}

/**
 * Grants `grants` to `grantee` and acknowledges the one wildcard they can contain: object keys in the
 * avatars bucket, whose names are generated per upload, so the object ARN cannot be narrower than `/*`.
 */
export function applyGrants(
  scope: IConstruct,
  grantee: IGrantable,
  grants: readonly Grant[],
  targets: GrantTargets,
): void {
  for (const grant of new Set(grants)) {
    for (const statement of statementsFor(grant, targets)) grantee.grantPrincipal.addToPrincipalPolicy(statement);
  }
  if (grants.some((grant) => grant.startsWith('avatars:'))) {
    const stack = Stack.of(scope);
    const bucketLogicalId: unknown = stack.resolve((targets.avatarsBucket.node.defaultChild as CfnBucket).logicalId);
    Validations.of(scope).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${String(bucketLogicalId)}.Arn>/*]`,
      reason:
        'Avatar objects get a generated key per upload; the grant is limited to objects of the private avatars bucket and to the actions the operation needs.',
    });
  }
}
