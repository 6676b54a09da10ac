import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';
import { financialYearOf } from '@app/shared/financial-year';
import { desktopPage, indianToday, signUpAndIn, toastOn, type SignedInUser } from './kit';

/**
 * Issue 31's journey: Meena, on her trial, opens /pricing from Settings, buys Professional for a
 * year on the checkout page (the local Razorpay's stand-in for Checkout.js), and finds the plan,
 * what it is billed, and its GST tax invoice in Settings, to download. On a phone the same pages
 * hold together.
 */
const stack = inject('e2eStack');
let browser: Browser;
let page: Page;
let meena: SignedInUser;
const errors: string[] = [];

/** With E2E_SCREENSHOTS=<dir> (else /tmp/plans-journey), a picture for a person to look at. */
async function screenshot(name: string, at = page) {
  const dir = process.env.E2E_SCREENSHOTS ?? '/tmp/plans-journey';
  mkdirSync(dir, { recursive: true });
  await at.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

async function openSettings() {
  await page.goto(`${stack.webUrl}/account`);
  await page.getByRole('tab', { name: 'Settings' }).click();
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await desktopPage(browser, errors);
  await page.setViewportSize({ width: 1366, height: 900 });
  meena = await signUpAndIn(page, stack, 'Meena');
});

afterAll(async () => {
  await browser.close();
});

describe('buying a plan through Razorpay Checkout', () => {
  it('offers every plan to buy on /pricing, with what it is charged', async () => {
    await openSettings();
    const plan = page.getByRole('region', { name: 'Choose a plan' });
    await plan.waitFor();
    await page.getByRole('link', { name: 'See plans' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Plans and Pricing' }).waitFor();
    await page.getByText('You are trying Professional free: 14 days left.').waitFor();
    const professional = page.getByRole('group', { name: 'Professional' });
    await professional.getByRole('button', { name: 'Buy Professional' }).waitFor();
    expect(await professional.getByText('₹2,596.00 a year with GST').isVisible()).toBe(true);
    expect(
      await page.getByRole('group', { name: 'Starter' }).getByRole('button', { name: 'Buy Starter' }).isVisible(),
    ).toBe(true);
    await screenshot('pricing-signed-in-1366');
  });

  it('says so when the bank declines, and buys nothing when Checkout is closed', async () => {
    await page.getByRole('group', { name: 'Enterprise' }).getByRole('button', { name: 'Buy Enterprise' }).click();
    const checkout = page.frameLocator('iframe[title="Razorpay Checkout"]');
    await checkout.getByRole('button', { name: 'Fail payment' }).click();
    await toastOn(page)('Your payment could not be completed as it was declined by your bank.');
    await checkout.getByRole('button', { name: 'Cancel' }).click();
    await page.locator('iframe[title="Razorpay Checkout"]').waitFor({ state: 'detached' });
    await page.getByText('You are trying Professional free: 14 days left.').waitFor();
    expect(
      await page.getByRole('group', { name: 'Enterprise' }).getByRole('button', { name: 'Buy Enterprise' }).isEnabled(),
    ).toBe(true);
  });

  it('pays on the checkout page, and the plan counts once the server has checked the payment', async () => {
    const professional = page.getByRole('group', { name: 'Professional' });
    await professional.getByRole('button', { name: 'Buy Professional' }).click();
    const checkout = page.frameLocator('iframe[title="Razorpay Checkout"]');
    await checkout.getByText('Professional, every year').waitFor();
    await screenshot('checkout-1366');
    await checkout.getByRole('button', { name: 'Pay ₹2,596.00' }).click();
    await toastOn(page)('Thank you: you are on the Professional plan.');
    await professional.getByRole('button', { name: 'Your plan' }).waitFor();
    expect(await professional.getByRole('button', { name: 'Your plan' }).isDisabled()).toBe(true);
    await page.getByText(/^You are on Professional, renewing /).waitFor();
  });

  it('shows the plan, what it is billed, and its tax invoice in Settings, to download', async () => {
    await openSettings();
    await page.getByText('Billed').waitFor();
    const settings = page.getByRole('tabpanel', { name: 'Settings' });
    expect(await settings.getByText('₹2,596.00 a year with GST').first().isVisible()).toBe(true);
    expect(await settings.getByText('Active', { exact: true }).isVisible()).toBe(true);
    const invoices = page.getByRole('list', { name: 'Tax invoices' });
    const invoice = invoices.getByRole('listitem');
    await invoice.first().waitFor();
    expect(await invoice.count()).toBe(1);
    const text = await invoice.first().innerText();
    expect(text).toMatch(/HSB\/\d{2}-\d{2}\/\d{6}/);
    expect(text).toContain('CGST + SGST ₹396.00 · place of supply Karnataka (29)');
    expect(text).toContain('₹2,596.00');
    const number = /HSB\/\d{2}-\d{2}\/\d{6}/.exec(text)?.[0] ?? '';
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      invoices.getByRole('button', { name: `Download ${number}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${number.replace(/\//g, '-')}_Hisaab.pdf`);
    await screenshot('settings-billing-1366');
  });

  it("shows the plan's pages of bill reading on the Bills page", async () => {
    // Her company, made as the company drawer makes it (the drawer has its own browser tests).
    await meena.api('POST', '/user/create/company', {
      name: 'Iyer Medicals',
      country: 'India',
      state: 'Maharashtra',
      financial_year_start: `${String(financialYearOf(indianToday()))}-04-01`,
      books_begin_from: `${String(financialYearOf(indianToday()))}-04-01`,
    });
    await page.goto(`${stack.webUrl}/bills`);
    const reading = page.getByRole('region', { name: 'Bill reading this month' });
    await reading.getByText('0 of 50 pages').waitFor();
    expect(await reading.innerText()).toContain('read this month (Professional)');
    await screenshot('bills-allowance-1366');
  });

  it('holds together on a phone', async () => {
    await page.setViewportSize({ width: 360, height: 780 });
    await openSettings();
    await page.getByRole('list', { name: 'Tax invoices' }).waitFor();
    await screenshot('settings-billing-360');
    await page.goto(`${stack.webUrl}/pricing`);
    await page
      .getByRole('group', { name: 'Enterprise' })
      .getByRole('button', { name: 'Switch to Enterprise' })
      .waitFor();
    await screenshot('pricing-signed-in-360');
    await page.goto(`${stack.webUrl}/bills`);
    await page.getByRole('region', { name: 'Bill reading this month' }).waitFor();
    await screenshot('bills-allowance-360');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });
});
