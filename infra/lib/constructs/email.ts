import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

export interface EmailProps {
  /** The address mail is sent from (a stack parameter, so it can be a token). */
  readonly mailFrom: string;
}

/**
 * The SES identity wire confirmation codes are sent from. SES mails a verification link to the
 * address on deploy; until it is clicked (and, in the SES sandbox, for unverified recipients) sending fails.
 */
export class Email extends Construct {
  readonly identity: EmailIdentity;
  readonly mailFrom: string;

  constructor(scope: Construct, id: string, props: EmailProps) {
    super(scope, id);
    this.mailFrom = props.mailFrom;
    this.identity = new EmailIdentity(this, 'Identity', { identity: Identity.email(props.mailFrom) });
  }

  /** ARN of the identity, the only resource `email:send` grants `ses:SendEmail` on. */
  get identityArn(): string {
    return this.identity.emailIdentityArn;
  }
}
