import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Key, KeySpec, KeyUsage } from 'aws-cdk-lib/aws-kms';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectLockRetention, ObjectOwnership, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

export interface AuditProps {
  /** Where the anchor bucket's access logs go. */
  readonly logsBucket: IBucket;
}

/** How long an anchor cannot be changed or removed once written. */
export const anchorRetention = Duration.days(365);

/**
 * What makes the audit trail tamper-evident, outside the table (docs/security.md, "The audit
 * chain"):
 * - the audit key, a KMS HMAC key that seals every audit event; it never leaves KMS, and only the
 *   functions that write audit events may generate a MAC with it, only the verifier check one;
 * - the request key, a second KMS HMAC key from which the functions derive the keys of the MACs
 *   they put in answers (signed cursors): a function that signs cursors cannot seal audit events
 *   (wire confirmation codes have a key of their own, constructs/wire-codes.ts);
 * - the anchor bucket, where the chain's head is written after every event, with Object Lock
 *   (versioned; governance retention), so an anchor cannot be changed or removed by the functions,
 *   which may only add anchors.
 */
export class Audit extends Construct {
  readonly auditKey: Key;
  readonly requestKey: Key;
  readonly anchorBucket: Bucket;

  constructor(scope: Construct, id: string, props: AuditProps) {
    super(scope, id);

    this.auditKey = new Key(this, 'AuditKey', {
      description: 'Sandbank: seals audit events (HMAC); only the auditing functions may use it',
      keySpec: KeySpec.HMAC_256,
      keyUsage: KeyUsage.GENERATE_VERIFY_MAC,
      // Every seal in the table was made with it: losing it makes the trail unverifiable.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.requestKey = new Key(this, 'RequestKey', {
      description: 'Sandbank: derives the keys of request MACs (signed cursors)',
      keySpec: KeySpec.HMAC_256,
      keyUsage: KeyUsage.GENERATE_VERIFY_MAC,
      // Only cursors in flight depend on it; a new key just makes them invalid.
      removalPolicy: RemovalPolicy.DESTROY,
      pendingWindow: Duration.days(7),
    });

    this.anchorBucket = new Bucket(this, 'AnchorBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      versioned: true,
      // Governance mode: an operator tearing a sandbox down may lift it (s3:BypassGovernanceRetention,
      // which no function of the stack holds); a bank keeping records for regulators would choose
      // compliance mode, which nobody can lift.
      objectLockDefaultRetention: ObjectLockRetention.governance(anchorRetention),
      serverAccessLogsBucket: props.logsBucket,
      serverAccessLogsPrefix: 'audit-anchor-bucket/',
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
