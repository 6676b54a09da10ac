import { describe, expect, it } from 'vitest';
import { routes } from '@app/shared/api/route-table';
import { successEnvelope } from '@app/shared/api/envelope';
import { financialYearStart } from '@app/shared/financial-year';
import { createCompany } from '#lib/db/companies';
import { callLocalApi } from '../../../test/api';
import { signUpUser } from '../../../test/users';

const envelope = successEnvelope(routes.getCurrentUser.data);

describe('GET /api/v1/auth/current/user', () => {
  it('returns the profile the PostConfirmation trigger created at sign-up', async () => {
    const user = await signUpUser({ givenName: 'Meena', familyName: 'Iyer', phone: '+919845012345' });
    const response = await callLocalApi('/api/v1/auth/current/user', { token: user.idToken });
    expect(response.status).toBe(200);
    const [profile] = envelope.parse(response.body).data;
    expect(profile).toMatchObject({
      _id: user.sub,
      name: { first: 'Meena', last: 'Iyer' },
      email: user.email,
      phone: { code: '+91', number: '9845012345' },
      user_type: 'user',
      companies: [],
      user_settings: { current_company_id: null, permissions: { create_vouchers: true } },
    });
  });

  it("lists the user's companies and the current one", async () => {
    const user = await signUpUser();
    const company = await createCompany(user.sub, {
      name: 'Kumar Pharma',
      state: 'Karnataka',
      country: 'India',
      financial_year_start: '2026-04-01',
      books_begin_from: financialYearStart(),
      tin: '29AAGCB7383J1Z4',
    });
    const response = await callLocalApi('/api/v1/auth/current/user', { token: user.idToken });
    const [profile] = envelope.parse(response.body).data;
    expect(profile?.companies).toEqual([
      {
        _id: company.company_id,
        company_id: company.company_id,
        company_name: 'Kumar Pharma',
        image: null,
        financial_year_start: '2026-04-01',
        role: 'owner',
      },
    ]);
    expect(profile?.user_settings.current_company_id).toBe(company.company_id);
  });

  it('accepts the access token as API Gateway does (client_id instead of aud)', async () => {
    const user = await signUpUser();
    const response = await callLocalApi('/api/v1/auth/current/user', { token: user.accessToken });
    expect(response.status).toBe(200);
    expect(envelope.parse(response.body).data[0]?._id).toBe(user.sub);
  });
});
