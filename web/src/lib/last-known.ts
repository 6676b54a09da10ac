import { dehydrate, hydrate, type DehydratedState, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { heldSession, holdsASession, isSignedIn } from './auth';

/**
 * The signed-in user and their current company as last read, kept in this browser beside the
 * Cognito tokens (issue 38): a phone opening the app paints its signed-in pages from them at once,
 * before Amplify has loaded, and the layout's queries read them again behind it (they are restored
 * invalidated, so refetched on mount). Mail and chat apps open the same way. They are
 * written whenever those queries succeed and dropped with the query cache (sign-in, sign-out, a
 * failed refresh, a deleted account all clear it), and read back only for the Cognito user who
 * wrote them.
 */

const STORAGE_KEY = 'hisaab.last-known';

/** The queries kept: what the signed-in layout and the home's heading need before anything else. */
const KEPT_QUERIES: readonly (readonly string[])[] = [['current-user'], ['companies', 'current']];

const isKept = ({ queryKey }: { queryKey: QueryKey }) =>
  KEPT_QUERIES.some((key) => key.length === queryKey.length && key.every((part, i) => part === queryKey[i]));

interface LastKnown {
  /** Amplify's LastAuthUser: whose session wrote it. */
  owner: string;
  state: DehydratedState;
}

function forget() {
  localStorage.removeItem(STORAGE_KEY);
  sessionStorage.removeItem(STORAGE_KEY);
}

function write(queryClient: QueryClient) {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => isKept(query) && query.state.status === 'success',
  });
  const holder = heldSession();
  forget();
  if (holder && state.queries.length > 0)
    holder.storage.setItem(STORAGE_KEY, JSON.stringify({ owner: holder.owner, state } satisfies LastKnown));
}

/**
 * Puts the last-known user and company into the cache, when this browser's session wrote them;
 * says whether it did.
 */
export function restoreLastKnown(queryClient: QueryClient): boolean {
  const holder = heldSession();
  const raw = holder?.storage.getItem(STORAGE_KEY);
  try {
    const record = raw ? (JSON.parse(raw) as LastKnown) : undefined;
    if (holder && record?.owner === holder.owner) {
      hydrate(queryClient, record.state);
      // However recent, what was read before this page opened is read again as the page mounts:
      // a reload is how a user asks for what is true now.
      for (const query of queryClient.getQueryCache().findAll()) if (isKept(query)) query.invalidate();
      return true;
    }
  } catch {
    // Not ours to read: forgotten below.
  }
  forget();
  return false;
}

/** Keeps the stored copy in step with the cache's, from now on. */
export function keepLastKnown(queryClient: QueryClient) {
  return queryClient.getQueryCache().subscribe((event) => {
    if (!isKept(event.query)) return;
    if (event.type === 'removed' || (event.type === 'updated' && event.action.type === 'success')) write(queryClient);
  });
}

/**
 * Whether a page may take the user as signed in before it paints (issue 38). A browser holding a
 * session whose user is known here is taken at its word, and the page's first call to the API
 * checks it (a lapsed session ends there: api-client's onUnauthorized). Otherwise Cognito says.
 */
export async function isSignedInAsLastKnown(queryClient: QueryClient) {
  return (holdsASession() && queryClient.getQueryData(['current-user']) !== undefined) || isSignedIn();
}
