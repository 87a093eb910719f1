import { Names, Stack, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { CfnBucket, IBucket } from 'aws-cdk-lib/aws-s3';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { IConstruct } from 'constructs';
import { tablePermissions, type Access } from './access';
import { AUDIT_ANCHOR_PREFIX, statementsFor, type ResourceTargets } from './grant-kinds';

/** The resources grants refer to. */
export interface GrantTargets extends ResourceTargets {
  readonly table: ITable;
  readonly userPool: IUserPool;
}

/** The IAM condition that limits table actions to items whose partition key matches one of `patterns`. */
export function leadingKeysCondition(patterns: readonly string[]): Record<string, Record<string, unknown>> {
  return {
    'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...patterns] },
    // ForAllValues is also true for a request without keys; every allowed action carries one.
    Null: { 'dynamodb:LeadingKeys': 'false' },
  };
}

/** The exact IAM statements behind an access declaration. No Scan, no `dynamodb:*`, no index wildcard. */
export function statementsOf(granted: Access, targets: GrantTargets): PolicyStatement[] {
  const { table, userPool } = targets;
  const statements = tablePermissions(granted).map((permission) =>
    permission.on === 'table'
      ? new PolicyStatement({
          actions: permission.actions.map((action) => `dynamodb:${action}`),
          resources: [table.tableArn],
          conditions: leadingKeysCondition(permission.partitions),
        })
      : new PolicyStatement({ actions: ['dynamodb:Query'], resources: [`${table.tableArn}/index/${permission.index}`] }),
  );
  const directory = granted.directory ?? [];
  if (directory.length > 0) {
    statements.push(new PolicyStatement({ actions: directory.map((call) => `cognito-idp:${call}`), resources: [userPool.userPoolArn] }));
  }
  for (const grant of granted.uses ?? []) statements.push(...statementsFor(grant, targets));
  return statements;
}

/**
 * Grants `granted` to `grantee` and acknowledges the object wildcards it can contain: avatar
 * objects, whose keys are generated per upload, and audit anchors, one object per event under
 * `anchors/`, so neither object ARN can be narrower.
 */
export function applyAccess(scope: IConstruct, grantee: IGrantable, granted: Access, targets: GrantTargets): void {
  for (const statement of statementsOf(granted, targets)) grantee.grantPrincipal.addToPrincipalPolicy(statement);
  /*
   * How cdk-nag names a bucket's ARN in a finding: by the bucket's logical id while the tree is
   * being built, and — once synthesis has turned the reference from a nested stack into a stack
   * parameter — by that parameter. Both are acknowledged, so `cdk synth` and the tests agree.
   */
  const acknowledgeObjects = (bucket: IBucket, objects: string, reason: string) => {
    const resource = bucket.node.defaultChild as CfnBucket;
    const names = [`${String(Stack.of(scope).resolve(resource.logicalId))}.Arn`, `referenceto${Names.nodeUniqueId(resource.node)}Arn`];
    for (const name of names) Validations.of(scope).acknowledge({ id: `AwsSolutions-IAM5[Resource::<${name}>/${objects}]`, reason });
  };
  const uses = granted.uses ?? [];
  if (uses.some((grant) => grant.startsWith('avatars:'))) {
    acknowledgeObjects(
      targets.avatarsBucket,
      '*',
      'Avatar objects get a generated key per upload; the grant is limited to objects of the private avatars bucket and to the actions the operation needs.',
    );
  }
  if (uses.includes('auditAnchors:write')) {
    acknowledgeObjects(
      targets.auditAnchorBucket,
      `${AUDIT_ANCHOR_PREFIX}*`,
      'Each audit event gets an anchor object named after its sequence number; the grant adds objects under anchors/ of the Object Lock bucket and nothing else (no delete, no retention change).',
    );
  }
}
