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
