import { describe, expect, it } from 'vitest';
import { LOWER_ITEMS, navItemsFor } from './nav-items';
import { HOME_PATH, mayOpen } from './route-access';

describe('the pages each role may open (spec 2.7)', () => {
  it("lets an admin open home, account, about, products, a product's page and customers", () => {
    for (const page of ['/', '/account', '/about', '/products', '/products/$id', '/customers']) {
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

  it('gives any other user type only home, account and about', () => {
    for (const userType of ['guest', null] as const) {
      expect(['/', '/account', '/about', '/products', '/invoices'].map((page) => mayOpen(userType, page))).toEqual([
        true,
        true,
        true,
        false,
        false,
      ]);
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
