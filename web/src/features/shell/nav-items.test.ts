import { describe, expect, it } from 'vitest';
import { isActive, navItemsFor } from './nav-items';

const labels = (items: { label: string }[]) => items.map((item) => item.label);

describe('the menu by role (spec 2.8)', () => {
  it('gives users every screen, the Dashboard first, Summary only with tax on', () => {
    expect(labels(navItemsFor('user', false))).toEqual([
      'Dashboard',
      'WareHouse',
      'Timeline',
      'Products',
      'Customers',
      'Invoices',
      'Bills',
      'Transactions',
      'Reports',
    ]);
    expect(labels(navItemsFor('user', true)).at(-1)).toBe('Summary');
  });

  it('marks the Dashboard active on home only, the others wherever their path is', () => {
    const [dashboard, warehouses] = navItemsFor('user', false);
    if (!dashboard || !warehouses) throw new Error('no menu');
    expect([isActive(dashboard, '/'), isActive(dashboard, '/invoices')]).toEqual([true, false]);
    expect(isActive(warehouses, '/warehouses')).toBe(true);
  });

  it('gives admins Products only, and other user types nothing', () => {
    expect(labels(navItemsFor('admin', true))).toEqual(['Products', 'Customers']);
    expect(navItemsFor('guest', true)).toEqual([]);
    expect(navItemsFor(null, false)).toEqual([]);
  });

  it('opens the catalogue, the inventory, the books, the reports and the summary from the menu', () => {
    const items = navItemsFor('user', true);
    expect(items.find((item) => item.label === 'Products')?.to).toBe('/products');
    expect(items.find((item) => item.label === 'WareHouse')?.to).toBe('/warehouses');
    expect(items.find((item) => item.label === 'Timeline')?.to).toBe('/timeline');
    expect(items.find((item) => item.label === 'Reports')?.to).toBe('/reports');
    expect(items.find((item) => item.label === 'Bills')?.to).toBe('/bills');
    expect(items.find((item) => item.label === 'Summary')?.to).toBe('/summary');
    expect(items.filter((item) => item.to === undefined)).toEqual([]);
  });

  it('highlights an item when the path contains its path', () => {
    const [products] = navItemsFor('admin', false);
    expect(products && isActive(products, '/products/3f1c')).toBe(true);
    expect(products && isActive(products, '/customers')).toBe(false);
  });
});
