import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';
import { signInAt } from './kit';
import { MAIN_PAGES, seriousViolations } from './phone-checks';

/**
 * Issue 31: axe finds nothing serious or critical on a laptop screen either (the phone sweep in
 * phone.test.ts holds the same rule at 360 px). Read on the demo pharmacy, whose pages all have
 * something in them, at 1366 x 768, the commonest laptop screen in India.
 */
const stack = inject('e2eStack');
let browser: Browser;
let page: Page;

beforeAll(async () => {
  const demo = stack.demo;
  if (!demo) throw new Error('the e2e stack seeds the demo account');
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
  await signInAt(page, stack.webUrl, '/login', demo.email, demo.password);
  await page.getByText('Verma Medical Stores').first().waitFor();
});
afterAll(() => browser.close());

/** Shows a page once its heading is up and its lists have loaded. */
async function visit(path: string) {
  await page.goto(`${stack.webUrl}${path}`);
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.locator('main [data-slot=skeleton]').first().waitFor({ state: 'detached' });
}

describe('the app at 1366 px', () => {
  it('passes axe (nothing serious or critical) on the main pages and an invoice', async () => {
    const problems: string[] = [];
    await visit('/invoices');
    const invoice = await page.getByRole('link', { name: /^SI\// }).first().getAttribute('href');
    for (const path of [...MAIN_PAGES, invoice ?? '/invoices']) {
      await visit(path);
      for (const v of await seriousViolations(page))
        problems.push(`${path}: ${v.id} (${v.impact}) ${v.targets.join(' | ')}`);
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
