import { describe, expect, it } from 'vitest';
import { isActive, navItemsFor } from './nav-items';

const labels = (items: { label: string }[]) => items.map((item) => item.label);
const TAX_ON = { taxEnabled: true };
const TAX_OFF = { taxEnabled: false };

describe('the menu by role (spec 2.8)', () => {
  it('gives users every screen, the Dashboard first, Summary only with tax on', () => {
    expect(labels(navItemsFor('user', TAX_OFF))).toEqual([
      'Dashboard',
      'WareHouse',
      'Timeline',
      'Products',
      'Customers',
      'Invoices',
      'Bills',
      'Transactions',
      'Reports',
      'Accounts',
    ]);
    expect(labels(navItemsFor('user', TAX_ON)).at(-1)).toBe('Summary');
  });

  it('marks the Dashboard active on home only, the others wherever their path is', () => {
    const [dashboard, warehouses] = navItemsFor('user', TAX_OFF);
    if (!dashboard || !warehouses) throw new Error('no menu');
    expect([isActive(dashboard, '/'), isActive(dashboard, '/invoices')]).toEqual([true, false]);
    expect(isActive(warehouses, '/warehouses')).toBe(true);
  });

  it('gives admins Products, Customers and the Admin Console, and other user types nothing', () => {
    expect(labels(navItemsFor('admin', TAX_ON))).toEqual(['Products', 'Customers', 'Admin Console']);
    expect(navItemsFor('user', TAX_ON).map((item) => item.label)).not.toContain('Admin Console');
    expect(navItemsFor('guest', TAX_ON)).toEqual([]);
    expect(navItemsFor(null, TAX_OFF)).toEqual([]);
  });

  it('opens the catalogue, the inventory, the books, the reports and the summary from the menu', () => {
    const items = navItemsFor('user', TAX_ON);
    expect(items.find((item) => item.label === 'Products')?.to).toBe('/products');
    expect(items.find((item) => item.label === 'WareHouse')?.to).toBe('/warehouses');
    expect(items.find((item) => item.label === 'Timeline')?.to).toBe('/timeline');
    expect(items.find((item) => item.label === 'Reports')?.to).toBe('/reports');
    expect(items.find((item) => item.label === 'Bills')?.to).toBe('/bills');
    expect(items.find((item) => item.label === 'Summary')?.to).toBe('/summary');
    expect(items.filter((item) => item.to === undefined)).toEqual([]);
  });

  it("holds back what the user's role in the company may not use (issue 20)", () => {
    const staff = { taxEnabled: true, role: 'staff' as const };
    expect(labels(navItemsFor('user', staff))).toEqual([
      'WareHouse',
      'Products',
      'Customers',
      'Invoices',
      'Transactions',
    ]);
    const viewer = { taxEnabled: true, role: 'viewer' as const };
    expect(labels(navItemsFor('user', viewer))).not.toContain('Bills');
    expect(labels(navItemsFor('user', viewer))).toContain('Reports');
    const accountant = { taxEnabled: true, role: 'accountant' as const };
    expect(navItemsFor('user', accountant)).toEqual(navItemsFor('user', TAX_ON));
  });

  it('highlights an item when the path contains its path', () => {
    const [products] = navItemsFor('admin', TAX_OFF);
    expect(products && isActive(products, '/products/3f1c')).toBe(true);
    expect(products && isActive(products, '/customers')).toBe(false);
  });
});
