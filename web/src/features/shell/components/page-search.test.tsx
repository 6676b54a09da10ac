import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileText, Package } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/router';
import type { NavItem } from '../nav-items';
import { PageSearch } from './page-search';

const ITEMS: NavItem[] = [
  { path: '/invoices', label: 'Invoices', icon: FileText, to: '/invoices' },
  { path: '/products', label: 'Products', icon: Package, to: '/products' },
];

const box = () => screen.getByRole('combobox', { name: 'Search' });
/** The list the box names in aria-controls, looked up as assistive technology would. */
const controlledList = () => document.getElementById(box().getAttribute('aria-controls') ?? '');

describe("the header's page search (spec 2.8)", () => {
  it('names a list that is in the page, hidden until something is typed (valid ARIA, issue 31)', async () => {
    await renderWithRouter(<PageSearch items={ITEMS} />);
    expect(controlledList()).not.toBeNull();
    expect(controlledList()).not.toBeVisible();
  });

  it('finds the pages whose name matches what is typed, and Escape empties the box', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<PageSearch items={ITEMS} />);
    await user.type(box(), 'inv');
    expect(controlledList()).toBeVisible();
    expect(screen.getByRole('option', { name: 'Invoices' })).toBeVisible();
    expect(screen.queryByRole('option', { name: 'Products' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(box()).toHaveValue('');
    expect(controlledList()).not.toBeVisible();
  });

  it('opens the page clicked (the click does not first take the list away) and empties the box', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<PageSearch items={ITEMS} />);
    await user.type(box(), 'prod');
    await user.click(screen.getByRole('option', { name: 'Products' }));
    expect(box()).toHaveValue('');
    expect(controlledList()).not.toBeVisible();
  });

  it('says so when no page matches', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<PageSearch items={ITEMS} />);
    await user.type(box(), 'gstr');
    expect(screen.getByText('No page found.')).toBeVisible();
  });
});
