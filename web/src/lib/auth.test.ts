import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebConfig } from '@app/shared/web-config';
import { configureAuth, idToken, isSignedIn } from './auth';

// Amplify's side, as lib/auth.ts loads it: a session that is there, and a count of loads.
const cognito = vi.hoisted(() => ({
  configure: vi.fn(),
  isSignedIn: vi.fn(() => Promise.resolve(true)),
  idToken: vi.fn(() => Promise.resolve('id-token')),
}));
vi.mock('./cognito-auth', () => cognito);

const SETTINGS = { userPoolId: 'ap-south-1_x', userPoolClientId: 'client', authFlow: 'USER_SRP_AUTH' } as WebConfig;

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.clearAllMocks();
});

describe('the session, and when Amplify is needed (issue 38)', () => {
  it('says nobody is signed in from storage alone when the browser holds no Cognito session', async () => {
    configureAuth(SETTINGS);
    localStorage.setItem('rememberMe', JSON.stringify({ username: 'meena@example.in', user_type: 'user' }));
    await expect(isSignedIn()).resolves.toBe(false);
    await expect(idToken()).resolves.toBeUndefined();
    expect(cognito.configure).not.toHaveBeenCalled();
  });

  it('asks Amplify, configured once, when the browser holds a Cognito session in either storage', async () => {
    configureAuth(SETTINGS);
    sessionStorage.setItem('CognitoIdentityServiceProvider.client.LastAuthUser', 'meena');
    await expect(isSignedIn()).resolves.toBe(true);
    await expect(idToken()).resolves.toBe('id-token');
    // Tokens in sessionStorage: the user did not ask to be remembered.
    expect(cognito.configure).toHaveBeenCalledExactlyOnceWith(SETTINGS, false);
  });
});
