import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { routes } from '@app/shared/api/route-table';
import { routePermissions } from '@app/functions/route-permissions';
import { resourcesOf, synthApp } from './synth';

/**
 * Issue 31: the user pool's second factor, password rules and threat protection, SRP as the only
 * password flow, and the Cognito and SES actions each function may use (and no others).
 */
const { stacks } = synthApp({ bundle: false });
const auth = Template.fromStack(stacks.auth);

interface Statement {
  Action: string | string[];
  Resource: unknown;
}
interface PolicyResource {
  Properties?: { PolicyDocument?: { Statement: Statement[] }; Roles?: { Ref: string }[] };
}

const actionsOf = (statements: Statement[]) => statements.flatMap((s) => [s.Action].flat());

/** Every IAM action each API function's role may use, by the route handler it runs. */
function actionsByHandler(api = stacks.api): Map<string, string[]> {
  const policies = Object.entries(resourcesOf(api, 'AWS::IAM::Policy')) as [string, PolicyResource][];
  const pascal = (text: string) => text.replace(/(^|[-_/])(\w)/g, (_, __, c: string) => c.toUpperCase());
  return new Map(
    Object.values(routes).map((route) => {
      // A function's role and its policy are named after it: MembersInviteMember -> MembersInviteMemberRole...
      const role = `${pascal(route.handler.split('/').slice(1).join('-'))}Role`;
      const statements = policies
        .filter(([, policy]) => policy.Properties?.Roles?.some((r) => r.Ref.replace(/[0-9A-F]{8}$/, '') === role))
        .flatMap(([, policy]) => policy.Properties?.PolicyDocument?.Statement ?? []);
      return [route.handler, actionsOf(statements)];
    }),
  );
}

const cognitoActions = (actions: string[]) => actions.filter((action) => action.startsWith('cognito-idp:')).sort();

describe('the user pool (issue 31)', () => {
  it('offers TOTP as the second factor (no SMS), optional for customers', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      MfaConfiguration: 'OPTIONAL',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
    });
  });

  it('asks what the sign-up form asks, and temporary passwords expire in 7 days', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: { PasswordPolicy: { MinimumLength: 8, TemporaryPasswordValidityDays: 7 } },
    });
  });

  it('enforces threat protection: breached passwords blocked everywhere, high-risk sign-ins blocked', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      UserPoolTier: 'PLUS',
      UserPoolAddOns: { AdvancedSecurityMode: 'ENFORCED' },
    });
    auth.hasResourceProperties('AWS::Cognito::UserPoolRiskConfigurationAttachment', {
      ClientId: 'ALL',
      CompromisedCredentialsRiskConfiguration: {
        EventFilter: ['SIGN_IN', 'PASSWORD_CHANGE', 'SIGN_UP'],
        Actions: { EventAction: 'BLOCK' },
      },
      AccountTakeoverRiskConfiguration: {
        Actions: {
          HighAction: { EventAction: 'BLOCK', Notify: false },
          MediumAction: { EventAction: 'MFA_IF_CONFIGURED', Notify: false },
          LowAction: { EventAction: 'NO_ACTION', Notify: false },
        },
      },
    });
  });

  it('lets the web client sign in with SRP and refresh only: no password-only flow, no OAuth', () => {
    const clients = Object.values(auth.findResources('AWS::Cognito::UserPoolClient')) as {
      Properties: Record<string, unknown>;
    }[];
    expect(clients).toHaveLength(1);
    expect(clients[0]?.Properties).toMatchObject({
      ExplicitAuthFlows: ['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    });
    expect(clients[0]?.Properties.AllowedOAuthFlows).toBeUndefined();
  });

  it('runs the PreTokenGeneration trigger, which may read users and nothing else of the pool', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: Match.objectLike({ PreTokenGeneration: Match.anyValue() }),
    });
    const policies = Object.values(auth.findResources('AWS::IAM::Policy')) as PolicyResource[];
    const trigger = policies.filter((policy) =>
      policy.Properties?.Roles?.[0]?.Ref.startsWith('PreTokenGenerationRole'),
    );
    const actions = trigger.flatMap((policy) => actionsOf(policy.Properties?.PolicyDocument?.Statement ?? []));
    expect(cognitoActions(actions)).toEqual(['cognito-idp:AdminGetUser']);
    // The other triggers send nothing to Cognito.
    const others = policies.filter((policy) => !trigger.includes(policy));
    expect(cognitoActions(others.flatMap((p) => actionsOf(p.Properties?.PolicyDocument?.Statement ?? [])))).toEqual([]);
  });
});

describe('Cognito and SES actions per function (issue 31)', () => {
  const byHandler = actionsByHandler();

  it('gives each route function exactly the Cognito actions its route declares, on the pool only', () => {
    for (const [handler, actions] of byHandler) {
      const declared = (routePermissions[handler] ?? [])
        .filter((permission) => permission.startsWith('cognito:'))
        .map((permission) => permission.replace('cognito:', 'cognito-idp:'))
        .sort();
      expect([handler, cognitoActions(actions)]).toEqual([handler, declared]);
    }
  });

  it('gives no function a wildcard Cognito or SES action', () => {
    const all = [...byHandler.values()].flat();
    expect(all.filter((action) => /^(cognito-idp|ses):.*\*/.test(action) || action === '*')).toEqual([]);
  });

  it('gives the invite route no Cognito action at all: its worker finds and makes accounts (invitations.test.ts)', () => {
    expect(cognitoActions(byHandler.get('routes/members/invite-member') ?? [])).toEqual([]);
  });

  it('lets admin create-user create, make an administrator and undo a half-made account', () => {
    expect(cognitoActions(byHandler.get('routes/admin/create-user') ?? [])).toEqual([
      'cognito-idp:AdminAddUserToGroup',
      'cognito-idp:AdminCreateUser',
      'cognito-idp:AdminDeleteUser',
    ]);
  });

  it('lets disabling sign the user out everywhere, and deleting an account disable and delete it', () => {
    expect(cognitoActions(byHandler.get('routes/admin/update-user-status') ?? [])).toEqual([
      'cognito-idp:AdminDisableUser',
      'cognito-idp:AdminEnableUser',
      'cognito-idp:AdminUserGlobalSignOut',
    ]);
    expect(cognitoActions(byHandler.get('routes/auth/delete-user') ?? [])).toEqual([
      'cognito-idp:AdminDeleteUser',
      'cognito-idp:AdminDisableUser',
    ]);
  });

  it('keeps Cognito away from every other route', () => {
    const withCognito = [...byHandler].filter(([, actions]) => cognitoActions(actions).length > 0).map(([h]) => h);
    expect(withCognito.sort()).toEqual([
      'routes/admin/create-user',
      'routes/admin/update-user-status',
      'routes/auth/delete-user',
    ]);
  });
});

describe('SES with a sender configured (-c mailFrom)', () => {
  const withMail = actionsByHandler(synthApp({ bundle: false, context: { mailFrom: 'hello@example.in' } }).stacks.api);

  it('lets the contact form send mail and no other route (the invitation worker mails: invitations.test.ts)', () => {
    const senders = [...withMail].filter(([, actions]) => actions.some((a) => a.startsWith('ses:'))).map(([h]) => h);
    expect(senders).toEqual(['routes/public/send-query-email']);
    expect(withMail.get('routes/public/send-query-email')?.filter((a) => a.startsWith('ses:'))).toEqual([
      'ses:SendEmail',
    ]);
  });
});
