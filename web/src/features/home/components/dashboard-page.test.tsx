import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE_PERMISSIONS } from '@app/shared/api/permissions';
import { getDashboard } from '@app/shared/api/routes/dashboard/get-dashboard';
import type { UserProfile } from '@app/shared/api/users';
import type { Company } from '@app/shared/companies';
import type { Dashboard } from '@app/shared/reports/dashboard-docs';
import { ApiError, callApi } from '@/test/api-client-mock';
import { renderWithRouter } from '@/test/router';
import { DashboardPage } from './dashboard-page';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const USER = { name: { first: 'Asha', last: 'Verma' }, email: 'asha@example.in', user_type: 'user' } as UserProfile;
const COMPANY = {
  _id: 'c1',
  name: 'Verma Medical Stores',
  financial_year_start: '2026-04-01',
  tin: '27AAPFU0939F1ZV',
  company_settings: { features: { enable_tax: true } },
  role: 'owner',
  permissions: [...ROLE_PERMISSIONS.owner],
} as Company;

/** The figures of the server's dashboard test (functions/src/routes/dashboard/dashboard.test.ts). */
const BOARD: Dashboard = {
  as_of: '2026-11-26',
  receivables: {
    total: 1714,
    parties: 2,
    ageing: [
      { bucket: '0-30', amount: 354, invoices: 1 },
      { bucket: '31-60', amount: 590, invoices: 1 },
      { bucket: '61-90', amount: 0, invoices: 0 },
      { bucket: '90+', amount: 770, invoices: 1 },
    ],
    on_account: 0,
    overdue: { invoices: 2, amount: 1360 },
  },
  payables: {
    total: 2360,
    parties: 1,
    ageing: [
      { bucket: '0-30', amount: 2360, invoices: 1 },
      { bucket: '31-60', amount: 0, invoices: 0 },
      { bucket: '61-90', amount: 0, invoices: 0 },
      { bucket: '90+', amount: 0, invoices: 0 },
    ],
    on_account: 0,
    overdue: { invoices: 0, amount: 0 },
  },
  overdue_sales: [
    {
      _id: 'si-1',
      voucher_number: 'SI/26-27/0001',
      date: '2026-07-15',
      due_on: '2026-07-22',
      days_overdue: 127,
      party_id: 'bhm',
      party_name: 'Bengaluru Health Mart',
      balance_due: 770,
    },
  ],
  overdue_purchases: [],
  today: { sales: 0, purchases: 2000, collections: 1000, payments: 0 },
  month: { sales: 300, purchases: 2000, collections: 1000, payments: 0 },
  stock: {
    low: 1,
    out: 1,
    items: [{ _id: 'gauze', name: 'Gauze Roll', unit: 'PCS', current_stock: 0, low_stock_alert: null }],
  },
  cash: [{ _id: 'cash', name: 'Cash', group: 'Cash-in-Hand', balance: 1000 }],
  cash_total: 1000,
  bank_total: 0,
  trend: Array.from({ length: 12 }, (_, index) => ({
    month: `20${index < 4 ? '25' : '26'}-${String(((index + 11) % 12) + 1).padStart(2, '0')}`,
    sales: index === 11 ? 300 : 0,
    purchases: index === 11 ? 2000 : 0,
  })),
};

beforeEach(() => {
  callApi.mockReset();
  callApi.mockResolvedValue(BOARD);
});

describe('the home dashboard (issue 19)', () => {
  it('asks for the company’s dashboard and shows what is owed, aged, with links to the invoices behind each figure', async () => {
    await renderWithRouter(<DashboardPage user={USER} company={COMPANY} />);
    expect(await screen.findByRole('link', { name: '₹1,714.00' })).toHaveAttribute('href', '/customers?type=Debtors');
    expect(callApi).toHaveBeenCalledWith(getDashboard, expect.objectContaining({ query: { company_id: 'c1' } }));
    expect(screen.getByRole('heading', { name: 'Welcome, Asha Verma' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: COMPANY.name })).toBeInTheDocument();
    expect(screen.getByText('TAX Enabled')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Purchase' })).toHaveAttribute('href', '/invoices/create/purchase');
    expect(screen.getByText('FY: 2026 - 2027 · GSTIN 27AAPFU0939F1ZV')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Receivables 90+ days: ₹770.00 in 1 invoices' })).toHaveAttribute(
      'href',
      '/invoices?type=sales&status=open&start=2000-01-01&end=2026-08-27',
    );
    expect(screen.getByRole('link', { name: 'Receivables 0-30 days: ₹354.00 in 1 invoices' })).toHaveAttribute(
      'href',
      '/invoices?type=sales&status=open&start=2026-10-27&end=2026-11-26',
    );
    expect(screen.getByRole('link', { name: /2 overdue: ₹1,360.00/ })).toHaveAttribute(
      'href',
      '/invoices?type=sales&status=overdue',
    );
  });

  it("shows today's and this month's figures, the overdue invoices, stock alerts and cash", async () => {
    await renderWithRouter(<DashboardPage user={USER} company={COMPANY} />);
    const overdue = await screen.findByRole('list', { name: 'Overdue invoices' });
    expect(within(overdue).getByRole('link', { name: 'SI/26-27/0001' })).toHaveAttribute('href', '/invoices/si-1');
    expect(overdue).toHaveTextContent('Bengaluru Health Mart · due 22 Jul 2026₹770.00127 days overdue');
    expect(screen.getAllByRole('link', { name: '₹1,000.00' })[0]).toHaveAttribute(
      'href',
      '/transactions?type=Receipt&from=2026-11-26&to=2026-11-26',
    );
    expect(screen.getByRole('link', { name: '₹300.00' })).toHaveAttribute(
      'href',
      '/invoices?type=sales&start=2026-11-01&end=2026-11-26',
    );
    expect(within(screen.getByRole('list', { name: 'Products running out' })).getByText('0 PCS')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '1' }).map((link) => link.getAttribute('href'))).toEqual([
      '/warehouses?tab=zero',
      '/warehouses?tab=low',
    ]);
    expect(
      within(screen.getByRole('list', { name: 'Cash and bank accounts' })).getByText('₹1,000.00'),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Sales and purchases by month' })).toHaveTextContent(
      'Nov 2026₹300.00₹2,000.00',
    );
  });

  it('says when the dashboard could not be read, and tries again', async () => {
    const user = userEvent.setup();
    callApi.mockRejectedValueOnce(new ApiError('down', 503));
    await renderWithRouter(<DashboardPage user={USER} company={COMPANY} />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: '₹1,714.00' })).toBeInTheDocument();
  });

  it('shows the warnings it is given (issue 36: e-way bills running out) under its header, before the figures', async () => {
    const warnings = <p>E-way bill 331009876543 of SI/26-27/0007 ends at 21 Nov 2026, 11:59 pm</p>;
    await renderWithRouter(<DashboardPage user={USER} company={COMPANY} warnings={warnings} />);
    const figure = await screen.findByRole('link', { name: '₹1,714.00' });
    const warning = screen.getByText(/E-way bill 331009876543/);
    const welcome = screen.getByRole('heading', { name: 'Welcome, Asha Verma' });
    expect(welcome.compareDocumentPosition(warning) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(warning.compareDocumentPosition(figure) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
