import {
  AdminConfirmSignUpCommand,
  AdminGetUserCommand,
  SignUpCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { performance } from 'node:perf_hooks';
import type { VoucherRecord } from '@app/functions/lib/books/voucher-record';
import { createCompany } from '@app/functions/lib/db/companies';
import { writeSubscription, type SubscriptionRecord } from '@app/functions/lib/db/subscriptions';
import { listMemberships } from '@app/functions/lib/db/memberships';
import { indianDate } from '@app/shared/financial-year';
import type { CognitoLocal } from './cognito-local';
import { seedDemoBooks } from './demo-books';
import { seedDemoCatalogue } from './demo-catalogue';
import { seedDemoLedgers } from './demo-ledgers';
import { planDemoYear } from './demo-plan';
import type { DemoPlan } from './demo-plan-types';

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
  /** Its shop, as its invoices print it (an e-invoice needs the place and pin code: issue 36). */
  address_1: 'Shop 3, Shivaji Market, Laxmi Road',
  address_2: 'Pune',
  pinCode: '411030',
} as const;

/** What seeding the demo company made, and how long it took. */
export interface SeededDemo {
  companyId: string;
  plan: DemoPlan;
  /** Ids by name of the ledgers and products. */
  ledgers: Map<string, string>;
  products: Map<string, string>;
  /** Every voucher as the engine posted it, by the plan's ref. */
  vouchers: Map<string, VoucherRecord>;
  seconds: number;
}

/**
 * The demo pharmacy of `userId`: the company, its catalogue and its books from 1 April to
 * `today` (demo-plan.ts), written through the same code the API runs.
 */
export async function seedDemoCompany(userId: string, today = indianDate()): Promise<SeededDemo> {
  const startedAt = performance.now();
  const plan = planDemoYear(today);
  const company = await createCompany(userId, {
    name: DEMO_COMPANY.name,
    state: DEMO_COMPANY.state,
    country: DEMO_COMPANY.country,
    address_1: DEMO_COMPANY.address_1,
    address_2: DEMO_COMPANY.address_2,
    pinCode: DEMO_COMPANY.pinCode,
    financial_year_start: plan.start,
    books_begin_from: plan.start,
    tin: DEMO_COMPANY.gstin,
  });
  const [products, ledgers] = await Promise.all([
    seedDemoCatalogue(company.company_id, userId, today),
    seedDemoLedgers(company.company_id, userId),
  ]);
  const vouchers = await seedDemoBooks(company.company_id, userId, ledgers, products, plan);
  const seconds = (performance.now() - startedAt) / 1000;
  return { companyId: company.company_id, plan, ledgers, products, vouchers, seconds };
}

/**
 * The demo account is on a paid Professional plan (issue 20), not a trial: a local stack kept for
 * weeks must not lock its demo books 14 days after the first `npm start`. The trial and its end
 * are shown by accounts signed up on the app.
 */
const demoSubscription = (userId: string): SubscriptionRecord => {
  const now = new Date();
  return {
    user_id: userId,
    plan: 'professional',
    status: 'active',
    trial_ends_at: now.toISOString(),
    current_period_end: new Date(now.getTime() + 365 * 86_400_000).toISOString(),
    updated_at: now.toISOString(),
  };
};

/**
 * The demo account, made the way a real one is: sign-up, then confirmation, which fires the
 * PostConfirmation trigger (the profile); then the demo pharmacy with its year of books. Does
 * nothing that already exists, so a second `npm start` keeps the books it seeded.
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
  await writeSubscription(demoSubscription(userId));
  const { vouchers, seconds } = await seedDemoCompany(userId);
  console.log(`Demo pharmacy seeded: ${vouchers.size} vouchers from 1 April to today in ${seconds.toFixed(1)} s.`);
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
