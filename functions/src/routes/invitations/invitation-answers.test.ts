import { beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '@app/shared/api/members';
import type { Company } from '@app/shared/companies';
import { companyOf } from '../../../test/catalogue';
import { api, dataOf } from '../../../test/fixtures';
import { setPlan } from '../../../test/plans';
import {
  answer,
  claimsOf,
  deliveredInvitation,
  expireInvitation,
  INVITE,
  invitationBody,
  invitationTo,
  mailsTo,
  myInvitations,
  takeUnverifiedAddress,
} from '../../../test/invitations';
import { joinAs } from '../../../test/members';
import { signUpUser, type TestUser } from '../../../test/users';

/**
 * Issue 31: an invitation waits for the invited person's answer. Meena owns Verma Medical Stores
 * and invites Asha, who accepts or declines; Meena may take a pending invitation back; after seven
 * days it expires. Only the account that proved it reads the address sees it, and no other
 * company's owner or other person reaches it by its id.
 */
let owner: TestUser;
let company: Company;

beforeAll(async () => {
  owner = await signUpUser({ givenName: 'Meena', familyName: 'Iyer' });
  company = await companyOf(owner, 'tax on');
});

/** Asha, with an account, invited afresh in a role; her invitation as she sees it. */
async function invitedAsha(role: 'accountant' | 'staff' | 'viewer' = 'staff') {
  const asha = await signUpUser({ givenName: 'Asha', familyName: 'Verma' });
  expect((await api.post(INVITE, owner.idToken, invitationBody(company._id, asha.email, role))).status).toBe(201);
  const [invitation] = await myInvitations(asha.idToken);
  if (!invitation) throw new Error('Asha sees no invitation');
  return { asha, invitation };
}

const companiesOf = async (user: TestUser) =>
  dataOf<Company[]>(await api.get('/api/v1/user/all/company', user.idToken)).map((each) => each.name);
const memberEmails = async () =>
  dataOf<Member[]>(await api.get(`/api/v1/company/members?company_id=${company._id}`, owner.idToken)).map(
    (member) => member.email,
  );
const refusal = (response: { status: number; body: { message?: string } }) => ({
  status: response.status,
  message: response.body.message,
});

const DAY_MS = 86_400_000;

describe('answering an invitation', () => {
  it('declining leaves nothing but the record: no membership, and it cannot be accepted after', async () => {
    const { asha, invitation } = await invitedAsha();
    const declined = await answer(asha.idToken, invitation.invitation_id, 'decline');
    expect(refusal(declined)).toEqual({ status: 200, message: 'Invitation declined' });
    expect(await companiesOf(asha)).toEqual([]);
    expect(await memberEmails()).not.toContain(asha.email);
    expect(await myInvitations(asha.idToken)).toEqual([]);
    expect((await invitationTo(owner, company._id, asha.email)).status).toBe('declined');
    const notices = dataOf<{ docs: { title: string; description: string }[] }>(
      await api.get('/api/v1/user/notifications', owner.idToken),
    );
    expect(notices.docs[0]).toMatchObject({
      title: 'Invitation declined',
      description: `${asha.email} declined to join Verma Medical Stores.`,
    });
    expect(refusal(await answer(asha.idToken, invitation.invitation_id, 'accept'))).toEqual({
      status: 409,
      message: 'This invitation has been declined',
    });
  });

  it('a revoked invitation is gone from the list and cannot be accepted', async () => {
    const { asha, invitation } = await invitedAsha();
    const { invitation_id: id } = await invitationTo(owner, company._id, asha.email);
    const revoked = await api.delete(`/api/v1/company/invitations/${id}?company_id=${company._id}`, owner.idToken);
    expect(refusal(revoked)).toEqual({ status: 200, message: 'Invitation revoked' });
    expect(dataOf(revoked)).toMatchObject({ email: asha.email, status: 'revoked' });
    expect(await myInvitations(asha.idToken)).toEqual([]);
    expect(refusal(await answer(asha.idToken, invitation.invitation_id, 'accept'))).toEqual({
      status: 409,
      message: 'This invitation has been revoked',
    });
    const again = await api.delete(`/api/v1/company/invitations/${id}?company_id=${company._id}`, owner.idToken);
    expect(refusal(again)).toEqual({ status: 409, message: 'This invitation has been revoked' });
    expect(await companiesOf(asha)).toEqual([]);
  });

  it('expires after its seven days: no longer listed, accepted or revoked', async () => {
    const { asha, invitation } = await invitedAsha();
    const { valid_until, created_at, invitation_id: id } = await invitationTo(owner, company._id, asha.email);
    expect(Date.parse(valid_until) - Date.parse(created_at)).toBe(7 * 24 * 3600 * 1000);
    await expireInvitation(asha.email, company._id);
    expect(await myInvitations(asha.idToken)).toEqual([]);
    expect((await invitationTo(owner, company._id, asha.email)).status).toBe('expired');
    const expired = "This invitation has expired: the company's owner can send a new one";
    expect(refusal(await answer(asha.idToken, invitation.invitation_id, 'accept'))).toEqual({
      status: 409,
      message: expired,
    });
    const revoke = await api.delete(`/api/v1/company/invitations/${id}?company_id=${company._id}`, owner.idToken);
    expect(refusal(revoke)).toEqual({ status: 409, message: expired });
    expect(await companiesOf(asha)).toEqual([]);
  });

  it('a new invitation to the same address replaces the pending one, role and all', async () => {
    const { asha, invitation: first } = await invitedAsha('viewer');
    await api.post(INVITE, owner.idToken, invitationBody(company._id, asha.email, 'accountant'));
    const [second, ...more] = await myInvitations(asha.idToken);
    expect(more).toEqual([]);
    expect(second?.role).toBe('accountant');
    expect(refusal(await answer(asha.idToken, first.invitation_id, 'accept'))).toEqual({
      status: 404,
      message: 'Invitation not found',
    });
    expect((await answer(asha.idToken, second?.invitation_id ?? '', 'accept')).status).toBe(200);
    const members = dataOf<Member[]>(await api.get(`/api/v1/company/members?company_id=${company._id}`, owner.idToken));
    expect(members.find((member) => member.email === asha.email)?.role).toBe('accountant');
  });

  it('says so to someone who became a member meanwhile, and keeps their role', async () => {
    const { asha, invitation } = await invitedAsha('viewer');
    await joinAs(company, asha, 'staff');
    expect(refusal(await answer(asha.idToken, invitation.invitation_id, 'accept'))).toEqual({
      status: 409,
      message: 'You are already a member of Verma Medical Stores',
    });
    const members = dataOf<Member[]>(await api.get(`/api/v1/company/members?company_id=${company._id}`, owner.idToken));
    expect(members.find((member) => member.email === asha.email)?.role).toBe('staff');
  });
});

describe("the owner's plan", () => {
  it('must still have a team when the invitation is accepted (402), and the invitation waits for it', async () => {
    const { asha, invitation } = await invitedAsha();
    await setPlan(owner, 'starter', 'active', { period: DAY_MS });
    try {
      expect(refusal(await answer(asha.idToken, invitation.invitation_id, 'accept'))).toEqual({
        status: 402,
        message: "The Starter plan of this company's owner has no team: you can accept once they upgrade on /pricing",
      });
      expect(await companiesOf(asha)).toEqual([]);
      expect((await invitationTo(owner, company._id, asha.email)).status).toBe('pending');
    } finally {
      await setPlan(owner, 'professional', 'trialing', { trial: 14 * DAY_MS });
    }
    expect((await answer(asha.idToken, invitation.invitation_id, 'accept')).status).toBe(200);
  });
});

describe('only a verified address is linked', () => {
  it('an account that took the address without proving it is neither told, shown nor joined', async () => {
    const [mallory, victim] = [await signUpUser({ givenName: 'Mallory' }), `asha-${Date.now()}@example.in`];
    const token = await takeUnverifiedAddress(mallory, victim);
    expect(claimsOf(token)).toMatchObject({ email: victim, email_verified: false });
    expect((await api.post(INVITE, owner.idToken, invitationBody(company._id, victim))).status).toBe(201);
    await deliveredInvitation(victim, company._id);

    const notices = dataOf<{ docs: { title: string }[] }>(await api.get('/api/v1/user/notifications', token));
    expect(notices.docs.map((notice) => notice.title)).not.toContain('Invitation to Verma Medical Stores');
    // The worker found Mallory's account by the address and made none: no temporary password was mailed.
    expect((await mailsTo(victim)).map((mail) => mail.subject)).not.toContain(
      'You are invited to Verma Medical Stores on Hisaab',
    );
    expect(await myInvitations(token)).toEqual([]);
    const { invitation_id: id } = await invitationTo(owner, company._id, victim);
    expect(refusal(await answer(token, id, 'accept'))).toEqual({ status: 404, message: 'Invitation not found' });
    expect(refusal(await answer(token, id, 'decline'))).toEqual({ status: 404, message: 'Invitation not found' });
    expect(await companiesOf({ ...mallory, idToken: token })).toEqual([]);
    expect((await invitationTo(owner, company._id, victim)).status).toBe('pending');
  });

  it('a confirmed sign-up has a verified address, as in Cognito', async () => {
    const ravi = await signUpUser();
    expect(claimsOf(ravi.idToken)).toMatchObject({ email: ravi.email, email_verified: true });
  });
});

describe('foreign invitations', () => {
  it("are 404 to another company's owner and to another person, and leave the invitation as it was", async () => {
    const { asha, invitation } = await invitedAsha();
    const { invitation_id: id } = await invitationTo(owner, company._id, asha.email);
    const vikram = await signUpUser({ givenName: 'Vikram', familyName: 'Sharma' });
    const theirs = await companyOf(vikram, 'tax off', 'Sharma Distributors');

    const throughTheirs = await api.delete(
      `/api/v1/company/invitations/${id}?company_id=${theirs._id}`,
      vikram.idToken,
    );
    expect(refusal(throughTheirs)).toEqual({ status: 404, message: 'Invitation not found' });
    const throughOurs = await api.delete(`/api/v1/company/invitations/${id}?company_id=${company._id}`, vikram.idToken);
    expect(refusal(throughOurs)).toEqual({ status: 404, message: 'Company not found' });
    const listOurs = await api.get(`/api/v1/company/invitations?company_id=${company._id}`, vikram.idToken);
    expect(refusal(listOurs)).toEqual({ status: 404, message: 'Company not found' });
    expect(await api.get(`/api/v1/company/invitations?company_id=${theirs._id}`, vikram.idToken)).toMatchObject({
      status: 200,
      body: { data: [] },
    });

    for (const reply of ['accept', 'decline'] as const) {
      expect(refusal(await answer(vikram.idToken, invitation.invitation_id, reply))).toEqual({
        status: 404,
        message: 'Invitation not found',
      });
    }
    expect(await myInvitations(vikram.idToken)).toEqual([]);
    expect((await invitationTo(owner, company._id, asha.email)).status).toBe('pending');
  });

  it('an invitation from a company deleted since is neither listed nor accepted', async () => {
    const vikram = await signUpUser({ givenName: 'Vikram', familyName: 'Sharma' });
    const closing = await companyOf(vikram, 'tax off', 'Sharma Distributors');
    const asha = await signUpUser({ givenName: 'Asha', familyName: 'Verma' });
    await api.post(INVITE, vikram.idToken, invitationBody(closing._id, asha.email));
    const { invitation_id: id } = await invitationTo(vikram, closing._id, asha.email);
    expect((await api.delete(`/api/v1/auth/delete/user/company/${closing._id}`, vikram.idToken)).status).toBe(200);
    expect(await myInvitations(asha.idToken)).toEqual([]);
    expect(refusal(await answer(asha.idToken, id, 'accept'))).toEqual({ status: 404, message: 'Company not found' });
    expect(await companiesOf(asha)).toEqual([]);
  });
});
