import { Duration, Names, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { avatarUploadCors, avatarUploadsPrefix, unconfirmedUploadLifetimeDays } from '../avatar-storage';
import { domainSuffixOf } from '../aws-domain';

/**
 * S3 buckets that are not the website: the private avatars bucket and the bucket that receives
 * the access logs of every bucket and of the CloudFront distribution.
 */
export class Storage extends Construct {
  readonly avatarsBucket: Bucket;
  readonly logsBucket: Bucket;
  /**
   * Origins a browser uses to reach the avatars bucket (presigned POSTs and signed GET URLs), for the CSP.
   * Built from the generated bucket name, not from the bucket resource: the bucket's CORS rule
   * refers to the distribution, whose CSP refers to these origins, and that must not be a cycle.
   */
  readonly avatarsOrigins: readonly string[];

  constructor(scope: Construct, id: string) {
    super(scope, id);

    this.logsBucket = new Bucket(this, 'LogsBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      // CloudFront standard logging writes with an ACL grant, so ACLs stay enabled here only.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.logsBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket of the stack; logging its own accesses into itself would loop.',
    });

    // Generated per stack path, account and region (≤ 63 characters, lower case, no dots).
    const { account, region } = Stack.of(this);
    const urlSuffix = domainSuffixOf(this);
    const namePrefix = Names.uniqueResourceName(this, { maxLength: 27, separator: '-' }).toLowerCase();
    const avatarsBucketName = `${namePrefix}-avatars-${account}-${region}`;

    this.avatarsBucket = new Bucket(this, 'AvatarsBucket', {
      bucketName: avatarsBucketName,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 'avatars-bucket/',
      lifecycleRules: [
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // Uploads that were never confirmed (or were refused and could not be deleted) do not stay.
        { id: 'ExpireUnconfirmedUploads', prefix: avatarUploadsPrefix, expiration: Duration.days(unconfirmedUploadLifetimeDays) },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.avatarsOrigins = [
      `https://${avatarsBucketName}.s3.${region}.${urlSuffix}`,
      `https://${avatarsBucketName}.s3.${urlSuffix}`,
    ];
  }

  /** Lets the web app upload avatars with presigned POSTs from `origin` (and from nowhere else). */
  allowUploadsFrom(origin: string): void {
    this.avatarsBucket.addCorsRule({
      allowedOrigins: [origin],
      allowedMethods: avatarUploadCors.methods.map((method) => HttpMethods[method]),
      maxAge: avatarUploadCors.maxAgeSeconds,
    });
  }
}
