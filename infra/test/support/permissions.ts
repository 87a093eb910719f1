import { itemKinds, partitionPattern, partitions, type ItemKind } from '@sandbank/lambdas/deployment';
import type { Access } from '../../lib/grants';
import { resourcesOfType, type CfnJson, type CfnResourceJson } from './test-stack';

/*
 * A function's permissions as flat lines, `<action> on <resource>[ where <partition key pattern>]`,
 * both as the synthesized template grants them and as its access declaration asks for them. The
 * expectation is worked out here from the item kinds and the declaration, independently of the
 * stack's own translation (infra/lib/grants/policy.ts), so the two can be compared line for line.
 */

type Synthesized = Parameters<typeof resourcesOfType>[0];

const leadingKeys = 'dynamodb:LeadingKeys';

/** A resource of our own stack by what it is, so a line reads the same whatever the logical ids. */
function describeResource(resource: CfnJson, ownLogGroup: string): string {
  const text = JSON.stringify(resource);
  if (text === JSON.stringify({ 'Fn::GetAtt': [ownLogGroup, 'Arn'] })) return 'own log group';
  const table = /^\{"Fn::GetAtt":\["DataTable\w+","Arn"\]\}$/;
  if (table.test(text)) return 'table';
  const index = /^\{"Fn::Join":\["",\[\{"Fn::GetAtt":\["DataTable\w+","Arn"\]\},"\/index\/(\w+)"\]\]\}$/.exec(text);
  if (index) return `index/${index[1]}`;
  if (/^\{"Fn::GetAtt":\["DataTable\w+","StreamArn"\]\}$/.test(text)) return 'table stream';
  if (/^\{"Fn::GetAtt":\["Failures\w+","Arn"\]\}$/.test(text)) return 'stream failure queue';
  if (/^\{"Fn::GetAtt":\["AuthUserPool\w+","Arn"\]\}$/.test(text)) return 'user pool';
  if (/^\{"Fn::Join":\["",\[\{"Fn::GetAtt":\["StorageAvatarsBucket\w+","Arn"\]\},"\/\*"\]\]\}$/.test(text)) return 'avatar objects';
  if (/EmailIdentity/.test(text)) return 'mail identity';
  if (/^\{"Fn::GetAtt":\["AuditAuditKey\w+","Arn"\]\}$/.test(text)) return 'audit key';
  if (/^\{"Fn::GetAtt":\["AuditRequestKey\w+","Arn"\]\}$/.test(text)) return 'request key';
  if (/^\{"Fn::GetAtt":\["WireCodesKey\w+","Arn"\]\}$/.test(text)) return 'wire-code key';
  if (/^\{"Fn::GetAtt":\["AuditAnchorBucket\w+","Arn"\]\}$/.test(text)) return 'anchor bucket';
  if (/^\{"Fn::Join":\["",\[\{"Fn::GetAtt":\["AuditAnchorBucket\w+","Arn"\]\},"\/anchors\/\*"\]\]\}$/.test(text)) return 'anchor objects';
  // The live-updates API's connections: built in its nested stack, or passed from it to another.
  if (/(WebSocketApi\w*"|"Outputs\.\w*WebSocketApi\w*Ref"\])\},"\/ws\/POST\/@connections\/\*"/.test(text)) return 'live connections';
  if (/(WebSocketApi\w*"|"Outputs\.\w*WebSocketApi\w*Ref"\])\},"\/ws\/DELETE\/@connections\/\*"/.test(text)) return 'live connections, to close';
  return `unknown resource ${text}`;
}

/** The other conditions our grants use: one `StringEquals` on one key (the MAC algorithm, a listing prefix). */
function describeCondition(condition: CfnJson): string {
  const entries = Object.entries(condition.StringEquals ?? {});
  if (Object.keys(condition).length !== 1 || entries.length !== 1) throw new Error(`Unexpected condition ${JSON.stringify(condition)}`);
  const [key, value] = entries[0]!;
  return `${key}=${String(value)}`;
}

/** Every permission the role of one function holds, one line per action, resource and partition pattern. */
export function grantedPermissions(synthesized: Synthesized, fn: CfnResourceJson): string[] {
  const roleId: string = fn.Properties.Role['Fn::GetAtt'][0];
  const ownLogGroup: string = fn.Properties.LoggingConfig.LogGroup.Ref;
  const policies = Object.values(resourcesOfType(synthesized, 'AWS::IAM::Policy')).filter((policy) =>
    policy.Properties.Roles.some((role: { Ref: string }) => role.Ref === roleId),
  );
  const lines: string[] = [];
  for (const statement of policies.flatMap((policy) => policy.Properties.PolicyDocument.Statement)) {
    if (statement.Effect !== 'Allow') throw new Error(`Unexpected ${statement.Effect} statement`);
    const condition = statement.Condition;
    const patterns: string[] | undefined = condition?.['ForAllValues:StringLike']?.[leadingKeys];
    const onlyIf = condition === undefined || patterns !== undefined ? '' : ` if ${describeCondition(condition)}`;
    if (patterns !== undefined) {
      // Partition key patterns, with the key required to be there.
      const expected = { 'ForAllValues:StringLike': { [leadingKeys]: patterns }, Null: { [leadingKeys]: 'false' } };
      if (JSON.stringify(condition) !== JSON.stringify(expected)) throw new Error(`Unexpected condition ${JSON.stringify(condition)}`);
    }
    for (const action of [statement.Action].flat()) {
      for (const resource of [statement.Resource].flat()) {
        const where = describeResource(resource, ownLogGroup) + onlyIf;
        if (patterns === undefined) lines.push(`${action} on ${where}`);
        else for (const pattern of patterns) lines.push(`${action} on ${where} where ${pattern}`);
      }
    }
  }
  return [...new Set(lines)].sort();
}

/** The permissions an access declaration asks for, worked out from the item kinds of lambdas/src/data/item-kinds.ts. */
export function expectedPermissions(access: Access): string[] {
  const kinds: Record<string, ItemKind> = itemKinds;
  const lines = ['logs:CreateLogStream on own log group', 'logs:PutLogEvents on own log group'];
  const onTable = (action: string, kind: ItemKind) => `dynamodb:${action} on table where ${partitionPattern(partitions[kind.partition])}`;
  for (const read of access.reads ?? []) {
    const [kindName, use] = read.split('.');
    const kind = kinds[kindName!]!;
    if (use === undefined) lines.push(...kind.reads.map((action) => onTable(action, kind)));
    else lines.push(`dynamodb:Query on index/${kind.indexes![use]!.index}`);
  }
  for (const written of access.writes ?? []) lines.push(...kinds[written]!.writes.map((action) => onTable(action, kinds[written]!)));
  for (const call of access.directory ?? []) lines.push(`cognito-idp:${call} on user pool`);
  const uses: Record<string, string[]> = {
    'avatars:read': ['s3:GetObject on avatar objects'],
    'avatars:write': ['s3:PutObject on avatar objects', 's3:DeleteObject on avatar objects'],
    'email:send': ['ses:SendEmail on mail identity'],
    'auditKey:seal': ['kms:GenerateMac on audit key if kms:MacAlgorithm=HMAC_SHA_256'],
    'auditKey:verify': ['kms:VerifyMac on audit key if kms:MacAlgorithm=HMAC_SHA_256'],
    'requestKey:derive': ['kms:GenerateMac on request key if kms:MacAlgorithm=HMAC_SHA_256'],
    'wireCodeKey:derive': ['kms:GenerateMac on wire-code key if kms:MacAlgorithm=HMAC_SHA_256'],
    'auditAnchors:write': ['s3:PutObject on anchor objects'],
    'auditAnchors:read': ['s3:ListBucket on anchor bucket if s3:prefix=anchors/'],
    'liveConnections:push': ['execute-api:ManageConnections on live connections'],
    'liveConnections:close': ['execute-api:ManageConnections on live connections, to close'],
    'tableStream:read': [
      'dynamodb:DescribeStream on table stream',
      'dynamodb:GetRecords on table stream',
      'dynamodb:GetShardIterator on table stream',
      'dynamodb:ListStreams on table stream',
    ],
  };
  for (const grant of access.uses ?? []) lines.push(...uses[grant]!);
  return [...new Set(lines)].sort();
}
