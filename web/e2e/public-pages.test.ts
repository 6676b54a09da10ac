import { createHash } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PRERENDERED_PAGES } from '@app/shared/prerendered-pages';
import { FIRST_PAINT_SCRIPT_HASH } from '../../infra/lib/content-security-policy';
import { appRunning, launchBrowser } from './browser';
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
  // A prerendered page shows before the app runs; its tabs and links act once it does.
  await appRunning(page);
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

const HEADINGS: Record<string, string> = {
  ...Object.fromEntries(PAGES.map(({ path, heading }) => [path, heading])),
  '/login': 'Welcome Back',
  '/signup': 'Create Account',
};

const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, script]) =>
      `'sha256-${createHash('sha256')
        .update(script ?? '')
        .digest('base64')}'`,
  );

/** Whether the page's head asked for the signed-in shell's chunk (a browser holding a session). */
const shellPreloaded = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('link[rel="modulepreload"]')).some((link) =>
      link.getAttribute('href')?.startsWith('/assets/shell-'),
    ),
  );

describe('the prerendered public pages (issue 38)', () => {
  for (const { path } of PRERENDERED_PAGES) {
    it(`${path} comes as HTML with its content, carries only the inline script the CSP allows, and hydrates without a mismatch`, async () => {
      const html = await (await fetch(`${stack.webUrl}${path}`)).text();
      expect(html).toContain(`<div id="root" data-prerendered="${path}">`);
      expect(html).toContain(HEADINGS[path]);
      expect(inlineScriptHashes(html)).toEqual([FIRST_PAINT_SCRIPT_HASH]);

      const { page, errors, close } = await openPage(path);
      // hydrateRoot has taken the page over, and its route's code has settled.
      await appRunning(page);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('#root').getAttribute('data-prerendered')).toBe(path);
      expect(await shellPreloaded(page)).toBe(false);
      expect(errors).toEqual([]);
      await close();
    });
  }

  it("renders a signed-in visitor's page in the app instead of the prerendered one", async () => {
    const { page, errors, close } = await openPage('/about');
    await page.evaluate(() => localStorage.setItem('CognitoIdentityServiceProvider.client.LastAuthUser', 'someone'));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'About Hisaab' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('client-only'))).toBe(true);
    expect(await page.locator('#root').getAttribute('data-prerendered')).toBeNull();
    // The signed-in pages' code comes beside the app's, not after it has run.
    expect(await shellPreloaded(page)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it("answers the app's own paths with the app, not a prerendered page", async () => {
    const html = await (await fetch(`${stack.webUrl}/invoices`)).text();
    expect(html).toContain('<div id="root">');
    expect(html).not.toContain('data-prerendered="');
  });
});

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
