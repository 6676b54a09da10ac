import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE_PERMISSIONS } from '@app/shared/api/permissions';
import type { UserProfile } from '@app/shared/api/users';
import type { Company } from '@app/shared/companies';
import { THEME_KEY, ThemeProvider } from '@/lib/theme';
import { callApi } from '@/test/api-client-mock';
import { renderWithRouter } from '@/test/router';
import { SettingsTab } from './settings-tab';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const USER = {
  name: { first: 'Meena', last: 'Iyer' },
  email: 'meena@example.in',
  user_type: 'user',
  user_settings: { permissions: { create_vouchers: true }, current_company_id: 'c1' },
} as UserProfile;
const OWNED = {
  _id: 'c1',
  name: 'Iyer Medicals',
  financial_year_start: '2026-04-01',
  books_begin_from: '2026-04-01',
  company_settings: { features: { enable_tax: false, enable_inventory: true } },
  role: 'owner',
  permissions: ROLE_PERMISSIONS.owner,
} as unknown as Company;

describe('the Settings tab: the team and the plan (issue 31)', () => {
  beforeEach(() => {
    // A chosen theme: the provider then asks nothing of matchMedia, which jsdom lacks.
    localStorage.setItem(THEME_KEY, 'light');
    callApi.mockReset();
    callApi.mockResolvedValue([]);
  });

  it('offers the owner an invitation when the plan has a team', async () => {
    await renderWithRouter(
      <ThemeProvider>
        <SettingsTab user={USER} company={OWNED} billing={null} teamIncluded />
      </ThemeProvider>,
    );
    expect(await screen.findByRole('form', { name: 'Invite a member' })).toBeInTheDocument();
  });

  it('explains, with the way to /pricing, that a plan without a team cannot invite', async () => {
    await renderWithRouter(
      <ThemeProvider>
        <SettingsTab user={USER} company={OWNED} billing={null} teamIncluded={false} />
      </ThemeProvider>,
    );
    expect(
      await screen.findByText(
        'Your plan has no team: upgrade to Professional or Enterprise to invite people and give them roles.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Invite a member' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  });
});
