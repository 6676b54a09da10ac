import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UserCompany } from '@app/shared/api/users';
import { renderWithProviders } from '@/test/render';
import { CompanySwitcher } from './company-switcher';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const COMPANIES: UserCompany[] = [
  {
    _id: 'c1',
    company_id: 'c1',
    company_name: 'Verma Medical Stores',
    image: null,
    financial_year_start: '2026-04-01',
    role: 'owner',
  },
];

const open = async (invitations: number, onOpenInvitations = vi.fn()) => {
  renderWithProviders(
    <CompanySwitcher
      companies={COMPANIES}
      currentId="c1"
      onAddCompany={vi.fn()}
      invitations={invitations}
      onOpenInvitations={onOpenInvitations}
    />,
  );
  await userEvent.click(screen.getByRole('button', { name: /Switch company/ }));
  return onOpenInvitations;
};

describe('the company switcher (issue 31: invitations)', () => {
  it('offers the invitations waiting, with how many, and opens them', async () => {
    const onOpenInvitations = await open(2);
    const item = screen.getByRole('menuitem', { name: /Invitations/ });
    expect(item).toHaveTextContent('Invitations2 companies invited you2');
    await userEvent.click(item);
    expect(onOpenInvitations).toHaveBeenCalledOnce();
  });

  it('has no such item when nothing waits', async () => {
    await open(0);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'VMVerma Medical StoresFY: 2026 - 2027',
      'Add CompanyCreate New Company',
    ]);
  });
});
