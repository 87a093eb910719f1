import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Policy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import {
  AccountRecovery,
  FeaturePlan,
  LambdaVersion,
  Mfa,
  UserPool,
  UserPoolOperation,
  type UserPoolClient,
  VerificationEmailStyle,
  type UserPoolGroup,
} from 'aws-cdk-lib/aws-cognito';
import { ADMIN_GROUP, PASSWORD_MIN_LENGTH, TEST_CUSTOMER_GROUP } from '@sandbank/shared';
import { triggerEntry, triggerFunctions, userPoolDesign } from '@sandbank/lambdas/deployment';
import { Construct } from 'constructs';
import { triggerGrants } from '../grants/triggers';
import { ApiFunction } from './api-function';

export interface AuthProps {
  readonly brandName: string;
  /** Concurrency set aside for the pre-token-generation trigger (infra/lib/reserved-concurrency.ts); none when absent. */
  readonly triggerConcurrency?: number;
}

/**
 * Cognito: the user pool customers sign up to, the `admin` and `test-customers` groups and the web
 * app's client; MFA by authenticator app (TOTP) optional, and the pre-token-generation trigger that
 * marks the access token of a sign-in that answered its code (docs/security.md, "MFA for administrators").
 */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;
  readonly adminGroup: UserPoolGroup;
  readonly testCustomerGroup: UserPoolGroup;
  readonly preTokenGeneration: ApiFunction;

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
      // Optional for the pool (customers choose); the back office refuses administrators without it
      // (the MFA claim). Software tokens only: no SMS, so no SNS role or spend.
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
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
          'MFA is optional for the pool: customers of a sandbox bank may enrol an authenticator app from their profile; administrators must, and the API refuses them every admin operation (403 mfa_required) until their session signed in with its code.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'The Plus feature plan (threat protection) is billed per monthly active user; a free sandbox stays on Essentials.',
      },
    );

    // The trigger's role may read users (their MFA settings) through its own policy: a statement on
    // the pool in the function's default policy would make the pool and its trigger depend on each other.
    const trigger = triggerFunctions.preTokenGeneration;
    this.preTokenGeneration = new ApiFunction(this, 'PreTokenGeneration', {
      entry: triggerEntry('preTokenGeneration'),
      description: `User pool trigger preTokenGeneration: ${trigger.summary}`,
      reservedConcurrency: props.triggerConcurrency,
    });
    new Policy(this, 'PreTokenGenerationGrants', {
      roles: [this.preTokenGeneration.role],
      statements: [
        new PolicyStatement({
          actions: (triggerGrants.preTokenGeneration.directory ?? []).map((call) => `cognito-idp:${call}`),
          resources: [this.userPool.userPoolArn],
        }),
      ],
    });
    this.userPool.addTrigger(UserPoolOperation.PRE_TOKEN_GENERATION_CONFIG, this.preTokenGeneration.function, LambdaVersion[trigger.eventVersion]);

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
