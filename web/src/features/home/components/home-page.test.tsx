import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ROLE_PERMISSIONS } from '@app/shared/api/permissions';
import type { UserProfile } from '@app/shared/api/users';
import type { Company } from '@app/shared/companies';
import { callApi } from '@/test/api-client-mock';
import { renderWithRouter } from '@/test/router';
import { HomePage } from './home-page';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const USER = { name: { first: 'Ravi', last: 'Kumar' }, email: 'ravi@example.in', user_type: 'user' } as UserProfile;
const staffCompany = {
  _id: 'c1',
  name: 'Verma Medical Stores',
  financial_year_start: '2026-04-01',
  company_settings: { features: { enable_tax: true } },
  role: 'staff',
  permissions: [...ROLE_PERMISSIONS.staff],
} as Company;

describe('home for a role without reports (issue 20)', () => {
  it('shows Staff what they can start, with their role, and never asks for the dashboard', async () => {
    await renderWithRouter(<HomePage user={USER} company={staffCompany} onCreateCompany={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Welcome, Ravi Kumar' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Verma Medical Stores' })).toBeInTheDocument();
    expect(screen.getByText('Staff')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Sale' })).toHaveAttribute('href', '/invoices/create/sales');
    expect(screen.getByRole('link', { name: 'Receive Money' })).toHaveAttribute('href', '/transactions/create/receipt');
    expect(screen.queryByRole('link', { name: 'New Purchase' })).not.toBeInTheDocument();
    expect(screen.queryByText('Receivables')).not.toBeInTheDocument();
    expect(callApi).not.toHaveBeenCalled();
  });
});

describe('invitations on home (issue 31)', () => {
  const invitations = <p>Meena Iyer invited you to Verma Medical Stores</p>;

  it('come before the first company is made, above Create Company', async () => {
    await renderWithRouter(
      <HomePage user={USER} company={null} onCreateCompany={() => undefined} invitations={invitations} />,
    );
    const invited = screen.getByText('Meena Iyer invited you to Verma Medical Stores');
    const create = screen.getByText('Create your first company');
    expect(invited.compareDocumentPosition(create) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("come above a member's start page", async () => {
    await renderWithRouter(
      <HomePage user={USER} company={staffCompany} onCreateCompany={() => undefined} invitations={invitations} />,
    );
    const invited = screen.getByText('Meena Iyer invited you to Verma Medical Stores');
    const welcome = screen.getByRole('heading', { name: 'Welcome, Ravi Kumar' });
    expect(invited.compareDocumentPosition(welcome) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('warnings on home (issue 36)', () => {
  const warnings = <p>E-way bill 331009876543 of SI/26-27/0007 ends at 21 Nov 2026, 11:59 pm</p>;

  it("come under a member's welcome, above what they can start", async () => {
    await renderWithRouter(
      <HomePage user={USER} company={staffCompany} onCreateCompany={() => undefined} warnings={warnings} />,
    );
    const warning = screen.getByText(/E-way bill 331009876543/);
    const welcome = screen.getByRole('heading', { name: 'Welcome, Ravi Kumar' });
    const newSale = screen.getByRole('link', { name: 'New Sale' });
    expect(welcome.compareDocumentPosition(warning) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(warning.compareDocumentPosition(newSale) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('are not shown before the first company', async () => {
    await renderWithRouter(
      <HomePage user={USER} company={null} onCreateCompany={() => undefined} warnings={warnings} />,
    );
    expect(screen.queryByText(/E-way bill 331009876543/)).not.toBeInTheDocument();
  });
});
