import { Names, Stack, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
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
  // The audit trail and request MACs (infra/lib/constructs/audit.ts): what the auditing functions
  // and the cursor-signing listings need, and nothing else may hold.
  'auditKey:seal',
  'auditKey:verify',
  'auditAnchors:write',
  'auditAnchors:read',
  'requestKey:derive',
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
  /** The KMS HMAC key that seals audit events. */
  readonly auditKey: IKey;
  /** The KMS HMAC key request MAC keys are derived from. */
  readonly requestKey: IKey;
  /** The Object Lock bucket the audit chain's head is anchored in. */
  readonly auditAnchorBucket: IBucket;
}

/** Where the functions write and list audit anchors (lambdas/src/data/audit-anchor.ts). */
export const AUDIT_ANCHOR_PREFIX = 'anchors/';
const MAC_ALGORITHM = { StringEquals: { 'kms:MacAlgorithm': 'HMAC_SHA_256' } };

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
    case 'auditKey:seal':
      return [new PolicyStatement({ actions: ['kms:GenerateMac'], resources: [targets.auditKey.keyArn], conditions: MAC_ALGORITHM })];
    case 'auditKey:verify':
      return [new PolicyStatement({ actions: ['kms:VerifyMac'], resources: [targets.auditKey.keyArn], conditions: MAC_ALGORITHM })];
    case 'requestKey:derive':
      return [new PolicyStatement({ actions: ['kms:GenerateMac'], resources: [targets.requestKey.keyArn], conditions: MAC_ALGORITHM })];
    case 'auditAnchors:write':
      // Adds anchors only: no delete, no retention or legal-hold change, no governance bypass.
      return [new PolicyStatement({ actions: ['s3:PutObject'], resources: [targets.auditAnchorBucket.arnForObjects(`${AUDIT_ANCHOR_PREFIX}*`)] })];
    case 'auditAnchors:read':
      return [
        new PolicyStatement({
          actions: ['s3:ListBucket'],
          resources: [targets.auditAnchorBucket.bucketArn],
          conditions: { StringEquals: { 's3:prefix': AUDIT_ANCHOR_PREFIX } },
        }),
      ];
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
  /*
   * How cdk-nag names a bucket's ARN in a finding: by the bucket's logical id while the tree is
   * being built, and — once synthesis has turned the reference from a nested stack into a stack
   * parameter — by that parameter. Both are acknowledged, so `cdk synth` and the tests agree.
   */
  const arnNames = (bucket: IBucket): string[] => {
    const resource = bucket.node.defaultChild as CfnBucket;
    return [`${String(Stack.of(scope).resolve(resource.logicalId))}.Arn`, `referenceto${Names.nodeUniqueId(resource.node)}Arn`];
  };
  const acknowledgeObjects = (bucket: IBucket, objects: string, reason: string) => {
    for (const name of arnNames(bucket)) Validations.of(scope).acknowledge({ id: `AwsSolutions-IAM5[Resource::<${name}>/${objects}]`, reason });
  };
  if (grants.some((grant) => grant.startsWith('avatars:'))) {
    acknowledgeObjects(
      targets.avatarsBucket,
      '*',
      'Avatar objects get a generated key per upload; the grant is limited to objects of the private avatars bucket and to the actions the operation needs.',
    );
  }
  if (grants.includes('auditAnchors:write')) {
    acknowledgeObjects(
      targets.auditAnchorBucket,
      `${AUDIT_ANCHOR_PREFIX}*`,
      'Each audit event gets an anchor object named after its sequence number; the grant adds objects under anchors/ of the Object Lock bucket and nothing else (no delete, no retention change).',
    );
  }
}
