import type { SignUpInput } from '@app/shared/auth/sign-up';
import type { WebConfig } from '@app/shared/web-config';
import type * as CognitoAuth from './cognito-auth';
import { afterPaint } from './after-paint';
import { onDemand, type OnDemand } from './on-demand';

/**
 * The app's sign-in, sign-up and session, in front of Amplify (lib/cognito-auth.ts). Amplify is
 * about 40 KB gzipped, so it loads the first time a page needs Cognito, not with the app: a
 * visitor on the landing page, /pricing or /login downloads it only once they sign in, and a page
 * that only asks whether someone is signed in is answered from storage when nobody ever was
 * (issue 38).
 */

/** Local-storage key of the 'remember me' record (spec: username and user type). */
export const REMEMBER_ME_KEY = 'rememberMe';

export type UserType = 'user' | 'admin';

export interface RememberedLogin {
  username: string;
  user_type: UserType;
}

export function rememberedLogin(): RememberedLogin | undefined {
  const raw = localStorage.getItem(REMEMBER_ME_KEY);
  return raw ? (JSON.parse(raw) as RememberedLogin) : undefined;
}

export function rememberLogin(login: RememberedLogin | undefined) {
  if (login) localStorage.setItem(REMEMBER_ME_KEY, JSON.stringify(login));
  else localStorage.removeItem(REMEMBER_ME_KEY);
}

let settings: (() => Promise<WebConfig>) | undefined;
let cognito: Promise<typeof CognitoAuth> | undefined;

/** Where the user pool is: the settings, or how to get them from /config.json when first needed. */
export function configureAuth(config: OnDemand<WebConfig>) {
  settings = onDemand(config);
  cognito = undefined;
}

/**
 * Starts loading Amplify now: a page that will ask Cognito before it paints (a session held, and
 * no user last known) gets it before the routes' chunks queue up in front of it (issue 38).
 */
export function preloadAuth() {
  void loadCognito().catch(() => undefined);
}

function loadCognito() {
  // Issue 38: a signed-in page painted from the last-known user asks for Cognito as it mounts; the
  // page is drawn first.
  cognito ??= afterPaint()
    .then(() =>
      Promise.all([
        import('./cognito-auth'),
        settings?.() ?? Promise.reject(new Error('configureAuth was not called')),
      ]),
    )
    .then(([module, config]) => {
      module.configure(config, rememberedLogin() !== undefined);
      return module;
    });
  return cognito;
}

/** Where Amplify keeps a session's tokens, under keys named CognitoIdentityServiceProvider.<client>.… */
const TOKEN_KEY_PREFIX = 'CognitoIdentityServiceProvider.';

/**
 * The Cognito session this browser holds, if any: the storage Amplify keeps its tokens in
 * (localStorage when remembered, else sessionStorage) and whose they are (its LastAuthUser).
 */
export function heldSession(): { storage: Storage; owner: string } | undefined {
  for (const storage of [localStorage, sessionStorage]) {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      const owner = key?.startsWith(TOKEN_KEY_PREFIX) && key.endsWith('.LastAuthUser') && storage.getItem(key);
      if (owner) return { storage, owner };
    }
  }
  return undefined;
}

/**
 * Whether this browser holds any Cognito session at all. When it holds none, nobody is signed in,
 * and Amplify need not load to say so. When it holds one, the session may still have lapsed:
 * isSignedIn says.
 */
export const holdsASession = () => heldSession() !== undefined;

export async function isSignedIn(): Promise<boolean> {
  if (!holdsASession()) return false;
  return (await loadCognito()).isSignedIn();
}

/** The ID token for the API (it carries sub, email and cognito:groups), refreshed when due. */
export async function idToken(forceRefresh = false): Promise<string | undefined> {
  if (!holdsASession()) return undefined;
  return (await loadCognito()).idToken(forceRefresh);
}

/** Cognito sign-in (SRP in AWS; see lib/cognito-auth.ts). What the app does next is features/auth/api/sign-in.ts. */
export async function signInWithPassword(input: { username: string; password: string; rememberMe: boolean }) {
  return (await loadCognito()).signInWithPassword(input);
}

/** Answers Cognito's new-password step of the sign-in just started (signInWithPassword). */
export async function setFirstPassword(newPassword: string) {
  return (await loadCognito()).setFirstPassword(newPassword);
}

/** Answers Cognito's TOTP step of the sign-in just started with the authenticator's code (issue 31). */
export async function confirmTotpCode(code: string) {
  return (await loadCognito()).confirmTotpCode(code);
}

/** Sign-up: the e-mail is the username; Cognito e-mails a link to /verify (CustomMessage trigger). */
export async function signUpWithEmail(input: SignUpInput) {
  return (await loadCognito()).signUpWithEmail(input);
}

/** The /verify link's token is the confirmation code. */
export async function verifyEmail(email: string, token: string) {
  return (await loadCognito()).verifyEmail(email, token);
}

/** Cognito e-mails a link to /reset-password carrying the code (CustomMessage trigger). */
export async function sendPasswordResetLink(email: string) {
  return (await loadCognito()).sendPasswordResetLink(email);
}

export async function setNewPassword(input: { email: string; token: string; password: string }) {
  return (await loadCognito()).setNewPassword(input);
}

export async function changePassword(oldPassword: string, newPassword: string) {
  return (await loadCognito()).changePassword(oldPassword, newPassword);
}

/** Whether the signed-in user is an administrator whose session has no second factor (issue 31). */
export async function needsTotpSetup(): Promise<boolean> {
  return (await loadCognito()).needsTotpSetup();
}

/** A new authenticator secret for the signed-in user: the otpauth URI for the QR code, and the secret to type. */
export async function startTotpSetup(account: string) {
  return (await loadCognito()).startTotpSetup(account);
}

/** Confirms the authenticator, makes TOTP the user's MFA and signs out everywhere (lib/cognito-auth.ts). */
export async function finishTotpSetup(code: string) {
  return (await loadCognito()).finishTotpSetup(code);
}

/** Signs out (revoking the refresh token) and forgets the remembered login. */
export async function signOutEverywhere() {
  await (await loadCognito()).signOutEverywhere();
  rememberLogin(undefined);
}

/** Forgets the session in this browser without calling Cognito (used when a refresh has failed). */
export async function forgetSession() {
  if (holdsASession()) await (await loadCognito()).forgetSession();
}
