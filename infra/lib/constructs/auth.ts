import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  Mfa,
  UserPool,
  type UserPoolClient,
  VerificationEmailStyle,
  type UserPoolGroup,
} from 'aws-cdk-lib/aws-cognito';
import { ADMIN_GROUP, PASSWORD_MIN_LENGTH, TEST_CUSTOMER_GROUP } from '@sandbank/shared';
import { userPoolDesign } from '@sandbank/lambdas/deployment';
import { Construct } from 'constructs';

export interface AuthProps {
  readonly brandName: string;
}

/** Cognito: the user pool customers sign up to, the `admin` and `test-customers` groups and the web app's client. */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;
  readonly adminGroup: UserPoolGroup;
  readonly testCustomerGroup: UserPoolGroup;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);

    this.userPool = new UserPool(this, 'UserPool', {
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      userVerification: {
        emailStyle: VerificationEmailStyle.CODE,
        emailSubject: `Your ${props.brandName} confirmation code`,
        emailBody: `Your ${props.brandName} confirmation code is {####}. ${props.brandName} is a sandbox bank: no real money.`,
      },
      standardAttributes: {
        email: { required: true, mutable: false },
        givenName: { required: false, mutable: true },
        familyName: { required: false, mutable: true },
      },
      passwordPolicy: {
        // A minimum length (the sign-up schema's) and no composition rules (OWASP ASVS 5.0 6.2.1, 6.2.5).
        minLength: PASSWORD_MIN_LENGTH,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
        tempPasswordValidity: Duration.days(7),
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      mfa: Mfa.OFF,
      featurePlan: FeaturePlan.ESSENTIALS,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG1',
        reason:
          'The bank uses a length-only policy (at least 8 characters, no composition rules) following OWASP ASVS 5.0 6.2.1 and 6.2.5.',
      },
      {
        id: 'AwsSolutions-COG2',
        reason:
          'A sandbox bank for demos and test automation: required MFA would block scripted sign-ins; the web app has no MFA enrolment.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'The Plus feature plan (threat protection) is billed per monthly active user; a free sandbox stays on Essentials.',
      },
    );

    this.adminGroup = this.userPool.addGroup('AdminGroup', {
      groupName: ADMIN_GROUP,
      description: 'Back-office administrators; created by npm run admin:create, never by sign-in',
    });
    this.testCustomerGroup = this.userPool.addGroup('TestCustomerGroup', {
      groupName: TEST_CUSTOMER_GROUP,
      description: "Test customers the tester's toolkit creates (POST /api/sandbox/customers); removed when they expire",
    });

    // The web client of userPoolDesign: only its sign-in flows (refresh is always on), short-lived
    // tokens, and no OAuth flows or callback URLs (the app signs in with its own form).
    const client = userPoolDesign.webClient;
    const flows: readonly string[] = client.authFlows;
    this.userPoolClient = this.userPool.addClient('WebClient', {
      generateSecret: false,
      authFlows: {
        userPassword: flows.includes('ALLOW_USER_PASSWORD_AUTH'),
        userSrp: flows.includes('ALLOW_USER_SRP_AUTH'),
        adminUserPassword: flows.includes('ALLOW_ADMIN_USER_PASSWORD_AUTH'),
        custom: flows.includes('ALLOW_CUSTOM_AUTH'),
      },
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.minutes(client.accessTokenValidityMinutes),
      idTokenValidity: Duration.minutes(client.idTokenValidityMinutes),
      refreshTokenValidity: Duration.days(client.refreshTokenValidityDays),
    });
  }
}
