import type { Page } from 'playwright-core';
import type { StackInfo } from '../../infra/local/stack-info';
import { pointHandlersAt } from '../../infra/local/stack-env';
import { totpCode } from '../../functions/test/totp';

/**
 * Issue 31: administrators in browser tests. Made as `npm run make-admin` makes them (the same
 * code, pointed at the test stack), then signed in at /admin, where they set up an authenticator.
 */
export async function makeAdministrator(stack: StackInfo, email: string) {
  pointHandlersAt(stack);
  const { setAdministrator } = await import('../../functions/src/lib/admin/administrators');
  const { OPERATOR } = await import('../../functions/src/lib/admin/admin-audit');
  await setAdministrator(email, true, OPERATOR);
}

/** The setup key the page shows, as an authenticator app takes it (without the spaces). */
export const setupKeyOn = async (page: Page) => (await page.getByLabel('Setup key').innerText()).replace(/\s/g, '');

/**
 * An administrator's first sign-in at /admin, after the password: the authenticator set up from
 * the key on the page, then the sign-in again with a code. Returns the key, for later sign-ins.
 */
export async function setUpAuthenticator(page: Page): Promise<string> {
  await page.getByText('Set up two-factor authentication').waitFor();
  const secret = await setupKeyOn(page);
  await page.getByLabel('Authentication Code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify and Turn On' }).click();
  await enterCode(page, secret);
  return secret;
}

/** Answers the sign-in's code step with the authenticator's current code. */
export async function enterCode(page: Page, secret: string) {
  // The code step's own button first: the setup screen before it has a code field too.
  const verify = page.getByRole('button', { name: 'Verify and Sign In' });
  await verify.waitFor();
  await page.getByLabel('Authentication Code').fill(totpCode(secret));
  await verify.click();
}
