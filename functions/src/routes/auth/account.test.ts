import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import type { Company } from '@app/shared/companies';
import type { UserProfile } from '@app/shared/api/users';
import { getCompany } from '#lib/db/companies';
import { cognitoClient } from '../../../../infra/local/cognito-local';
import { callLocalApi } from '../../../test/api';
import { api, companyInput, dataOf, PNG_BYTES, uploadImage } from '../../../test/fixtures';
import { signUpUser } from '../../../test/users';

const profileOf = async (token: string) => dataOf<UserProfile[]>(await api.get('/api/v1/auth/current/user', token))[0];

async function signIn(email: string, password: string) {
  const { cognito } = inject('stack');
  return cognitoClient(cognito.endpoint).send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: cognito.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
}

describe('POST /api/v1/auth/login (after Cognito sign-in)', () => {
  it('records when, from which device and address the user signed in', async () => {
    const user = await signUpUser();
    const response = await callLocalApi('/api/v1/auth/login?user_type=user', {
      method: 'POST',
      token: user.idToken,
      headers: {
        'user-agent':
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
      },
    });
    expect(response.status).toBe(200);
    const settings = (await profileOf(user.idToken))?.user_settings;
    expect(settings).toMatchObject({ last_login_device: 'Chrome 156 on Linux', last_login_ip: '127.0.0.1' });
    expect(Date.now() - Date.parse(settings?.last_login ?? '')).toBeLessThan(60_000);
  });

  it('refuses the admin sign-in to a user outside the admin group, saying why', async () => {
    const user = await signUpUser();
    const response = await callLocalApi('/api/v1/auth/login?user_type=admin', { method: 'POST', token: user.idToken });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('This account is not an administrator. Please sign in at /login instead.');
  });

  it('admits a member of the admin group to the admin sign-in', async () => {
    const admin = await signUpUser({ admin: true });
    const response = await callLocalApi('/api/v1/auth/login?user_type=admin', { method: 'POST', token: admin.idToken });
    expect(response).toMatchObject({ status: 200, body: { data: { user_type: 'admin' } } });
    expect((await profileOf(admin.idToken))?.user_type).toBe('admin');
  });
});

describe('PUT /api/v1/user/update/{id}', () => {
  it("saves the caller's name, phone and picture", async () => {
    const user = await signUpUser();
    const picture = await uploadImage(user.idToken, PNG_BYTES, 'image/png', 'profile');
    const response = await api.put(`/api/v1/user/update/${user.sub}`, user.idToken, {
      first: 'Ravi',
      last: 'Shankar',
      code: '+91',
      phone: '9123456789',
      image: picture,
    });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('User successfully updated! 🎉');
    expect(await profileOf(user.idToken)).toMatchObject({
      name: { first: 'Ravi', last: 'Shankar' },
      phone: { code: '+91', number: '9123456789' },
      image_key: picture,
    });
  });

  it("answers 404 for another user's id and changes nothing", async () => {
    const [user, other] = [await signUpUser(), await signUpUser({ givenName: 'Other' })];
    const response = await api.put(`/api/v1/user/update/${other.sub}`, user.idToken, { first: 'Mallory' });
    expect(response.status).toBe(404);
    expect((await profileOf(other.idToken))?.name.first).toBe('Other');
  });

  it('keeps the rules: a 10-digit number', async () => {
    const user = await signUpUser();
    const response = await api.put(`/api/v1/user/update/${user.sub}`, user.idToken, { first: 'Ravi', phone: '12345' });
    expect(response).toMatchObject({ status: 400, body: { message: 'Invalid phone number format' } });
  });
});

describe('DELETE /api/v1/auth/delete/user', () => {
  it('stops sign-in at once and removes the profile and the companies the user owned', async () => {
    const user = await signUpUser();
    const company = dataOf<Company>(await api.post('/api/v1/user/create/company', user.idToken, companyInput()));
    const response = await api.delete('/api/v1/auth/delete/user', user.idToken);
    expect(response).toMatchObject({ status: 200, body: { message: 'Account deleted successfully' } });
    await expect(signIn(user.email, user.password)).rejects.toThrow();
    // Refused: 404 while this API's container still trusts the access it read a moment ago, 403
    // once it reads the deleted account's record (within a minute: admin-access.test.ts).
    expect([403, 404]).toContain((await api.get('/api/v1/auth/current/user', user.idToken)).status);
    expect(await getCompany(company._id)).toBeUndefined();
  });
});
