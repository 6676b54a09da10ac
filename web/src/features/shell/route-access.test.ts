import { describe, expect, it } from 'vitest';
import { LOWER_ITEMS, navItemsFor } from './nav-items';
import { HOME_PATH, mayOpen, roleMayOpen } from './route-access';

describe('the pages each role may open (spec 2.7)', () => {
  it("lets an admin open home, account, about, products, a product's page and customers", () => {
    for (const page of ['/', '/account', '/about', '/invitations', '/products', '/products/$id', '/customers']) {
      expect(mayOpen('admin', page), page).toBe(true);
    }
  });

  it("refuses an admin the users' books: invoices, transactions, a customer's page, reports", () => {
    for (const page of [
      '/invoices',
      '/invoices/$invoiceId',
      '/invoices/create/$type',
      '/bills',
      '/bills/$billId',
      '/transactions',
      '/customers/$customerId',
      '/customers/create/$type',
      '/warehouses',
      '/timeline',
      '/reports',
      '/summary',
      '/xyz',
    ]) {
      expect(mayOpen('admin', page), page).toBe(false);
    }
  });

  it('lets a user open every page of the app', () => {
    for (const page of [
      '/products/$id',
      '/customers/edit/$type',
      '/invoices/update/$type/$voucherId',
      '/transactions/update/$type/$voucherId',
      '/bills',
      '/bills/$billId',
      '/reports',
      '/summary',
      '/xyz',
    ]) {
      expect(mayOpen('user', page), page).toBe(true);
    }
  });

  it('gives any other user type only home, account, about and their invitations', () => {
    for (const userType of ['guest', null] as const) {
      expect(
        ['/', '/account', '/about', '/invitations', '/products', '/invoices'].map((page) => mayOpen(userType, page)),
      ).toEqual([true, true, true, true, false, false]);
    }
  });

  it("reads an index route's full path, '/invoices/', as its page", () => {
    expect(mayOpen('user', '/invoices/')).toBe(true);
    expect(mayOpen('admin', '/invoices/')).toBe(false);
    expect(mayOpen('admin', '/products/')).toBe(true);
  });

  it('sends a refused visitor home, a page every role may open', () => {
    expect(HOME_PATH).toBe('/');
    expect([mayOpen('user', HOME_PATH), mayOpen('admin', HOME_PATH), mayOpen(null, HOME_PATH)]).toEqual([
      true,
      true,
      true,
    ]);
  });
});

describe('the menu and the router agree', () => {
  it('offers each role only pages it may open, Account and About to all', () => {
    for (const userType of ['user', 'admin', 'guest', null] as const) {
      for (const item of [...navItemsFor(userType, { taxEnabled: true }), ...LOWER_ITEMS]) {
        expect(mayOpen(userType, item.path), `${String(userType)}: ${item.label}`).toBe(true);
      }
    }
  });
});

describe('the pages a role in the company may open (issue 20)', () => {
  it('keeps Staff out of reports, the timeline, the summary and bills, and lets them sell', () => {
    for (const page of ['/reports', '/summary', '/timeline', '/bills', '/bills/$billId']) {
      expect(roleMayOpen('staff', page), page).toBe(false);
    }
    for (const page of ['/', '/invoices', '/invoices/create/$type', '/transactions/create/$type', '/products']) {
      expect(roleMayOpen('staff', page), page).toBe(true);
    }
  });

  it('lets Viewers read reports but not bills, and the others everything', () => {
    expect([roleMayOpen('viewer', '/reports/'), roleMayOpen('viewer', '/bills')]).toEqual([true, false]);
    expect(['owner', 'accountant'].every((role) => roleMayOpen(role as 'owner', '/bills'))).toBe(true);
    expect(roleMayOpen(undefined, '/reports')).toBe(true);
  });
});
