import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ResourceGrant } from './access';

/** The resources the `uses` of an access declaration (access.ts `resourceGrants`) refer to. */
export interface ResourceTargets {
  readonly avatarsBucket: IBucket;
  /** ARN of the SES identity mail is sent from. */
  readonly mailIdentityArn: string;
}

/** The exact statements behind one resource grant. */
export function statementsFor(grant: ResourceGrant, targets: ResourceTargets): PolicyStatement[] {
  switch (grant) {
    case 'avatars:read':
      return [new PolicyStatement({ actions: ['s3:GetObject'], resources: [targets.avatarsBucket.arnForObjects('*')] })];
    case 'avatars:write':
      return [new PolicyStatement({ actions: ['s3:PutObject', 's3:DeleteObject'], resources: [targets.avatarsBucket.arnForObjects('*')] })];
    case 'email:send':
      return [new PolicyStatement({ actions: ['ses:SendEmail'], resources: [targets.mailIdentityArn] })];
  }
}
