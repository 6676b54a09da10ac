import { describe, expect, it } from 'vitest';
import type { Company } from '@app/shared/companies';
import type { UserProfile } from '@app/shared/api/users';
import { api, companyInput, dataOf, PNG_BYTES, uploadImage } from '../../../test/fixtures';
import { signUpUser, type TestUser } from '../../../test/users';

const create = async (user: TestUser, name: string) =>
  dataOf<Company>(await api.post('/api/v1/user/create/company', user.idToken, companyInput({ name })));
const profileOf = async (user: TestUser) =>
  dataOf<UserProfile[]>(await api.get('/api/v1/auth/current/user', user.idToken))[0];
const currentCompany = async (user: TestUser) => dataOf<Company[]>(await api.get('/api/v1/user/company', user.idToken));

describe('a user with two companies', () => {
  it('lists both, switches between them, and reads the current one', async () => {
    const user = await signUpUser();
    const first = await create(user, 'Verma Medical Stores');
    const second = await create(user, 'Verma Wholesale');
    expect(dataOf<Company[]>(await api.get('/api/v1/user/all/company', user.idToken)).map((c) => c.name)).toEqual([
      'Verma Medical Stores',
      'Verma Wholesale',
    ]);
    expect((await currentCompany(user))[0]?._id).toBe(second._id);

    const switched = await api.post(`/api/v1/user/settings/switch-company/${first._id}`, user.idToken, {});
    expect(switched.status).toBe(200);
    expect(switched.body.message).toBe('Company changed successfully!');
    expect((await currentCompany(user))[0]?.name).toBe('Verma Medical Stores');
    expect(dataOf<string>(await api.get(`/api/v1/user/entity-name/company/${first._id}`, user.idToken))).toBe(
      'Verma Medical Stores',
    );
  });

  it('edits a company: the new details, and its name and logo in the company list', async () => {
    const user = await signUpUser();
    const company = await create(user, 'Sharma Traders');
    const logo = await uploadImage(user.idToken, PNG_BYTES);
    const response = await api.put(`/api/v1/user/update/company/${company._id}`, user.idToken, {
      ...companyInput({ name: 'Sharma & Sons Traders', tin: '27AAPFU0939F1ZV', image: logo }),
    });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Company Details successfully updated! 🎉');
    expect(dataOf<Company>(response)).toMatchObject({
      name: 'Sharma & Sons Traders',
      company_settings: { features: { enable_tax: true } },
    });
    const [entry] = (await profileOf(user))?.companies ?? [];
    expect(entry?.company_name).toBe('Sharma & Sons Traders');
    expect(entry?.image).toMatch(/^http/);

    // The drawer sends what it shows: a field left out is cleared, and tax goes off with the TIN.
    const cleared = dataOf<Company>(
      await api.put(
        `/api/v1/user/update/company/${company._id}`,
        user.idToken,
        companyInput({ name: 'Sharma & Sons Traders' }),
      ),
    );
    expect(cleared.tin).toBeUndefined();
    expect(cleared.image).toBeNull();
    expect(cleared.company_settings.features.enable_tax).toBe(false);
  });

  it('deletes the current company: it becomes unreachable and the other one becomes current', async () => {
    const user = await signUpUser();
    const kept = await create(user, 'Kept Company');
    const doomed = await create(user, 'Doomed Company');
    const response = await api.delete(`/api/v1/auth/delete/user/company/${doomed._id}`, user.idToken);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ message: 'Company deleted successfully', data: { company_id: kept._id } });
    expect((await currentCompany(user))[0]?._id).toBe(kept._id);
    expect((await profileOf(user))?.companies.map((c) => c.company_id)).toEqual([kept._id]);
    for (const call of [
      api.post(`/api/v1/user/settings/switch-company/${doomed._id}`, user.idToken, {}),
      api.put(`/api/v1/user/update/company/${doomed._id}`, user.idToken, companyInput()),
      api.get(`/api/v1/user/entity-name/company/${doomed._id}`, user.idToken),
      api.delete(`/api/v1/auth/delete/user/company/${doomed._id}`, user.idToken),
    ]) {
      expect((await call).status).toBe(404);
    }
    const last = await api.delete(`/api/v1/auth/delete/user/company/${kept._id}`, user.idToken);
    expect(dataOf<{ company_id: string | null }>(last).company_id).toBeNull();
    expect(await currentCompany(user)).toEqual([]);
  });
});

describe('tenant isolation', () => {
  it("answers 404 to every call on someone else's company, and changes nothing", async () => {
    const owner = await signUpUser();
    const stranger = await signUpUser();
    const company = await create(owner, 'Private Pharma');
    await create(stranger, 'Stranger Stores');
    const calls = [
      api.put(`/api/v1/user/update/company/${company._id}`, stranger.idToken, companyInput({ name: 'Hijacked' })),
      api.post(`/api/v1/user/settings/switch-company/${company._id}`, stranger.idToken, {}),
      api.get(`/api/v1/user/entity-name/company/${company._id}`, stranger.idToken),
      api.delete(`/api/v1/auth/delete/user/company/${company._id}`, stranger.idToken),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(404);
      expect(response.body.success).toBe(false);
    }
    expect(dataOf<Company[]>(await api.get('/api/v1/user/all/company', owner.idToken)).map((c) => c.name)).toEqual([
      'Private Pharma',
    ]);
    expect(dataOf<Company[]>(await api.get('/api/v1/user/all/company', stranger.idToken)).map((c) => c.name)).toEqual([
      'Stranger Stores',
    ]);
    expect((await currentCompany(stranger))[0]?.name).toBe('Stranger Stores');
  });
});

describe('notifications', () => {
  it('greets a new user and tells them when a company is ready; reading them clears the count', async () => {
    const user = await signUpUser();
    await create(user, 'Bell Traders');
    const list = await api.get('/api/v1/user/notifications', user.idToken);
    const { docs, unread } = dataOf<{ docs: { id: string; time: string; title: string }[]; unread: number }>(list);
    expect(docs.map((n) => n.title)).toEqual(['Company created', 'Welcome to Hisaab']);
    expect(unread).toBe(2);
    await api.put('/api/v1/user/notifications/read', user.idToken, {
      notifications: docs.map(({ id, time }) => ({ id, time })),
    });
    expect(dataOf<{ unread: number }>(await api.get('/api/v1/user/notifications', user.idToken)).unread).toBe(0);
  });
});
