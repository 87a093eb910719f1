import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ResourceGrant } from './access';

/** The resources the `uses` of an access declaration (access.ts `resourceGrants`) refer to. */
export interface ResourceTargets {
  readonly avatarsBucket: IBucket;
  /** ARN of the SES identity mail is sent from. */
  readonly mailIdentityArn: string;
  /** The KMS HMAC key that seals audit events. */
  readonly auditKey: IKey;
  /** The KMS HMAC key cursor MAC keys are derived from. */
  readonly requestKey: IKey;
  /** The KMS HMAC key the wire confirmation code MAC key is derived from. */
  readonly wireCodeKey: IKey;
  /** The Object Lock bucket the audit chain's head is anchored in. */
  readonly auditAnchorBucket: IBucket;
  /** ARN of the table's stream. */
  readonly tableStreamArn: string;
  /** The live-updates WebSocket API's connections, to post to (`arn:…:execute-api:<region>:<account>:<api>/<stage>/POST/@connections/*`). */
  readonly liveConnectionsArn: string;
  /** The same connections, to close (`…/<stage>/DELETE/@connections/*`). */
  readonly liveConnectionsClosingArn: string;
}

/** Where the functions write and list audit anchors (lambdas/src/data/audit-anchor.ts). */
export const AUDIT_ANCHOR_PREFIX = 'anchors/';
const MAC_ALGORITHM = { StringEquals: { 'kms:MacAlgorithm': 'HMAC_SHA_256' } };

/** The exact statements behind one resource grant. */
export function statementsFor(grant: ResourceGrant, targets: ResourceTargets): PolicyStatement[] {
  switch (grant) {
    case 'avatars:read':
      return [new PolicyStatement({ actions: ['s3:GetObject'], resources: [targets.avatarsBucket.arnForObjects('*')] })];
    case 'avatars:write':
      return [new PolicyStatement({ actions: ['s3:PutObject', 's3:DeleteObject'], resources: [targets.avatarsBucket.arnForObjects('*')] })];
    case 'email:send':
      return [new PolicyStatement({ actions: ['ses:SendEmail'], resources: [targets.mailIdentityArn] })];
    case 'auditKey:seal':
      return [new PolicyStatement({ actions: ['kms:GenerateMac'], resources: [targets.auditKey.keyArn], conditions: MAC_ALGORITHM })];
    case 'auditKey:verify':
      return [new PolicyStatement({ actions: ['kms:VerifyMac'], resources: [targets.auditKey.keyArn], conditions: MAC_ALGORITHM })];
    case 'requestKey:derive':
      return [new PolicyStatement({ actions: ['kms:GenerateMac'], resources: [targets.requestKey.keyArn], conditions: MAC_ALGORITHM })];
    case 'wireCodeKey:derive':
      return [new PolicyStatement({ actions: ['kms:GenerateMac'], resources: [targets.wireCodeKey.keyArn], conditions: MAC_ALGORITHM })];
    case 'auditAnchors:write':
      // Adds anchors only: no delete, no retention or legal-hold change, no governance bypass.
      return [new PolicyStatement({ actions: ['s3:PutObject'], resources: [targets.auditAnchorBucket.arnForObjects(`${AUDIT_ANCHOR_PREFIX}*`)] })];
    case 'tableStream:read':
      // What Lambda's event-source mapping calls for its function (ListStreams included, on this stream alone).
      return [
        new PolicyStatement({
          actions: ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator', 'dynamodb:ListStreams'],
          resources: [targets.tableStreamArn],
        }),
      ];
    case 'liveConnections:push':
      // PostToConnection, on this API's stage only.
      return [new PolicyStatement({ actions: ['execute-api:ManageConnections'], resources: [targets.liveConnectionsArn] })];
    case 'liveConnections:close':
      // DeleteConnection, on this API's stage only.
      return [new PolicyStatement({ actions: ['execute-api:ManageConnections'], resources: [targets.liveConnectionsClosingArn] })];
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
