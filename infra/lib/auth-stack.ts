import { Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import {
  AccountRecovery,
  CfnUserPoolGroup,
  FeaturePlan,
  UserPool,
  VerificationEmailStyle,
  type UserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
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
 * The user pool: e-mail sign-in, self sign-up, verification by a link (the CustomMessage trigger
 * turns Cognito's code into a link to /verify), passwords of 8 or more, 30-day refresh tokens, an
 * `admin` group, and the PostConfirmation trigger that creates each user's profile.
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

    this.userPool = new UserPool(this, 'Users', {
      signInAliases: { email: true },
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      userVerification: { emailStyle: VerificationEmailStyle.CODE },
      standardAttributes: {
        email: { required: true, mutable: true },
        givenName: { required: true, mutable: true },
        familyName: { required: false, mutable: true },
        phoneNumber: { required: false, mutable: true },
      },
      passwordPolicy: {
        minLength: 8,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      featurePlan: FeaturePlan.ESSENTIALS,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
      lambdaTriggers: { postConfirmation, customMessage },
    });
    new CfnUserPoolGroup(this, 'AdminGroup', {
      userPoolId: this.userPool.userPoolId,
      groupName: ADMIN_GROUP,
      description: 'Administrators: the admin sign-in and the admin routes',
    });
    this.client = this.userPool.addClient('WebClient', {
      authFlows: { userPassword: true, userSrp: true },
      refreshTokenValidity: Duration.days(30),
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      generateSecret: false,
    });

    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG1',
      reason: 'The spec sets the password rule at 8 characters; the sign-up strength meter asks for more.',
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG2',
      reason: 'MFA is not in the product yet (the spec lists it as a future feature); sign-in is e-mail + password.',
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG8',
      reason:
        'The Plus feature plan (threat protection) is a later cost decision; Essentials covers sign-in and triggers.',
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG3',
      reason: 'Threat protection needs the Plus feature plan; the Essentials plan is chosen for cost at launch.',
    });
  }
}
