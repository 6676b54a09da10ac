import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { inviteMember } from '@app/shared/api/routes/members/invite-member';
import { callApi } from '@/test/api-client-mock';
import { renderWithProviders, toastTexts } from '@/test/render';
import { InviteMemberForm } from './invite-member-form';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

describe('inviting a member from the Settings tab (issues 20 and 31)', () => {
  beforeEach(() => {
    callApi.mockReset();
    callApi.mockResolvedValue({ status: 'pending' });
  });

  it('sends the name, the e-mail and the role (Staff by default) and says the invitation went', async () => {
    renderWithProviders(<InviteMemberForm companyId="c1" />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ravi Kumar');
    await userEvent.type(screen.getByLabelText('Email'), 'Ravi@Example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(callApi).toHaveBeenCalledWith(inviteMember, {
      body: { company_id: 'c1', name: 'Ravi Kumar', email: 'ravi@example.in', role: 'staff' },
    });
    expect(await screen.findByText('Invitation sent to ravi@example.in')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('checks the e-mail first, and says the same whoever the address belongs to', async () => {
    renderWithProviders(<InviteMemberForm companyId="c1" />);
    await userEvent.type(screen.getByLabelText('Name'), 'Asha');
    await userEvent.type(screen.getByLabelText('Email'), 'asha@');
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(callApi).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Email'), 'example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Invitation sent to asha@example.in')).toBeInTheDocument();
    expect(toastTexts()).toEqual(['Invitation sent to asha@example.in']);
  });
});
