import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import type { StackInfo } from '../../infra/local/stack-info';

/**
 * What browser tests share: signing a new user up and in the way a person does, making a company,
 * calling the API as that user (to seed what other screens make), and reading the page.
 */

/** India's date today (YYYY-MM-DD), as the API and the date pickers read it. */
export const indianToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

/** The financial-year part of this year's voucher numbers: '26-27' for FY 2026-27. */
export function yearTag(): string {
  const [year, month] = indianToday().split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${String(start % 100).padStart(2, '0')}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * Waits (30 s) for a toast. When it does not come, the failure says what the page showed instead:
 * its address, every toast that came and went meanwhile, the fields marked invalid and the buttons
 * disabled (a save still "Processing..." is a request that never came back); so a CI log alone
 * tells why.
 */
export const toastOn = (page: Page) => async (text: string) => {
  // The first visible one: a toast on its way out may still hold the same words, hidden.
  const wanted = page.getByText(text, { exact: true }).filter({ visible: true }).first();
  const shown = new Set<string>();
  const deadline = Date.now() + 30_000;
  while (!(await wanted.isVisible())) {
    for (const toast of await page.locator('[data-sonner-toast]').allInnerTexts()) shown.add(toast.trim());
    if (Date.now() > deadline) {
      const invalid = await page.locator('[aria-invalid="true"]').evaluateAll((fields) =>
        fields.map((field) => {
          const name = field.getAttribute('aria-label') ?? field.id;
          return field instanceof HTMLInputElement ? `${name}=${JSON.stringify(field.value)}` : name;
        }),
      );
      const disabled = await page.locator('button:disabled').allInnerTexts();
      const seen = [
        `at ${page.url()}`,
        `toasts ${JSON.stringify([...shown])}`,
        `invalid fields ${JSON.stringify(invalid)}`,
        `disabled buttons ${JSON.stringify(disabled.map((label) => label.trim()).filter(Boolean))}`,
      ].join(', ');
      throw new Error(`no toast "${text}" in 30 s (${seen})`);
    }
    await page.waitForTimeout(200);
  }
};

/**
 * Chooses in a searchable picker: opens it, types into its own search box and clicks the option.
 * The search box is filled by locator, not by the keyboard: on a busy machine the list can open
 * after the first keys, which would then land on whatever held the focus.
 */
export async function pickFrom(picker: Locator, search: string, option: string | RegExp) {
  await picker.click();
  const page = picker.page();
  await page.locator('[data-radix-popper-content-wrapper] [cmdk-input]').fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

export async function cellTexts(row: Locator): Promise<string[]> {
  await row.waitFor();
  return (await row.getByRole('cell').allInnerTexts()).map((text) => text.trim());
}

/** The e-mail Cognito sent to an address (the local stack keeps them), once it has arrived. */
async function verificationLink(stack: StackInfo, address: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const response = await fetch(`${stack.mailboxUrl}?to=${encodeURIComponent(address)}`);
    const link = ((await response.json()) as { link?: string }[]).at(-1)?.link;
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${address}`);
}

export interface SignedInUser {
  email: string;
  password: string;
  /** Calls the API as this user; throws with the server's message on failure. */
  api: <T>(method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<T>;
}

/** Signs up through the form, follows the e-mailed link, and signs in. */
export async function signUpAndIn(page: Page, stack: StackInfo, firstName: string): Promise<SignedInUser> {
  const email = `${firstName.toLowerCase()}-${randomUUID().slice(0, 8)}@example.in`;
  const password = 'Journey@2026';
  await page.goto(`${stack.webUrl}/signup`);
  await page.getByLabel('First Name').fill(firstName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone Number').fill('9820012345');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/login**');
  await page.goto(await verificationLink(stack, email));
  await page.getByRole('link', { name: 'Go to Login' }).click();
  await page.getByLabel('Username or Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByText(`Welcome, ${firstName}`).waitFor();
  const api = async <T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const auth = await fetch(stack.cognito.endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: stack.cognito.userPoolClientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    });
    const token = ((await auth.json()) as { AuthenticationResult: { IdToken: string } }).AuthenticationResult.IdToken;
    const response = await fetch(`${stack.apiUrl}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await response.json()) as { success: boolean; message?: string; data: T };
    if (!envelope.success) throw new Error(`${method} ${path}: ${envelope.message ?? response.status}`);
    return envelope.data;
  };
  return { email, password, api };
}

/** Creates a company in Maharashtra from the company switcher; with a GSTIN, tax is on. */
export async function createCompany(page: Page, name: string, gstin?: string) {
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await page.getByRole('button', { name: 'Switch company' }).click();
  await page.getByRole('menuitem', { name: /Add Company/ }).click();
  const form = page.getByRole('dialog', { name: 'Create Company' });
  await form.getByLabel('Company name').fill(name);
  await form.getByLabel('State / Province').click();
  await page.locator('[data-radix-popper-content-wrapper] [cmdk-input]').fill('Maharashtra');
  await page.getByRole('option', { name: 'Maharashtra', exact: true }).click();
  if (gstin) await form.getByLabel('Tax number (TIN / GSTIN)').fill(gstin);
  await form.getByRole('button', { name: 'Create Company' }).click();
  await toastOn(page)('Company Details successfully created! 🎉');
  await page.getByRole('heading', { name }).waitFor();
}

/**
 * A desktop-sized page that records its uncaught errors in `errors`, and its console errors too
 * when `recordConsole` accepts their text.
 */
export async function desktopPage(
  browser: Browser,
  errors: string[],
  recordConsole?: (text: string) => boolean,
): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  if (recordConsole) {
    page.on('console', (message) => {
      if (message.type() === 'error' && recordConsole(message.text())) errors.push(message.text());
    });
  }
  return page;
}

export interface InvoiceBody {
  company_id: string;
  voucher_type: 'Sales' | 'Purchase';
  party_name_id: string;
  items: { item_id: string; quantity: number; rate: number | string; tax_rate?: number }[];
  /** The supplier's bill number, for a purchase. */
  voucher_number?: string;
  /** Today in India unless given. */
  date?: string;
  /** When it falls due (YYYY-MM-DD); its date unless given. */
  due_date?: string;
}

/** Posts an invoice through the API as the invoice form does: dated today, with its own Idempotency-Key. */
export const postInvoice = <T = unknown>(api: SignedInUser['api'], body: InvoiceBody, withTax = false) =>
  api<T>(
    'POST',
    withTax ? '/invoices/create/vouchar/tax' : '/invoices/create/vouchar',
    { date: indianToday(), ...body },
    { 'Idempotency-Key': randomUUID() },
  );

/** A page in a fresh browser context of its own (no session carried over), and how to close it. */
export async function freshPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  return { page: await context.newPage(), close: () => context.close() };
}

/** Signs in through the sign-in form at /login, or the administrators' one at /admin. */
export async function signInAt(page: Page, webUrl: string, path: '/login' | '/admin', email: string, password: string) {
  await page.goto(`${webUrl}${path}`);
  await page.getByLabel('Username or Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
