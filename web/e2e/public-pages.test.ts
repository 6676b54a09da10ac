import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';
import { seriousViolations } from './phone-checks';

const stack = inject('e2eStack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A fresh laptop-sized page (1366 x 768) that records console errors and uncaught exceptions. */
async function openPage(path: string) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${stack.webUrl}${path}`);
  return { page, errors, close: () => context.close() };
}

const PAGES = [
  // Signed out, '/' is the landing page.
  { path: '/', heading: 'Empower your business with advanced document handling and insightful billing analysis' },
  { path: '/pricing', heading: 'Plans and Pricing' },
  { path: '/about', heading: 'About Hisaab' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/security', heading: 'Security Policy' },
  { path: '/cookies', heading: 'Cookie Preferences' },
] as const;

async function expectPublicChrome(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  expect(await nav.getByRole('link', { name: 'Pricing' }).isVisible()).toBe(true);
  expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).isVisible()).toBe(true);
}

describe('the public pages, in a real browser', () => {
  for (const { path, heading } of PAGES) {
    it(`${path} shows '${heading}' with the public header and footer, no console errors, nothing serious to axe`, async () => {
      const { page, errors, close } = await openPage(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await expectPublicChrome(page);
      expect(errors).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      await close();
    });
  }

  for (const { path, heading } of [
    { path: '/login', heading: 'Welcome Back' },
    { path: '/signup', heading: 'Create Account' },
  ]) {
    it(`${path} has nothing serious or critical to axe`, async () => {
      const { page, errors, close } = await openPage(path);
      await page.getByRole('heading', { name: heading }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await close();
    });
  }

  it('sends a real enquiry from /contact and thanks the visitor', async () => {
    const { page, errors, close } = await openPage('/contact');
    await page.getByLabel('First name').fill('Asha');
    await page.getByLabel('Email').fill('asha@vermamedical.in');
    await page.getByRole('combobox', { name: 'Industry' }).selectOption('Healthcare');
    await page.getByRole('combobox', { name: 'Query type' }).selectOption('Consultation');
    await page.getByLabel('Message').fill('Please show us batch and expiry tracking for our two pharmacies.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Thank you for contacting us! We will get back to you shortly.').waitFor();
    expect(await page.getByLabel('First name').inputValue()).toBe('');
    expect(errors).toEqual([]);
    await close();
  });

  it('moves between plans and pages through the header', async () => {
    const { page, errors, close } = await openPage('/about');
    await page.getByRole('tab', { name: 'Our Values' }).click();
    await page.getByRole('heading', { name: 'Numbers you can trust' }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
    await page.getByRole('heading', { level: 1, name: 'Plans and Pricing' }).waitFor();
    // The radio itself is visually hidden inside its label, which is what a visitor clicks.
    await page.getByRole('radiogroup', { name: 'Billing period' }).getByText('Monthly').click();
    expect(await page.getByRole('radio', { name: 'Monthly' }).isChecked()).toBe(true);
    await page.getByRole('group', { name: 'Starter' }).getByText('₹100.00').waitFor();
    expect(errors).toEqual([]);
    await close();
  });
});
