import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { keepLastKnown, restoreLastKnown } from './last-known';

const MEENA = { _id: 'u1', name: { first: 'Meena', last: 'Shah' } };
const COMPANY = { _id: 'c1', name: 'Verma Medical Stores' };
const LAST_AUTH_USER = 'CognitoIdentityServiceProvider.client.LastAuthUser';

/** A session as Amplify keeps it: tokens in localStorage when remembered, else sessionStorage. */
const signInAs = (username: string, storage: Storage = localStorage) => storage.setItem(LAST_AUTH_USER, username);

/** One browser tab's app: its query cache, kept in step with storage from the start. */
function openApp() {
  const queryClient = new QueryClient();
  const restored = restoreLastKnown(queryClient);
  keepLastKnown(queryClient);
  return { queryClient, restored };
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the user and company as last read (issue 38)', () => {
  it('opens the next visit with them, as old as they were', () => {
    signInAs('meena');
    const first = openApp();
    first.queryClient.setQueryData(['current-user'], MEENA);
    first.queryClient.setQueryData(['companies', 'current'], COMPANY);
    first.queryClient.setQueryData(['dashboard', 'c1'], { sales: 1 });
    const readAt = first.queryClient.getQueryState(['current-user'])?.dataUpdatedAt;

    const next = openApp();
    expect(next.restored).toBe(true);
    expect(next.queryClient.getQueryData(['current-user'])).toEqual(MEENA);
    expect(next.queryClient.getQueryData(['companies', 'current'])).toEqual(COMPANY);
    expect(next.queryClient.getQueryState(['current-user'])?.dataUpdatedAt).toBe(readAt);
    // Read again as the page mounts, however recent.
    expect(next.queryClient.getQueryState(['current-user'])?.isInvalidated).toBe(true);
    expect(next.queryClient.getQueryState(['companies', 'current'])?.isInvalidated).toBe(true);
    // Only the user and the company are kept: figures are read afresh.
    expect(next.queryClient.getQueryData(['dashboard', 'c1'])).toBeUndefined();
  });

  it('keeps them beside the tokens: in sessionStorage when the user was not remembered', () => {
    signInAs('meena', sessionStorage);
    openApp().queryClient.setQueryData(['current-user'], MEENA);
    expect(sessionStorage.getItem('hisaab.last-known')).toContain('Meena');
    expect(localStorage.getItem('hisaab.last-known')).toBeNull();
  });

  it('forgets them when the cache is cleared (signing in or out, a failed refresh)', () => {
    signInAs('meena');
    const app = openApp();
    app.queryClient.setQueryData(['current-user'], MEENA);
    app.queryClient.clear();
    expect(localStorage.getItem('hisaab.last-known')).toBeNull();
    expect(openApp().restored).toBe(false);
  });

  it("never shows one user's home to another who signs in on the same browser", () => {
    signInAs('meena');
    openApp().queryClient.setQueryData(['current-user'], MEENA);
    signInAs('ravi');
    const app = openApp();
    expect(app.restored).toBe(false);
    expect(app.queryClient.getQueryData(['current-user'])).toBeUndefined();
    expect(localStorage.getItem('hisaab.last-known')).toBeNull();
  });

  it('restores nothing without a session, and survives a record it cannot read', () => {
    localStorage.setItem('hisaab.last-known', JSON.stringify({ owner: 'meena', state: { queries: [] } }));
    expect(openApp().restored).toBe(false);
    signInAs('meena');
    localStorage.setItem('hisaab.last-known', '{not json');
    expect(openApp().restored).toBe(false);
    expect(localStorage.getItem('hisaab.last-known')).toBeNull();
  });
});
