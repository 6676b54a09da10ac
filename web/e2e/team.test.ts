import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';
import {
  createCompany,
  desktopPage,
  freshPage,
  pickFrom,
  signUpAndIn,
  toastOn,
  yearTag,
  type SignedInUser,
} from './kit';
import { clashes, phonePage, seriousViolations, sidewaysOverflow } from './phone-checks';

/**
 * Issue 20's journey: Meena owns Iyer Medicals and invites Ravi as Staff from the Settings tab;
 * Ravi signs in with the e-mailed temporary password, chooses his own, accepts the invitation
 * (issue 31), sells, and cannot open reports. Asha, who has an account, is told in her bell and
 * joins by accepting; Kiran declines on his phone. When Meena's trial ends, Ravi's next invoice is
 * refused with the way to /pricing, and Meena's reports still open.
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

/** The same picture at a laptop's 1366 px, the desktop width the screens are checked at. */
async function laptopScreenshot(page: Page, name: string) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1366, height: 768 });
  await screenshot(page, name);
  if (size) await page.setViewportSize(size);
}

/** Meena invites an address in a role from the Settings tab's Team block. */
async function invite(page: Page, name: string, email: string, role: 'Staff' | 'Accountant' | 'Viewer') {
  await page.goto(`${stack.webUrl}/account`);
  await page.getByRole('tab', { name: 'Settings' }).click();
  const form = page.getByRole('form', { name: 'Invite a member' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: role, exact: true }).click();
  await form.getByRole('button', { name: 'Invite' }).click();
  await toastOn(page)(`Invitation sent to ${email}`);
}

/** The row of an invitation on the owner's Team block. */
const invitationRow = (page: Page, email: string) =>
  page.getByRole('list', { name: 'Invitations' }).getByRole('listitem').filter({ hasText: email });

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
  await pickFrom(page.getByRole('combobox', { name: 'Customer', exact: true }).first(), 'Sharma', /Sharma Traders/);
  await page.getByRole('button', { name: 'Add Items' }).click();
  const item = page.getByRole('dialog', { name: 'Add Item' });
  await pickFrom(item.getByRole('combobox', { name: 'Item' }), 'Cough', /Cough Syrup/);
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

describe('a team: the owner invites, the invited accept or decline; Staff sell but do not see reports', () => {
  it('Meena invites Ravi as Staff from the Settings tab: the invitation waits for him; she sees her trial', async () => {
    await owner.goto(`${stack.webUrl}/account`);
    await owner.getByRole('tab', { name: 'Settings' }).click();
    await owner.getByText('Free trial: 14 days left').waitFor();
    await invite(owner, 'Ravi Kumar', ravi, 'Staff');
    const row = invitationRow(owner, ravi);
    await row.getByText('Pending').waitFor();
    expect(await row.innerText()).toContain('Staff');
    // Not a member until he accepts: the team is Meena alone.
    expect(await owner.getByRole('list', { name: 'Team members' }).getByRole('listitem').count()).toBe(1);
    await screenshot(owner, 'settings-team-and-plan');
    await laptopScreenshot(owner, 'settings-team-invitations-1366');
  });

  it('Ravi signs in with the e-mailed temporary password, chooses his own, and accepts to start as Staff', async () => {
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

    // The link signs in to the Invitations page, where the invitation waits for his answer.
    await staff.getByRole('heading', { name: 'Invitations', level: 1 }).waitFor();
    const card = staff.getByRole('article', { name: 'Invitation to Iyer Medicals' });
    await card.getByText('Meena invited you to join as Staff.', { exact: false }).waitFor();
    await laptopScreenshot(staff, 'invitations-page-1366');
    await card.getByRole('button', { name: 'Accept' }).click();
    await toastOn(staff)('You have joined Iyer Medicals');
    await staff.getByRole('heading', { name: 'Welcome, Ravi Kumar' }).waitFor();
    await staff.getByRole('heading', { name: 'Iyer Medicals' }).waitFor();
    await staff.getByText('Staff', { exact: true }).first().waitFor();

    // Meena's team now has Ravi, and the invitation is no longer waiting.
    await owner.reload();
    await owner.getByRole('tab', { name: 'Settings' }).click();
    const team = owner.getByRole('list', { name: 'Team members' });
    await team.getByText('Ravi Kumar').waitFor();
    expect(await team.getByRole('combobox', { name: 'Role of Ravi Kumar' }).innerText()).toBe('Staff');
    expect(await owner.getByRole('list', { name: 'Invitations' }).count()).toBe(0);
  });

  it('Meena invites Asha, who has an account: her bell tells her, and she joins as Accountant by accepting', async () => {
    const { page: ashaPage } = await freshPage(browser);
    const asha = await signUpAndIn(ashaPage, stack, 'Asha');
    await invite(owner, 'Asha', asha.email, 'Accountant');

    // The notice comes from the worker after Meena's reply: the bell shows it once it is there.
    const bell = ashaPage.getByRole('button', { name: /^Notifications/ });
    for (const deadline = Date.now() + 20_000; ;) {
      const answered = ashaPage.waitForResponse((response) => response.url().includes('/user/notifications'));
      await ashaPage.reload();
      const { data } = (await (await answered).json()) as { data: { unread: number } };
      if (data.unread === 2) break;
      if (Date.now() > deadline) throw new Error('no invitation notice in the bell');
    }
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications, 2 unread');
    await bell.click();
    const notices = ashaPage.getByRole('dialog');
    await notices.getByText('Invitation to Iyer Medicals').waitFor();
    await notices.getByText('Meena invited you to join as Accountant.', { exact: false }).waitFor();
    await ashaPage.keyboard.press('Escape');

    // Home shows the invitation first; the company menu leads to the Invitations page.
    await ashaPage.getByRole('heading', { name: 'You are invited' }).waitFor();
    await laptopScreenshot(ashaPage, 'home-invited-1366');
    await ashaPage.getByRole('button', { name: 'Switch company' }).click();
    const item = ashaPage.getByRole('menuitem', { name: /Invitations/ });
    expect(await item.innerText()).toContain('1 company invited you');
    await screenshot(ashaPage, 'company-menu-invitations');
    await item.click();
    const card = ashaPage.getByRole('article', { name: 'Invitation to Iyer Medicals' });
    await card.getByRole('button', { name: 'Accept' }).click();
    await toastOn(ashaPage)('You have joined Iyer Medicals');
    await ashaPage.getByRole('button', { name: 'Switch company' }).getByText('Iyer Medicals').waitFor();
    expect(new URL(ashaPage.url()).pathname).toBe('/');

    await owner.reload();
    await owner.getByRole('tab', { name: 'Settings' }).click();
    const team = owner.getByRole('list', { name: 'Team members' });
    await team.getByText(asha.email).waitFor();
    expect(await team.getByRole('combobox', { name: 'Role of Asha' }).innerText()).toBe('Accountant');
    await ashaPage.context().close();
  });

  it('Kiran reads his invitation on a phone and declines it; Meena sees it declined', async () => {
    const kiranPage = await phonePage(browser, errors);
    const kiran = await signUpAndIn(kiranPage, stack, 'Kiran');
    await invite(owner, 'Kiran', kiran.email, 'Viewer');
    await kiranPage.goto(`${stack.webUrl}/invitations`);
    const card = kiranPage.getByRole('article', { name: 'Invitation to Iyer Medicals' });
    await card.waitFor();
    expect(await sidewaysOverflow(kiranPage)).toBe(0);
    expect(await clashes(kiranPage)).toEqual([]);
    expect(await seriousViolations(kiranPage)).toEqual([]);
    await screenshot(kiranPage, 'invitations-page-360');
    await card.getByRole('button', { name: 'Decline' }).click();
    await kiranPage.getByRole('alertdialog').getByRole('button', { name: 'Decline' }).click();
    await toastOn(kiranPage)('Invitation declined');
    await kiranPage.getByRole('heading', { name: 'No invitations' }).waitFor();

    await owner.reload();
    await owner.getByRole('tab', { name: 'Settings' }).click();
    await invitationRow(owner, kiran.email).getByText('Declined', { exact: true }).waitFor();
    const meenaPhone = await phonePage(browser, errors);
    await meenaPhone.goto(`${stack.webUrl}/login`);
    await meenaPhone.getByLabel('Username or Email').fill(meena.email);
    await meenaPhone.getByLabel('Password', { exact: true }).fill(meena.password);
    await meenaPhone.getByRole('button', { name: 'Sign In' }).click();
    await meenaPhone.getByRole('heading', { name: 'Welcome, Meena' }).waitFor();
    await meenaPhone.goto(`${stack.webUrl}/account`);
    await meenaPhone.getByRole('tab', { name: 'Settings' }).click();
    await invitationRow(meenaPhone, kiran.email).waitFor();
    expect(await sidewaysOverflow(meenaPhone)).toBe(0);
    await screenshot(meenaPhone, 'settings-team-invitations-360');
    await Promise.all([kiranPage.context().close(), meenaPhone.context().close()]);
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
