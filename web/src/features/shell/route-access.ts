import { can, type Permission, type Role } from '@app/shared/api/permissions';
import type { UserProfile, UserType } from '@app/shared/api/users';
import type { FileRoutesByTo } from '@/routeTree.gen';

/** A page of the app as links name it: '/products', '/products/$id'. */
export type AppPath = keyof FileRoutesByTo;

/**
 * Account and About are for everyone signed in (spec 6); home is where every role lands. Issue 31:
 * so are one's invitations, which need no company.
 */
const EVERYONE = ['/', '/account', '/about', '/invitations'] as const satisfies AppPath[];

/**
 * Spec 2.7 (and 001 §2, §6): the pages each role reaches once signed in. The router refuses any
 * other page (routes/_app.tsx) and the menu offers only these (nav-items.ts). The Summary also
 * needs tax on; that condition is the page's own (it explains itself), not the role's. A user type
 * other than user or admin gets only the pages everyone has: the spec gives it an empty menu.
 */
const PAGES_BY_ROLE: Record<'user' | 'admin', readonly AppPath[]> = {
  // Issue 20: the admin console is the administrators' own.
  admin: [...EVERYONE, '/products', '/products/$id', '/customers', '/console'],
  user: [
    ...EVERYONE,
    '/products',
    '/products/$id',
    '/warehouses',
    '/timeline',
    '/customers',
    '/customers/$customerId',
    '/customers/create/$type',
    '/customers/edit/$type',
    '/transactions',
    '/transactions/create/$type',
    '/transactions/update/$type/$voucherId',
    '/invoices',
    '/invoices/$invoiceId',
    '/invoices/create/$type',
    '/invoices/update/$type/$voucherId',
    // Issue 17: suppliers' bills read into draft purchases.
    '/bills',
    '/bills/$billId',
    '/reports',
    '/summary',
    // Issue 32: the accountant's statements.
    '/accounts',
    // Issue 33: GSTR-3B, reached from Summary beside the GSTR-1 download.
    '/gst-returns',
    '/xyz',
  ],
};

export const pagesFor = (userType: UserType | null): readonly AppPath[] =>
  userType === 'user' || userType === 'admin' ? PAGES_BY_ROLE[userType] : EVERYONE;

/**
 * Whether this user type may open the page whose route path is `path` ('/products/$id'); an index
 * route's full path, '/products/', counts as '/products'.
 */
export function mayOpen(userType: UserType | null, path: string): boolean {
  const page = pageOf(path);
  return pagesFor(userType).some((allowed) => allowed === page);
}

/** A route path as the page lists name it: an index route's '/products/' is '/products'. */
const pageOf = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path) as AppPath;

/**
 * Where the router sends someone from a page their role may not open: home, for every role. Spec
 * 2.7 lists '/' (home) in both roles' tables and 2.2 returns every sign-in to '/', so home is each
 * role's landing page; it needs no company (unlike /products), and it is where they would have
 * been anyway. No error is shown: the page simply is not theirs, as if the menu had no such item.
 */
export const HOME_PATH = '/' satisfies AppPath;

/**
 * Issue 20: pages that need more than a member's view of the books, by what the user's role in the
 * current company must allow. The menu offers them only to those roles (nav-items.ts); an address
 * typed by another sends them home like any page not theirs. The API refuses the calls anyway.
 */
const PAGE_PERMISSIONS: Partial<Record<AppPath, Permission>> = {
  '/timeline': 'reports',
  '/reports': 'reports',
  '/accounts': 'reports',
  '/gst-returns': 'reports',
  '/summary': 'reports',
  '/bills': 'manage_books',
  '/bills/$billId': 'manage_books',
};

/** The user's role in their current company, if they have one. */
export const currentRoleOf = (user: UserProfile): Role | undefined =>
  user.companies.find((company) => company.company_id === user.user_settings.current_company_id)?.role;

/** Whether a role (none: no company yet) may open the page whose route path is `path`. */
export function roleMayOpen(role: Role | undefined, path: string): boolean {
  const permission = PAGE_PERMISSIONS[pageOf(path)];
  return !permission || !role || can(role, permission);
}
