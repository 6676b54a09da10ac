import {
  AdminConfirmSignUpCommand,
  AdminGetUserCommand,
  SignUpCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { financialYearStart } from '@app/shared/financial-year';
import { createCompany } from '@app/functions/lib/db/companies';
import { listMemberships } from '@app/functions/lib/db/memberships';
import type { CognitoLocal } from './cognito-local';
import { seedDemoBooks } from './demo-books';
import { seedDemoCatalogue } from './demo-catalogue';

export const DEMO_USER = {
  email: 'demo@hisaab.in',
  password: 'Demo@1234',
  givenName: 'Asha',
  familyName: 'Verma',
  phone: '+919876543210',
} as const;

export const DEMO_COMPANY = {
  name: 'Verma Medical Stores',
  state: 'Maharashtra',
  country: 'India',
  gstin: '27AAPFU0939F1ZV',
} as const;

/**
 * The demo account, made the way a real one is: sign-up, then confirmation, which fires the
 * PostConfirmation trigger (the profile); then a company with a small catalogue. Does nothing that
 * already exists.
 */
export async function seedDemoAccount(cognito: CognitoLocal): Promise<{ created: boolean }> {
  const { client, userPoolId, userPoolClientId } = cognito;
  let userId = await existingUserId(cognito);
  if (!userId) {
    const signUp = await client.send(
      new SignUpCommand({
        ClientId: userPoolClientId,
        Username: DEMO_USER.email,
        Password: DEMO_USER.password,
        UserAttributes: [
          { Name: 'email', Value: DEMO_USER.email },
          { Name: 'given_name', Value: DEMO_USER.givenName },
          { Name: 'family_name', Value: DEMO_USER.familyName },
          { Name: 'phone_number', Value: DEMO_USER.phone },
        ],
      }),
    );
    userId = signUp.UserSub;
    await client.send(new AdminConfirmSignUpCommand({ UserPoolId: userPoolId, Username: DEMO_USER.email }));
  }
  if (!userId) throw new Error('the demo user has no sub');
  if ((await listMemberships(userId)).length > 0) return { created: false };
  const fyStart = financialYearStart();
  const company = await createCompany(userId, {
    name: DEMO_COMPANY.name,
    state: DEMO_COMPANY.state,
    country: DEMO_COMPANY.country,
    financial_year_start: fyStart,
    books_begin_from: fyStart,
    tin: DEMO_COMPANY.gstin,
  });
  const products = await seedDemoCatalogue(company.company_id, userId);
  await seedDemoBooks(company.company_id, userId, products);
  return { created: true };
}

async function existingUserId({ client, userPoolId }: CognitoLocal): Promise<string | undefined> {
  try {
    const user = await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: DEMO_USER.email }));
    return user.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  } catch (error) {
    if (error instanceof UserNotFoundException) return undefined;
    throw error;
  }
}
