import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { workers } from '@app/functions/event-handlers';
import { AppFunction } from './app-function';
import { grantSendMail, grantTableAccess } from './grants';

export interface InvitationWorkerProps {
  table: ITableV2;
  userPool: IUserPool;
  /** The settings every function gets (table, pool, app URL, sender). */
  environment: Record<string, string>;
  mail?: { from: string };
}

/**
 * Issue 31: the DeliverInvitation worker, which the invite route starts after recording an
 * invitation. It alone asks Cognito whether the address has an account, so the inviter's reply
 * cannot depend on that: it may read a user and make one (which Cognito mails with a temporary
 * password), and send the mail that tells an existing account; it cannot add anyone to a group.
 */
export class InvitationWorker extends Construct {
  readonly fn: AppFunction;

  constructor(scope: Construct, id: string, { table, userPool, environment, mail }: InvitationWorkerProps) {
    super(scope, id);
    this.fn = new AppFunction(this, 'DeliverInvitation', { handlerModule: workers.DeliverInvitation, environment });
    grantTableAccess(table, this.fn);
    this.fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['cognito-idp:AdminGetUser', 'cognito-idp:AdminCreateUser'],
        resources: [userPool.userPoolArn],
      }),
    );
    if (mail) grantSendMail(this.fn, mail.from);
  }
}
