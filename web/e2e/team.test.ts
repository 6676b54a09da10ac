import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';
import { createCompany, desktopPage, freshPage, signUpAndIn, toastOn, yearTag, type SignedInUser } from './kit';

/**
 * Issue 20's journey: Meena owns Iyer Medicals and invites Ravi as Staff from the Settings tab;
 * Ravi signs in with the e-mailed temporary password, chooses his own, sells, and cannot open
 * reports. When Meena's trial ends, Ravi's next invoice is refused with the way to /pricing, and
 * Meena's reports still open.
 */
const stack = inject('e2eStack');
let browser: Browser;
let owner: Page;
let staff: Page;
let meena: SignedInUser;
const errors: string[] = [];
const ravi = `ravi-${Date.now().toString(36)}@example.in`;

/** With E2E_SCREENSHOTS=<dir> (else /tmp/team-journey), a picture for a person to look at. */
async function screenshot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS ?? '/tmp/team-journey';
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

/** The invitation Cognito sent, once it has arrived. */
async function invitation(address: string): Promise<{ subject: string; code: string; link: string }> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await fetch(`${stack.mailboxUrl}?to=${encodeURIComponent(address)}`);
    const mail = ((await response.json()) as { subject: string; code?: string; link?: string }[]).at(-1);
    if (mail?.code && mail.link) return { subject: mail.subject, code: mail.code, link: mail.link };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no invitation to ${address}`);
}

/** A sale of 2 Cough Syrup to Sharma Traders through the invoice form. */
async function sellCoughSyrup(page: Page) {
  await page.getByRole('link', { name: 'Invoices', exact: true }).click();
  await page.getByRole('button', { name: 'Add Sales' }).click();
  await page.getByRole('heading', { name: 'Create Sales Invoice' }).waitFor();
  await page.getByRole('combobox', { name: 'Customer', exact: true }).first().click();
  await page.keyboard.type('Sharma');
  await page
    .getByRole('option', { name: /Sharma Traders/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Add Items' }).click();
  const item = page.getByRole('dialog', { name: 'Add Item' });
  await item.getByRole('combobox', { name: 'Item' }).click();
  await page.keyboard.type('Cough');
  await page
    .getByRole('option', { name: /Cough Syrup/ })
    .first()
    .click();
  await item.getByLabel('Quantity').fill('2');
  await item.getByLabel(/^Rate\*?$/).fill('95');
  await item.getByRole('button', { name: 'Add Item' }).click();
  await item.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Create Invoice' }).click();
}

/** Meena's trial as it stands once its 14 days are over (what the clock would do). */
async function endTrialOf(user: SignedInUser) {
  const [profile] = await user.api<{ _id: string; created_at: string }[]>('GET', '/auth/current/user');
  if (!profile) throw new Error('no profile');
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: stack.dynamodb.endpoint,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  const yesterday = new Date(Date.now() - 86_400_000).toISOString();
  await client.send(
    new PutCommand({
      TableName: stack.dynamodb.tableName,
      Item: {
        pk: `USER#${profile._id}`,
        sk: 'SUBSCRIPTION',
        entity: 'subscription',
        user_id: profile._id,
        plan: 'professional',
        status: 'trialing',
        trial_ends_at: yesterday,
        current_period_end: null,
        updated_at: yesterday,
      },
    }),
  );
  client.destroy();
}

beforeAll(async () => {
  browser = await launchBrowser();
  // Refused requests (403 for reports, 402 past the trial) are logged by the browser: expected here.
  owner = await desktopPage(browser, errors, (text) => !/\b(402|403|404)\b/.test(text));
  meena = await signUpAndIn(owner, stack, 'Meena');
  await createCompany(owner, 'Iyer Medicals', '27AAPFU0939F1ZV');
  const [company] = await meena.api<{ _id: string }[]>('GET', '/user/company');
  await meena.api('POST', '/product/create/product', {
    company_id: company?._id,
    stock_item_name: 'Cough Syrup 100 ml',
    unit: 'BTL',
    hsn_code: '30049011',
    tax_rate: '12',
    nature_of_goods: 'Goods',
    taxability: 'Taxable',
    opening_balance: '100',
    opening_rate: '60',
  });
  await meena.api('POST', '/ledger/create', {
    company_id: company?._id,
    name: 'Sharma Traders',
    parent: 'Debtors',
    mailing_country: 'India',
    mailing_state: 'Maharashtra',
  });
});
afterAll(() => browser.close());

describe('a team: the owner invites Staff, who sells but does not see reports', () => {
  it('Meena invites Ravi as Staff from the Settings tab and sees her trial', async () => {
    await owner.goto(`${stack.webUrl}/account`);
    await owner.getByRole('tab', { name: 'Settings' }).click();
    await owner.getByText('Free trial: 14 days left').waitFor();
    const form = owner.getByRole('form', { name: 'Invite a member' });
    await form.getByLabel('Name').fill('Ravi Kumar');
    await form.getByLabel('Email').fill(ravi);
    await form.getByRole('button', { name: 'Invite' }).click();
    await toastOn(owner)(`Invitation sent to ${ravi}`);
    const team = owner.getByRole('list', { name: 'Team members' });
    await team.getByText('Ravi Kumar').waitFor();
    expect(await team.getByRole('combobox', { name: 'Role of Ravi Kumar' }).innerText()).toBe('Staff');
    await screenshot(owner, 'settings-team-and-plan');
  });

  it('Ravi signs in with the e-mailed temporary password, chooses his own and starts as Staff', async () => {
    const mail = await invitation(ravi);
    expect(mail.subject).toBe('You are invited to Iyer Medicals on Hisaab');
    ({ page: staff } = await freshPage(browser));
    await staff.goto(mail.link);
    expect(await staff.getByLabel('Username or Email').inputValue()).toBe(ravi);
    await staff.getByLabel('Password', { exact: true }).fill(mail.code);
    await staff.getByRole('button', { name: 'Sign In' }).click();
    await staff.getByText('Welcome! Choose your own password to finish signing in.').waitFor();
    await screenshot(staff, 'first-sign-in');
    await staff.getByLabel('New Password').fill('Ravi@Books2026');
    await staff.getByRole('button', { name: 'Set Password and Sign In' }).click();
    await staff.getByRole('heading', { name: 'Welcome, Ravi Kumar' }).waitFor();
    await staff.getByRole('heading', { name: 'Iyer Medicals' }).waitFor();
    await staff.getByText('Staff', { exact: true }).first().waitFor();
  });

  it('Ravi creates a sales invoice, and cannot open reports', async () => {
    await sellCoughSyrup(staff);
    await toastOn(staff)('🎉 Invoice created successfully!');
    // The buttons are the role's: sales and receipts, no purchases, payments or new ledgers.
    await staff.getByRole('heading', { name: 'Invoices Directory' }).waitFor();
    expect(await staff.getByRole('button', { name: 'Add Sales' }).count()).toBe(1);
    expect(await staff.getByRole('button', { name: 'Add Purchase' }).count()).toBe(0);
    await staff.getByRole('link', { name: 'Customers', exact: true }).click();
    await staff.getByRole('heading', { name: 'Customers', level: 1 }).waitFor();
    expect(await staff.getByRole('button', { name: 'Add Debtors' }).count()).toBe(0);
    const menu = await staff.getByRole('navigation', { name: 'Main' }).getByRole('link').allInnerTexts();
    expect(menu).toContain('Invoices');
    expect(menu).not.toContain('Reports');
    await staff.goto(`${stack.webUrl}/reports`);
    await staff.getByRole('heading', { name: 'Welcome, Ravi Kumar' }).waitFor();
    expect(new URL(staff.url()).pathname).toBe('/');
  });

  it("Meena sees Ravi's invoice and its history names him", async () => {
    await owner.getByRole('link', { name: 'Invoices', exact: true }).click();
    await owner.getByRole('link', { name: `SI/${yearTag()}/0001` }).click();
    await owner.getByText('Created by Ravi Kumar').waitFor();
  });

  it("past the owner's trial a new invoice is refused with the way to /pricing; the reports still open", async () => {
    await endTrialOf(meena);
    await sellCoughSyrup(staff);
    await toastOn(staff)(
      "The free trial of this company's owner has ended: they can choose a plan on /pricing to add new vouchers. The books stay readable and exportable.",
    );
    await staff.getByRole('button', { name: 'See plans' }).waitFor();
    await screenshot(staff, 'refused-past-the-trial');

    await owner.getByRole('link', { name: 'Reports', exact: true }).click();
    await owner.getByRole('heading', { name: 'Reports and Analytics', level: 1 }).waitFor();
    await owner.goto(`${stack.webUrl}/account`);
    await owner.getByRole('tab', { name: 'Settings' }).click();
    await owner.getByText('Trial ended').waitFor();
    await owner
      .getByText(
        'Your free trial has ended: choose a plan on /pricing to add new vouchers. The books stay readable and exportable.',
      )
      .waitFor();
    expect(errors).toEqual([]);
  });
});
