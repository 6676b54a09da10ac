import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompanyInvitation } from '@app/shared/api/invitations';
import { listInvitations } from '@app/shared/api/routes/members/list-invitations';
import { revokeInvitation } from '@app/shared/api/routes/members/revoke-invitation';
import { callApi } from '@/test/api-client-mock';
import { renderWithProviders } from '@/test/render';
import { CompanyInvitations } from './company-invitations';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const invitation = (email: string, status: CompanyInvitation['status'], role: CompanyInvitation['role'] = 'staff') => ({
  invitation_id: `i-${email}`,
  email,
  role,
  status,
  invited_by: 'Meena Iyer',
  created_at: '2026-11-20T05:00:00.000Z',
  valid_until: '2026-11-27T05:00:00.000Z',
  answered_at: status === 'declined' ? '2026-11-22T05:00:00.000Z' : null,
});

const INVITATIONS: CompanyInvitation[] = [
  invitation('ravi@example.in', 'pending'),
  invitation('asha@example.in', 'declined', 'accountant'),
  invitation('kiran@example.in', 'expired', 'viewer'),
  invitation('joined@example.in', 'accepted'),
  invitation('revoked@example.in', 'revoked'),
];

beforeEach(() => {
  callApi.mockReset();
  callApi.mockImplementation((route: unknown) =>
    Promise.resolve(route === listInvitations ? INVITATIONS : { ...INVITATIONS[0], status: 'revoked' }),
  );
});

describe("the company's invitations on the Team block (issue 31)", () => {
  it('lists those waiting, declined or expired by the e-mail typed, with the role and the dates', async () => {
    renderWithProviders(<CompanyInvitations companyId="c1" />);
    const list = await screen.findByRole('list', { name: 'Invitations' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      'ravi@example.inStaff · Invited on 20 Nov 2026, open until 27 Nov 2026PendingRevoke',
      'asha@example.inAccountant · Declined on 22 Nov 2026Declined',
      'kiran@example.inViewer · Expired on 27 Nov 2026Expired',
    ]);
  });

  it('revokes a pending invitation after the confirmation', async () => {
    renderWithProviders(<CompanyInvitations companyId="c1" />);
    const list = await screen.findByRole('list', { name: 'Invitations' });
    await userEvent.click(within(list).getByRole('button', { name: 'Revoke' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Revoke the invitation to ravi@example.in?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(callApi).toHaveBeenCalledWith(revokeInvitation, {
      params: { invitation_id: 'i-ravi@example.in' },
      query: { company_id: 'c1' },
    });
    expect(await screen.findByText('Invitation revoked')).toBeInTheDocument();
  });

  it('shows nothing when no invitation waits', async () => {
    callApi.mockResolvedValue([invitation('joined@example.in', 'accepted')]);
    renderWithProviders(<CompanyInvitations companyId="c1" />);
    await vi.waitFor(() => expect(screen.queryByLabelText('Loading the invitations')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Invitations' })).not.toBeInTheDocument();
    expect(screen.queryByText('joined@example.in')).not.toBeInTheDocument();
  });
});
