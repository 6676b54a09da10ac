import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';

const stack = inject('e2eStack');
const demo = stack.demo ?? { email: '', password: '' };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function signIn(page: Page, password: string, rememberMe = false) {
  await page.goto(`${stack.webUrl}/login`);
  await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  await page.getByLabel('Username or Email').fill(demo.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (rememberMe) await page.getByRole('checkbox', { name: 'Remember me for 30 days' }).check();
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** A browser restart: a new context with what survives one (cookies and localStorage, not sessionStorage). */
async function restart(context: BrowserContext) {
  const state = await context.storageState();
  await context.close();
  return browser.newContext({ storageState: state });
}

describe('signing in, in a real browser', () => {
  it("shows the demo user's home page with their name and company", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, demo.password);
    await page.getByText('Welcome, Asha Verma').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('heading', { name: 'Verma Medical Stores' }).waitFor();
    expect(await page.getByRole('button', { name: 'Switch company' }).textContent()).toContain('Verma Medical Stores');
    await context.close();
  });

  it('sends a visitor without a session from an app page to the sign-in page', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${stack.webUrl}/account`);
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('refuses a wrong password and says so', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, 'not-the-password');
    await page.getByText('Incorrect username or password.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it("keeps the session across a browser restart only with 'Remember me'", async () => {
    const remembered = await browser.newContext();
    await signIn(await remembered.newPage(), demo.password, true);
    await remembered.pages()[0]?.getByText('Welcome, Asha Verma').waitFor();
    const afterRestart = await restart(remembered);
    const page = await afterRestart.newPage();
    await page.goto(stack.webUrl);
    await page.getByText('Welcome, Asha Verma').waitFor();
    await afterRestart.close();

    const forgotten = await browser.newContext();
    await signIn(await forgotten.newPage(), demo.password, false);
    await forgotten.pages()[0]?.getByText('Welcome, Asha Verma').waitFor();
    const nextStart = await restart(forgotten);
    const again = await nextStart.newPage();
    await again.goto(`${stack.webUrl}/account`);
    await again.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await nextStart.close();
  });
});
