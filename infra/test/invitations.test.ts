import { Stack, type CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { describe, expect, it } from 'vitest';
import { AppFunction } from '../lib/app-function';
import { nestedStacksOf, synthApp } from './synth';

/**
 * Issue 31: the invite route records the invitation and starts the DeliverInvitation worker; only
 * the worker asks Cognito about the address, makes its account and mails it. Templates only (the
 * bundles and cdk-nag are checked on the full synth in stacks.test.ts), with a sender set up.
 */
const { stacks } = synthApp({ bundle: false, context: { mailFrom: 'hello@hisaab.example.in' } });
const api = Template.fromStack(stacks.api);
const worker = stacks.api.node.findChild('Invitations').node.findChild('DeliverInvitation');
if (!(worker instanceof AppFunction)) throw new Error('no invitation worker');
const idOf = (construct: IConstruct) => Stack.of(construct).getLogicalId(construct.node.defaultChild as CfnElement);
const workerId = idOf(worker);

interface Statement {
  Action: string | string[];
  Resource: unknown;
}
interface FunctionResource {
  Properties: { Role: { 'Fn::GetAtt': [string, string] }; Environment: { Variables: Record<string, unknown> } };
}

/** Every action a function's role is allowed, with its resources, from the function's own template. */
function grantsOf(template: Template, functionId: string) {
  const fn = template.findResources('AWS::Lambda::Function')[functionId] as FunctionResource;
  const roleId = fn.Properties.Role['Fn::GetAtt'][0];
  const policies = Object.values(template.findResources('AWS::IAM::Policy')) as {
    Properties: { Roles: { Ref: string }[]; PolicyDocument: { Statement: Statement[] } };
  }[];
  return policies
    .filter((policy) => policy.Properties.Roles.some((role) => role.Ref === roleId))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement)
    .flatMap((s) =>
      (Array.isArray(s.Action) ? s.Action : [s.Action]).map((action) => ({ action, resource: s.Resource })),
    );
}

/** The template and logical id of a route's function, by its handler module's name. */
function routeFunction(area: string, name: string) {
  const nested = nestedStacksOf(stacks.api).find((stack) => stack.node.id === `${area}Routes`);
  if (!nested) throw new Error(`no ${area} routes`);
  const template = Template.fromStack(nested);
  const id = Object.keys(template.findResources('AWS::Lambda::Function')).find((each) =>
    each.startsWith(`${area}${name}`),
  );
  if (!id) throw new Error(`no function ${name}`);
  return { template, id };
}

const nonTableActions = (grants: { action: string }[]) =>
  grants
    .map((grant) => grant.action)
    .filter((action) => !action.startsWith('dynamodb:') && !action.startsWith('logs:'));

describe('the invitation worker', () => {
  it('may read a user and make one in the user pool, and send mail from the sender domain: nothing else', () => {
    const grants = grantsOf(api, workerId);
    expect(nonTableActions(grants).sort()).toEqual([
      'cognito-idp:AdminCreateUser',
      'cognito-idp:AdminGetUser',
      'ses:SendEmail',
    ]);
    for (const action of ['cognito-idp:AdminCreateUser', 'cognito-idp:AdminGetUser']) {
      expect(grants.find((grant) => grant.action === action)?.resource).toEqual({
        'Fn::ImportValue': expect.stringContaining(idOf(stacks.auth.userPool)) as unknown,
      });
    }
    expect(JSON.stringify(grants.find((grant) => grant.action === 'ses:SendEmail')?.resource)).toContain(
      ':identity/hisaab.example.in',
    );
  });
});

describe('the invitation routes', () => {
  it('let the invite route start the worker, and nothing in Cognito or SES', () => {
    const { template, id } = routeFunction('Members', 'InviteMember');
    expect(nonTableActions(grantsOf(template, id))).toEqual(['lambda:InvokeFunction']);
    const fn = template.findResources('AWS::Lambda::Function')[id] as FunctionResource;
    expect(fn.Properties.Environment.Variables.INVITATION_WORKER_FUNCTION).toBeDefined();
  });

  it('give the routes that list, answer and revoke invitations the table only', () => {
    for (const [area, name] of [
      ['Members', 'ListInvitations'],
      ['Members', 'RevokeInvitation'],
      ['Invitations', 'ListMyInvitations'],
      ['Invitations', 'AcceptInvitation'],
      ['Invitations', 'DeclineInvitation'],
    ] as const) {
      const { template, id } = routeFunction(area, name);
      expect(nonTableActions(grantsOf(template, id)), name).toEqual([]);
    }
  });
});
