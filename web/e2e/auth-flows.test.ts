import {
  AdminConfirmSignUpCommand,
  CognitoIdentityProviderClient,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { NOT_AN_ADMIN } from '@app/shared/auth/messages';
import { enterCode, makeAdministrator, setUpAuthenticator } from './administrators';
import { appRunning, launchBrowser } from './browser';
import { freshPage, signInAt } from './kit';

const stack = inject('e2eStack');
const demo = stack.demo ?? { email: '', password: '' };
const cognito = new CognitoIdentityProviderClient({
  endpoint: stack.cognito.endpoint,
  region: 'local',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  cognito.destroy();
});

/** An address no other test (or earlier run against the same stack) has used. */
const freshAddress = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;

interface Mail {
  to: string;
  subject: string;
  link: string | undefined;
}

/** The newest mail Cognito "sent" to `address` with this subject; it reaches the outbox within a second. */
async function latestMail(address: string, subject: string): Promise<Mail & { link: string }> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const response = await fetch(`${stack.mailboxUrl}?to=${encodeURIComponent(address)}`);
    const mail = ((await response.json()) as Mail[]).filter((each) => each.subject === subject).at(-1);
    if (mail?.link) return { ...mail, link: mail.link };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no '${subject}' mail reached ${address}`);
}

/** A confirmed account made straight in the local Cognito, as an operator would; optionally an admin. */
async function createAccount(input: { email: string; password: string; first: string; admin?: boolean }) {
  await cognito.send(
    new SignUpCommand({
      ClientId: stack.cognito.userPoolClientId,
      Username: input.email,
      Password: input.password,
      UserAttributes: [
        { Name: 'email', Value: input.email },
        { Name: 'given_name', Value: input.first },
        { Name: 'family_name', Value: 'Tester' },
        { Name: 'phone_number', Value: '+919812345678' },
      ],
    }),
  );
  const UserPoolId = stack.cognito.userPoolId;
  await cognito.send(new AdminConfirmSignUpCommand({ UserPoolId, Username: input.email }));
  if (input.admin) await makeAdministrator(stack, input.email);
}

const newPage = () => freshPage(browser);

const signIn = (page: Page, path: '/login' | '/admin', email: string, password: string) =>
  signInAt(page, stack.webUrl, path, email, password);

/** Signed in: on / with the user's name on screen (whatever the home page shows around it). */
async function expectSignedInHome(page: Page, firstName: string) {
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByText(firstName).first().waitFor();
}

/** With E2E_SCREENSHOTS=<dir>, pictures of the pages for a person to look at (light and dark). */
async function screenshot(page: Page, name: string, { dark = true } = {}) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
  if (!dark) return;
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  // Inputs and buttons fade their colours; let the switch finish.
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(dir, `${name}-dark.png`), fullPage: true });
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

describe('sign-up, verification and password reset, in a real browser', () => {
  it('signs up, verifies the e-mail from its link, signs in and lands home', async () => {
    const email = freshAddress('meera');
    const { page, close } = await newPage();
    await page.goto(`${stack.webUrl}/signup`);
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    await page.getByLabel('First Name').fill('Meera');
    await page.getByLabel('Last Name (optional)').fill('Iyer');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone Number').fill('9812345678');
    await page.getByLabel('Password', { exact: true }).fill('Ledger@2024');
    await page.getByText('Very Strong').waitFor();
    await screenshot(page, 'signup');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.getByText('Account created successfully! 🎉').waitFor();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('verify') === 'sent');
    await page.getByText('Verify your e-mail to finish signing up').waitFor();
    await screenshot(page, 'login-verify-sent');

    const mail = await latestMail(email, 'Verify your e-mail for Hisaab');
    expect(new URL(mail.link).pathname).toBe('/verify');
    await page.goto(mail.link);
    await page.getByRole('heading', { name: 'Email Verified' }).waitFor();
    await page.getByText('Email verified successfully!').waitFor();
    await screenshot(page, 'verify-verified');
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();

    await signIn(page, '/login', email, 'Ledger@2024');
    await expectSignedInHome(page, 'Meera');
    await close();
  });

  it('says a verification link without its code is invalid', async () => {
    const { page, close } = await newPage();
    await page.goto(`${stack.webUrl}/verify?email=${encodeURIComponent(freshAddress('nobody'))}`);
    await page.getByText('Invalid verification link. Please check your email for a valid verification link.').waitFor();
    await screenshot(page, 'verify-invalid');
    await close();
  });

  it('resets a forgotten password from the e-mailed link and is signed in with it', async () => {
    const email = freshAddress('kiran');
    await createAccount({ email, password: 'Old@pass123', first: 'Kiran' });
    const { page, close } = await newPage();
    await page.goto(`${stack.webUrl}/forgot-password`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
    await page.getByText('Password reset link sent to your email!').waitFor();
    await screenshot(page, 'forgot-check-email');

    const mail = await latestMail(email, 'Reset your Hisaab password');
    await page.goto(mail.link);
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await page.getByLabel('New Password', { exact: true }).fill('New@pass2024');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('New@pass2024');
    await page.getByText('Passwords match!').waitFor();
    await screenshot(page, 'reset-password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password reset successfully!').waitFor();
    await expectSignedInHome(page, 'Kiran');

    // Signed in, the signed-out pages send the visitor home.
    for (const path of ['/login', '/admin', '/signup', '/forgot-password']) {
      await page.goto(`${stack.webUrl}${path}`);
      await page.waitForURL((url) => url.pathname === '/');
    }
    await close();

    const fresh = await newPage();
    await signIn(fresh.page, '/login', email, 'Old@pass123');
    await fresh.page.getByText('Incorrect username or password.').waitFor();
    await signIn(fresh.page, '/login', email, 'New@pass2024');
    await expectSignedInHome(fresh.page, 'Kiran');
    await fresh.close();
  });
});

describe('the auth pages on a phone, in a real browser', () => {
  const PAGES = [
    { path: '/login', heading: 'Welcome Back' },
    { path: '/admin', heading: 'Sign in to your Admin Account' },
    { path: '/signup', heading: 'Create Account' },
    { path: '/forgot-password', heading: 'Forgot Password' },
    { path: '/reset-password?email=asha%40example.in&token=123456', heading: 'Reset Password' },
    { path: '/verify', heading: 'Verification Failed' },
  ];

  it('shows each page without the brand panel and without console errors', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    for (const { path, heading } of PAGES) {
      await page.goto(`${stack.webUrl}${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await page.locator('[data-animation-step]').isVisible()).toBe(false);
      await screenshot(page, `phone${new URL(path, stack.webUrl).pathname.replace('/', '-')}`);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the brand panel, in a real browser', () => {
  it('moves one step every 1.5 s: sixToCenter, centerToImage, slide, back', async () => {
    const { page, close } = await newPage();
    await page.goto(`${stack.webUrl}/login`);
    // The prerendered panel is there at once; it moves once the app runs.
    await appRunning(page);
    // The page notes each change with its time, so sampling from here cannot skew the intervals.
    await page.evaluate(() => {
      const panel = document.querySelector('[data-animation-step]');
      const changes: [string | null, number][] = [];
      Object.assign(window, { panelChanges: changes });
      if (panel)
        new MutationObserver(() =>
          changes.push([panel.getAttribute('data-animation-step'), performance.now()]),
        ).observe(panel, { attributes: true, attributeFilter: ['data-animation-step'] });
    });
    for (let step = 0; step < 4; step++) {
      await page.waitForTimeout(1500);
      const now = await page.locator('[data-animation-step]').getAttribute('data-animation-step');
      await screenshot(page, `panel-${step}-${now ?? ''}`, { dark: false });
    }
    // The first tick comes 1.5 s after the app starts the panel, which follows the page's paint.
    await page.waitForFunction(() => (window as unknown as { panelChanges: unknown[] }).panelChanges.length >= 4);
    const changes = await page.evaluate(() => (window as unknown as { panelChanges: [string, number][] }).panelChanges);
    const order = ['sixToCenter', 'centerToImage', 'slide', 'back'];
    const steps = changes.map(([step]) => step);
    expect(steps.length).toBeGreaterThanOrEqual(4);
    const first = order.indexOf(steps[0] ?? '');
    expect(steps).toEqual(steps.map((_, index) => order[(first + index) % order.length]));
    for (let index = 1; index < changes.length; index++) {
      const interval = (changes[index]?.[1] ?? 0) - (changes[index - 1]?.[1] ?? 0);
      expect(interval).toBeGreaterThan(1300);
      expect(interval).toBeLessThan(1700);
    }
    await close();
  });

  it('stays still for visitors who ask for reduced motion', async () => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${stack.webUrl}/login`);
    await page.waitForTimeout(2000);
    expect(await page.locator('[data-animation-step]').getAttribute('data-animation-step')).toBe('back');
    await context.close();
  });
});

describe('the admin sign-in, in a real browser', () => {
  it('refuses a user who is not an administrator and leaves them signed out', async () => {
    const { page, close } = await newPage();
    await page.goto(`${stack.webUrl}/admin`);
    await page.getByRole('heading', { name: 'Sign in to your Admin Account' }).waitFor();
    await page.getByText('You are signing in as an Administrator').waitFor();
    await screenshot(page, 'admin');
    await signIn(page, '/admin', demo.email, demo.password);
    await page.getByText(NOT_AN_ADMIN).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');
    // Still signed out: the sign-in page stays instead of sending the visitor home.
    await page.goto(`${stack.webUrl}/login`);
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await screenshot(page, 'login');
    await close();
  });

  it('has a new administrator set up an authenticator at /admin, then sign in with its codes (issue 31)', async () => {
    const email = freshAddress('admin');
    await createAccount({ email, password: 'Admin@2024', first: 'Devika', admin: true });
    const { page, close } = await newPage();
    await signIn(page, '/admin', email, 'Admin@2024');
    await page.getByText('Set up two-factor authentication').waitFor();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    await screenshot(page, 'admin-totp-setup');
    await page.setViewportSize({ width: 360, height: 780 });
    await screenshot(page, 'admin-totp-setup-phone', { dark: false });
    await page.setViewportSize({ width: 1366, height: 860 });
    const secret = await setUpAuthenticator(page);
    await expectSignedInHome(page, 'Devika');
    await page.getByRole('link', { name: 'Admin Console' }).first().click();
    await page.getByRole('heading', { name: 'Admin Console' }).waitFor();
    await close();

    // Every later sign-in asks for a code; a wrong one is refused.
    const again = await newPage();
    await signIn(again.page, '/admin', email, 'Admin@2024');
    await again.page.getByText('Enter the 6-digit code from your authenticator app.').waitFor();
    await screenshot(again.page, 'admin-totp-code', { dark: false });
    await again.page.getByLabel('Authentication Code').fill('000000');
    await again.page.getByRole('button', { name: 'Verify and Sign In' }).click();
    await again.page.getByText('That code is not right. Enter the code your authenticator app shows now.').waitFor();
    await signIn(again.page, '/admin', email, 'Admin@2024');
    await enterCode(again.page, secret);
    await expectSignedInHome(again.page, 'Devika');
    await again.close();
  });
});
