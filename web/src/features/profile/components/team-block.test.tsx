import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Member } from '@app/shared/api/members';
import { listMembers } from '@app/shared/api/routes/members/list-members';
import { removeMember } from '@app/shared/api/routes/members/remove-member';
import { updateMemberRole } from '@app/shared/api/routes/members/update-member-role';
import { callApi } from '@/test/api-client-mock';
import { renderWithProviders } from '@/test/render';
import { TeamBlock } from './team-block';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const TEAM: Member[] = [
  { user_id: 'u1', name: 'Meena Iyer', email: 'meena@example.in', role: 'owner', joined_at: '2026-11-01T10:00:00Z' },
  { user_id: 'u2', name: 'Ravi Kumar', email: 'ravi@example.in', role: 'staff', joined_at: '2026-11-20T10:00:00Z' },
];

beforeEach(() => {
  callApi.mockReset();
  callApi.mockImplementation((route: unknown) => Promise.resolve(route === listMembers ? TEAM : TEAM[1]));
});

describe("the company's team on the Settings tab (issue 20)", () => {
  it('lists the owner fixed and each member with a role to change', async () => {
    renderWithProviders(<TeamBlock companyId="c1" />);
    const list = await screen.findByRole('list', { name: 'Team members' });
    const [owner, ravi] = within(list).getAllByRole('listitem');
    if (!owner || !ravi) throw new Error('no rows');
    expect(owner).toHaveTextContent('Meena Iyermeena@example.inOwner');
    expect(within(owner).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(within(ravi).getByRole('combobox', { name: 'Role of Ravi Kumar' })).toHaveTextContent('Staff');

    await userEvent.click(within(ravi).getByRole('combobox', { name: 'Role of Ravi Kumar' }));
    await userEvent.click(screen.getByRole('option', { name: 'Accountant' }));
    expect(callApi).toHaveBeenCalledWith(updateMemberRole, {
      params: { user_id: 'u2' },
      body: { company_id: 'c1', role: 'accountant' },
    });
  });

  it('removes a member after the confirmation', async () => {
    renderWithProviders(<TeamBlock companyId="c1" />);
    const list = await screen.findByRole('list', { name: 'Team members' });
    await userEvent.click(within(list).getByRole('button', { name: 'Remove' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(callApi).toHaveBeenCalledWith(removeMember, { params: { user_id: 'u2' }, query: { company_id: 'c1' } });
  });
});
