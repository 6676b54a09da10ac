import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { INVITATIONS_PER_DAY } from '@app/shared/api/invitations';
import type { Member } from '@app/shared/api/members';
import type { Company } from '@app/shared/companies';
import { companyOf } from '../../../test/catalogue';
import { api, dataOf } from '../../../test/fixtures';
import { TEST_CODE } from '../../../test/global-setup';
import {
  answer,
  companyInvitations,
  deliveredInvitation,
  firstSignIn,
  INVITE,
  invitationBody,
  invitationTo,
  inviteRaw,
  mailTo,
  myInvitations,
} from '../../../test/invitations';
import { signUpUser, type TestUser } from '../../../test/users';

/**
 * Issues 20 and 31: Meena, who owns Verma Medical Stores, invites people by e-mail. The reply she
 * gets is the same whether or not the address has an account; someone without one gets an account
 * and a mail with a temporary password, someone with one is told in their bell; either way they
 * join only by accepting the invitation.
 */
let owner: TestUser;
let company: Company;

beforeAll(async () => {
  owner = await signUpUser({ givenName: 'Meena', familyName: 'Iyer' });
  company = await companyOf(owner, 'tax on');
});

const newAddress = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.in`;
const membersOf = async () =>
  dataOf<Member[]>(await api.get(`/api/v1/company/members?company_id=${company._id}`, owner.idToken));
const companiesOf = async (token: string) =>
  dataOf<Company[]>(await api.get('/api/v1/user/all/company', token)).map((each) => [each.name, each.role]);

describe('the reply to the inviter', () => {
  it('is the same, byte for byte, for an address with an account and one without', async () => {
    const asha = await signUpUser({ givenName: 'Asha', familyName: 'Verma' });
    const stranger = newAddress('kiran');
    const known = await inviteRaw(owner, invitationBody(company._id, asha.email, 'viewer'));
    const unknown = await inviteRaw(owner, invitationBody(company._id, stranger, 'viewer'));
    expect(unknown).toEqual(known);
    expect(known).toEqual({
      status: 201,
      type: 'application/json; charset=utf-8',
      text: '{"success":true,"message":"Invitation sent successfully","data":{"status":"pending"}}',
    });

    // Meena sees both by the e-mail she typed, not by anyone's profile name, waiting for an answer.
    const sent = (await companyInvitations(owner, company._id)).filter((each) =>
      [asha.email, stranger].includes(each.email),
    );
    expect(sent.map(({ email, role, status, invited_by }) => ({ email, role, status, invited_by }))).toEqual([
      { email: stranger, role: 'viewer', status: 'pending', invited_by: 'Meena Iyer' },
      { email: asha.email, role: 'viewer', status: 'pending', invited_by: 'Meena Iyer' },
    ]);
    expect(JSON.stringify(sent)).not.toContain('Asha');
    expect((await membersOf()).map((member) => member.email)).not.toContain(asha.email);
  });
});

describe('inviting by e-mail', () => {
  it('makes an account for a new address, mails it, and joins it only once the invitation is accepted', async () => {
    const email = newAddress('ravi');
    const response = await api.post(INVITE, owner.idToken, { ...invitationBody(company._id, email.toUpperCase()) });
    expect(response.status).toBe(201);

    const mail = await mailTo(email);
    expect(mail.subject).toBe('You are invited to Verma Medical Stores on Hisaab');
    expect(mail.text).toContain('Meena Iyer invited you to keep the books of Verma Medical Stores on Hisaab as Staff.');
    expect(mail.text).toContain(`Sign in with your e-mail address ${email} and this temporary password: ${TEST_CODE}.`);
    expect(mail.link).toBe(
      `${inject('stack').webUrl}/login?email=${encodeURIComponent(email)}&redirect=%2Finvitations`,
    );

    const token = await firstSignIn(email, TEST_CODE, 'Ravi@Books2026');
    expect(await companiesOf(token)).toEqual([]);
    const [waiting, ...others] = await myInvitations(token);
    expect(others).toEqual([]);
    expect(waiting).toMatchObject({ company_name: 'Verma Medical Stores', role: 'staff', invited_by: 'Meena Iyer' });

    const accepted = await answer(token, waiting?.invitation_id ?? '', 'accept');
    expect({ status: accepted.status, message: accepted.body.message }).toEqual({
      status: 200,
      message: 'You have joined Verma Medical Stores',
    });
    expect(await companiesOf(token)).toEqual([['Verma Medical Stores', 'staff']]);
    const [current] = dataOf<Company[]>(await api.get('/api/v1/user/company', token));
    expect(current?._id).toBe(company._id);
    expect(await myInvitations(token)).toEqual([]);
    expect((await membersOf()).find((member) => member.email === email)).toMatchObject({
      name: 'Ravi Kumar',
      role: 'staff',
    });
    expect((await invitationTo(owner, company._id, email)).status).toBe('accepted');
    const notices = dataOf<{ docs: { title: string; description: string }[] }>(
      await api.get('/api/v1/user/notifications', owner.idToken),
    );
    expect(notices.docs[0]).toMatchObject({
      title: 'Invitation accepted',
      description: `${email} joined Verma Medical Stores as Staff.`,
    });

    const again = await api.post(INVITE, owner.idToken, invitationBody(company._id, email, 'viewer'));
    expect({ status: again.status, message: again.body.message }).toEqual({
      status: 409,
      message: `${email} is already a member of this company`,
    });
  });

  it('tells someone with an account in their bell; they join in the role offered when they accept', async () => {
    const asha = await signUpUser({ givenName: 'Asha', familyName: 'Verma' });
    await api.post(INVITE, owner.idToken, invitationBody(company._id, asha.email, 'accountant'));
    await deliveredInvitation(asha.email, company._id);

    const notices = dataOf<{ docs: { title: string; description: string }[] }>(
      await api.get('/api/v1/user/notifications', asha.idToken),
    );
    expect(notices.docs[0]?.title).toBe('Invitation to Verma Medical Stores');
    expect(notices.docs[0]?.description).toMatch(
      /^Meena Iyer invited you to join as Accountant\. Accept or decline it under Invitations in the company menu by \d\d\/\d\d\/\d{4}\.$/,
    );
    expect(await companiesOf(asha.idToken)).toEqual([]);

    const [waiting] = await myInvitations(asha.idToken);
    expect((await answer(asha.idToken, waiting?.invitation_id ?? '', 'accept')).status).toBe(200);
    expect(await companiesOf(asha.idToken)).toEqual([['Verma Medical Stores', 'accountant']]);
    expect((await membersOf()).find((member) => member.email === asha.email)?.name).toBe('Asha Verma');
  });

  it('takes a real e-mail and a role other than Owner', async () => {
    const invalid = await api.post(INVITE, owner.idToken, invitationBody(company._id, 'ravi@'));
    expect({ status: invalid.status, message: invalid.body.message }).toEqual({
      status: 400,
      message: 'Please enter a valid email address',
    });
    const owners = await api.post(INVITE, owner.idToken, {
      ...invitationBody(company._id, newAddress('x')),
      role: 'owner',
    });
    expect(owners.status).toBe(400);
  });
});

describe("a company's invitations per day", () => {
  it(`stops at ${INVITATIONS_PER_DAY}, counted as they are sent, whatever became of them`, async () => {
    const sharma = await signUpUser({ givenName: 'Vikram', familyName: 'Sharma' });
    const busy = await companyOf(sharma, 'tax off', 'Sharma Distributors');
    const sent = [];
    for (let i = 0; i < INVITATIONS_PER_DAY; i++) {
      sent.push((await api.post(INVITE, sharma.idToken, invitationBody(busy._id, newAddress(`staff${i}`)))).status);
    }
    expect(sent).toEqual(Array.from({ length: INVITATIONS_PER_DAY }, () => 201));

    // Taking one back does not give the day's invitation back: the count is of what was sent.
    const [latest] = await companyInvitations(sharma, busy._id);
    const revoked = await api.delete(
      `/api/v1/company/invitations/${latest?.invitation_id ?? ''}?company_id=${busy._id}`,
      sharma.idToken,
    );
    expect(revoked.status).toBe(200);

    const over = await api.post(INVITE, sharma.idToken, invitationBody(busy._id, newAddress('one-more')));
    expect({ status: over.status, body: over.body }).toEqual({
      status: 429,
      body: {
        success: false,
        message: 'A company can send up to 20 invitations a day. Please try again tomorrow.',
      },
    });
    expect(await companyInvitations(sharma, busy._id)).toHaveLength(INVITATIONS_PER_DAY);

    // Another company's day is its own.
    const elsewhere = await api.post(INVITE, owner.idToken, invitationBody(company._id, newAddress('elsewhere')));
    expect(elsewhere.status).toBe(201);
  });
});
