import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';

const stack = inject('e2eStack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The e-mail Cognito sent to an address (the local stack keeps them), once it has arrived. */
async function mailTo(address: string): Promise<{ link?: string }> {
  for (let i = 0; i < 50; i++) {
    const mails = (await (await fetch(`${stack.mailboxUrl}?to=${encodeURIComponent(address)}`)).json()) as {
      link?: string;
    }[];
    const latest = mails.at(-1);
    if (latest) return latest;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${address}`);
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

async function pick(page: Page, label: string, option: string) {
  await page.getByLabel(label).click();
  await page.getByPlaceholder('Search...').fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function createCompany(page: Page, name: string, details: { gstin?: string; logo?: boolean }) {
  await page.getByRole('button', { name: 'Switch company' }).click();
  await page.getByRole('menuitem', { name: /Add Company/ }).click();
  await page.getByRole('heading', { name: 'Create Company' }).waitFor();
  if (details.logo) {
    // A real PNG, made by the browser, so the byte check on the server has something to accept.
    const png = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 8;
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    });
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
    await page.getByRole('img', { name: 'Logo' }).waitFor();
  }
  await page.getByLabel('Company name').fill(name);
  await pick(page, 'State / Province', 'Maharashtra');
  if (details.gstin) await page.getByLabel('Tax number (TIN / GSTIN)').fill(details.gstin.toLowerCase());
  await page.getByRole('button', { name: 'Create Company' }).click();
  await toast(page, 'Company Details successfully created! 🎉');
}

describe('a new user, from sign-up to logout, in a real browser', () => {
  it('signs up, verifies, signs in, creates two companies, switches, edits the profile and logs out', async () => {
    const email = `journey-${randomUUID().slice(0, 8)}@example.in`;
    const page = await (await browser.newContext()).newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(`${stack.webUrl}/signup`);
    await page.getByLabel('First Name').fill('Kavya');
    await page.getByLabel('Last Name (optional)').fill('Menon');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone Number').fill('9845012345');
    await page.getByLabel('Password', { exact: true }).fill('Journey@2026');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/login**');

    const { link } = await mailTo(email);
    expect(link).toContain('/verify?email=');
    await page.goto(link ?? '');
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await page.getByLabel('Username or Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Journey@2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Welcome, Kavya Menon').waitFor();
    await page.getByText('Create your first company').waitFor();

    await createCompany(page, 'Menon Medicals', { gstin: '27AAPFU0939F1ZV', logo: true });
    await page.getByText('TAX Enabled').waitFor();
    expect(await page.getByText('GSTIN 27AAPFU0939F1ZV').isVisible()).toBe(true);
    // The logo, uploaded to S3 and shown from a short-lived URL, heads the company switcher.
    await page.getByRole('button', { name: 'Switch company' }).locator('img').waitFor();

    await createCompany(page, 'Menon Wholesale', {});
    await page.getByRole('heading', { name: 'Menon Wholesale' }).waitFor();

    await page.getByRole('button', { name: 'Switch company' }).click();
    await page.getByRole('menuitem', { name: /Menon Medicals/ }).click();
    await toast(page, 'Company changed successfully!');
    await page.getByText('GSTIN 27AAPFU0939F1ZV').waitFor();

    await page.getByRole('link', { name: 'Account', exact: true }).click();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Last name').fill('Menon-Iyer');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await toast(page, 'User successfully updated! 🎉');
    await page.getByRole('heading', { name: 'Kavya Menon-Iyer' }).waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    await toast(page, 'Logged out successfully!');
    await page.waitForURL(`${stack.webUrl}/`);
    expect(errors).toEqual([]);
  });

  it('keeps the theme choice across a reload', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${stack.webUrl}/login`);
    await page.getByLabel('Username or Email').fill(stack.demo?.email ?? '');
    await page.getByLabel('Password', { exact: true }).fill(stack.demo?.password ?? '');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Welcome, Asha Verma').waitFor();
    await page.locator('header').getByRole('button', { name: 'Colour mode' }).click();
    await page.getByRole('menuitemradio', { name: /Dark/ }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.reload();
    await page.getByText('Welcome, Asha Verma').waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  });
});
