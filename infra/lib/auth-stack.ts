import { Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import {
  AccountRecovery,
  CfnUserPoolGroup,
  CfnUserPoolRiskConfigurationAttachment,
  FeaturePlan,
  Mfa,
  StandardThreatProtectionMode,
  UserPool,
  VerificationEmailStyle,
  type UserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import { Policy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { cognitoTriggers } from '@app/functions/event-handlers';
import { AppFunction } from './app-function';
import { grantTableAccess } from './grants';

export const ADMIN_GROUP = 'admin';

export interface AuthStackProps extends StackProps {
  table: ITableV2;
  /** The web app's URL: verification and reset e-mails link to it. */
  appUrl: string;
}

/**
 * Issue 31: Cognito's threat protection (Plus plan), enforced. A password found in a known breach
 * is refused at sign-up, password change and sign-in; a sign-in Cognito judges high-risk is
 * blocked, a medium-risk one asks for the second factor of those who have one (administrators),
 * a low-risk one goes through. Nobody is notified by Cognito: that needs an SES sender, which the
 * pool does not have yet.
 */
function enforceThreatProtection(pool: UserPool) {
  const action = (eventAction: string) => ({ eventAction, notify: false });
  new CfnUserPoolRiskConfigurationAttachment(pool, 'ThreatProtection', {
    userPoolId: pool.userPoolId,
    clientId: 'ALL',
    compromisedCredentialsRiskConfiguration: {
      eventFilter: ['SIGN_IN', 'PASSWORD_CHANGE', 'SIGN_UP'],
      actions: { eventAction: 'BLOCK' },
    },
    accountTakeoverRiskConfiguration: {
      actions: {
        highAction: action('BLOCK'),
        mediumAction: action('MFA_IF_CONFIGURED'),
        lowAction: action('NO_ACTION'),
      },
    },
  });
}

/**
 * The user pool: e-mail sign-in, self sign-up, verification by a link (the CustomMessage trigger
 * turns Cognito's code into a link to /verify), passwords of 8 or more, 30-day refresh tokens, an
 * `admin` group, and the PostConfirmation trigger that creates each user's profile. Issue 31: TOTP
 * MFA (which the API requires of administrators; the PreTokenGeneration trigger tells it in the ID
 * token), threat protection, and SRP as the web client's only password flow.
 */
export class AuthStack extends Stack {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    const environment = { TABLE_NAME: props.table.tableName, APP_URL: props.appUrl };
    const postConfirmation = new AppFunction(this, 'PostConfirmation', {
      handlerModule: cognitoTriggers.PostConfirmation,
      environment,
    });
    grantTableAccess(props.table, postConfirmation);
    const customMessage = new AppFunction(this, 'CustomMessage', {
      handlerModule: cognitoTriggers.CustomMessage,
      environment,
    });
    const preTokenGeneration = new AppFunction(this, 'PreTokenGeneration', {
      handlerModule: cognitoTriggers.PreTokenGeneration,
      environment,
    });

    this.userPool = new UserPool(this, 'Users', {
      signInAliases: { email: true },
      // An e-mail address is one account whatever its case (invitations and sign-in compare them in
      // lower case); CDK leaves user pools case-sensitive unless told.
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      userVerification: { emailStyle: VerificationEmailStyle.CODE },
      standardAttributes: {
        email: { required: true, mutable: true },
        givenName: { required: true, mutable: true },
        familyName: { required: false, mutable: true },
        phoneNumber: { required: false, mutable: true },
      },
      // What the sign-up form asks (spec: 8 or more); breached passwords are refused by threat protection.
      passwordPolicy: {
        minLength: 8,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
        // An invitation's or an admin-made account's temporary password (Cognito's default, said here).
        tempPasswordValidity: Duration.days(7),
      },
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { sms: false, otp: true },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      featurePlan: FeaturePlan.PLUS,
      standardThreatProtectionMode: StandardThreatProtectionMode.FULL_FUNCTION,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
      lambdaTriggers: { postConfirmation, customMessage, preTokenGeneration },
    });
    enforceThreatProtection(this.userPool);
    // Its own policy, not the function's default one: the function would then wait for a policy
    // that names the pool, which waits for the function (a dependency cycle).
    new Policy(this, 'PreTokenGenerationReadsUsers', {
      roles: preTokenGeneration.role ? [preTokenGeneration.role] : [],
      statements: [
        new PolicyStatement({ actions: ['cognito-idp:AdminGetUser'], resources: [this.userPool.userPoolArn] }),
      ],
    });
    new CfnUserPoolGroup(this, 'AdminGroup', {
      userPoolId: this.userPool.userPoolId,
      groupName: ADMIN_GROUP,
      description: 'Administrators: the admin sign-in and the admin routes',
    });
    this.client = this.userPool.addClient('WebClient', {
      // SRP only (and refresh, always on): the password never leaves the browser. The local stack's
      // client has USER_PASSWORD_AUTH instead, as cognito-local has no SRP (web config authFlow).
      authFlows: { userSrp: true },
      refreshTokenValidity: Duration.days(30),
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      preventUserExistenceErrors: true,
      // No hosted UI: the app signs in with Amplify's calls to Cognito, so no OAuth flows (CDK allows implicit).
      disableOAuth: true,
      enableTokenRevocation: true,
      generateSecret: false,
    });

    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG1',
      reason:
        'The spec asks 8+ characters at sign-up and no character classes (NIST SP 800-63B advises against them); breached passwords are blocked by threat protection instead.',
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG2',
      reason:
        'MFA (TOTP) is optional for customers and required of administrators: the API refuses every admin route to a token without the second factor.',
    });
  }
}
