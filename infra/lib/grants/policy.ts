import { Stack, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { CfnBucket } from 'aws-cdk-lib/aws-s3';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { IConstruct } from 'constructs';
import { tablePermissions, type Access } from './access';
import { statementsFor, type ResourceTargets } from './grant-kinds';

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
 * Grants `granted` to `grantee` and acknowledges the one wildcard it can contain: object keys in
 * the avatars bucket, whose names are generated per upload, so the object ARN cannot be narrower than `/*`.
 */
export function applyAccess(scope: IConstruct, grantee: IGrantable, granted: Access, targets: GrantTargets): void {
  for (const statement of statementsOf(granted, targets)) grantee.grantPrincipal.addToPrincipalPolicy(statement);
  if ((granted.uses ?? []).some((grant) => grant.startsWith('avatars:'))) {
    const bucketLogicalId: unknown = Stack.of(scope).resolve((targets.avatarsBucket.node.defaultChild as CfnBucket).logicalId);
    Validations.of(scope).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${String(bucketLogicalId)}.Arn>/*]`,
      reason:
        'Avatar objects get a generated key per upload; the grant is limited to objects of the private avatars bucket and to the actions the operation needs.',
    });
  }
}
