import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyInvitation } from '@app/shared/api/invitations';
import { acceptInvitation } from '@app/shared/api/routes/invitations/accept-invitation';
import { declineInvitation } from '@app/shared/api/routes/invitations/decline-invitation';
import { listMyInvitations } from '@app/shared/api/routes/invitations/list-my-invitations';
import { callApi } from '@/test/api-client-mock';
import { renderWithProviders, toastTexts } from '@/test/render';
import { InvitationsPage } from './invitations-page';
import { PendingInvitations } from './pending-invitations';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const INVITATIONS: MyInvitation[] = [
  {
    invitation_id: 'i1',
    company_name: 'Verma Medical Stores',
    role: 'staff',
    invited_by: 'Meena Iyer',
    created_at: '2026-11-26T05:00:00.000Z',
    valid_until: '2026-12-03T05:00:00.000Z',
  },
  {
    invitation_id: 'i2',
    company_name: 'Sharma Distributors',
    role: 'accountant',
    invited_by: 'Vikram Sharma',
    created_at: '2026-11-25T05:00:00.000Z',
    valid_until: '2026-12-02T05:00:00.000Z',
  },
];

function answering(list: MyInvitation[]) {
  callApi.mockImplementation((route: unknown) => {
    if (route === listMyInvitations) return Promise.resolve(list);
    if (route === acceptInvitation) return Promise.resolve({ company_id: 'c1', company_name: 'Verma Medical Stores' });
    if (route === declineInvitation) return Promise.resolve({ invitation_id: 'i2' });
    return Promise.reject(new Error('unexpected call'));
  });
}

beforeEach(() => {
  callApi.mockReset();
  answering(INVITATIONS);
});

describe('the Invitations page (issue 31)', () => {
  it('shows each company that invited the user: who, in which role, until when', async () => {
    renderWithProviders(<InvitationsPage onAccepted={vi.fn()} />);
    const verma = await screen.findByRole('article', { name: 'Invitation to Verma Medical Stores' });
    expect(verma).toHaveTextContent(
      'Verma Medical StoresMeena Iyer invited you to join as Staff. Open until 3 Dec 2026.AcceptDecline',
    );
    expect(screen.getByRole('article', { name: 'Invitation to Sharma Distributors' })).toHaveTextContent(
      'Vikram Sharma invited you to join as Accountant. Open until 2 Dec 2026.',
    );
  });

  it('accepts one, says so and takes the user to the company', async () => {
    const onAccepted = vi.fn();
    renderWithProviders(<InvitationsPage onAccepted={onAccepted} />);
    const verma = await screen.findByRole('article', { name: 'Invitation to Verma Medical Stores' });
    await userEvent.click(within(verma).getByRole('button', { name: 'Accept' }));
    expect(callApi).toHaveBeenCalledWith(acceptInvitation, { params: { invitation_id: 'i1' } });
    expect(await screen.findByText('You have joined Verma Medical Stores')).toBeInTheDocument();
    expect(onAccepted).toHaveBeenCalledOnce();
  });

  it('declines one only after asking, and says so', async () => {
    renderWithProviders(<InvitationsPage onAccepted={vi.fn()} />);
    const sharma = await screen.findByRole('article', { name: 'Invitation to Sharma Distributors' });
    await userEvent.click(within(sharma).getByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Decline the invitation to Sharma Distributors?');
    expect(callApi).not.toHaveBeenCalledWith(declineInvitation, expect.anything());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(callApi).toHaveBeenCalledWith(declineInvitation, { params: { invitation_id: 'i2' } });
    expect(await screen.findByText('Invitation declined')).toBeInTheDocument();
    expect(toastTexts()).toEqual(['Invitation declined']);
  });

  it('says when nothing waits', async () => {
    answering([]);
    renderWithProviders(<InvitationsPage onAccepted={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: 'No invitations' })).toBeInTheDocument();
  });
});

describe('the invitations on home (issue 31)', () => {
  it('list every company that invited the user', async () => {
    renderWithProviders(<PendingInvitations />);
    expect(await screen.findByRole('heading', { name: 'You are invited to 2 companies' })).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'Invitation to Verma Medical Stores',
      'Invitation to Sharma Distributors',
    ]);
  });

  it('speak of one company when one invited the user', async () => {
    answering(INVITATIONS.slice(0, 1));
    renderWithProviders(<PendingInvitations />);
    expect(await screen.findByRole('heading', { name: 'You are invited' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });
});
