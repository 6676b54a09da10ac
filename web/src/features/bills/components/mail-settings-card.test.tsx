import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@app/shared/api/permissions';
import { getBillMailSettings } from '@app/shared/api/routes/bills/get-bill-mail-settings';
import { regenerateBillMailAddress } from '@app/shared/api/routes/bills/regenerate-bill-mail-address';
import type { BillMailSettings } from '@app/shared/bills/bill-record';
import { CompanyAccessProvider } from '@/lib/company-access';
import { callApi } from '@/test/api-client-mock';
import { renderWithProviders, toastTexts } from '@/test/render';
import { MailSettingsCard } from './mail-settings-card';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const settings = (inbox: string): BillMailSettings => ({
  inbound_address: `bills+${inbox}@bills.hisaab.local`,
  owner_email: 'meena@example.in',
  allowed_senders: [],
});

beforeEach(() => {
  callApi.mockReset();
  callApi.mockImplementation((route: unknown) =>
    Promise.resolve(route === regenerateBillMailAddress ? settings('newaddress') : settings('oldaddress')),
  );
});

const renderAs = (role: Role) =>
  renderWithProviders(
    <CompanyAccessProvider role={role} userId="u1">
      <MailSettingsCard companyId="c1" />
    </CompanyAccessProvider>,
  );

describe("the Bills page's mail card (issue 31)", () => {
  it('gives the owner a new address after a warning that mail to the old one is ignored', async () => {
    renderAs('owner');
    expect(await screen.findByTestId('bill-inbound-address')).toHaveTextContent('bills+oldaddress@bills.hisaab.local');
    await userEvent.click(screen.getByRole('button', { name: 'Get a new address' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Get a new bill address?' });
    expect(dialog).toHaveTextContent(
      'Mail sent to bills+oldaddress@bills.hisaab.local will be ignored from now on, at once: nothing sent there reaches your bills any more.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get a new address' }));
    expect(callApi).toHaveBeenCalledWith(regenerateBillMailAddress, { body: { company_id: 'c1' } });
    expect(await screen.findByText('bills+newaddress@', { exact: false })).toBeInTheDocument();
    expect(toastTexts()).toContain('New bill address made');
  });

  it('keeps the old address when the owner cancels', async () => {
    renderAs('owner');
    await screen.findByTestId('bill-inbound-address');
    await userEvent.click(screen.getByRole('button', { name: 'Get a new address' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(callApi).not.toHaveBeenCalledWith(regenerateBillMailAddress, expect.anything());
    expect(screen.getByTestId('bill-inbound-address')).toHaveTextContent('bills+oldaddress@bills.hisaab.local');
  });

  it('offers no new address to an accountant, who still sees and copies it', async () => {
    renderAs('accountant');
    expect(await screen.findByTestId('bill-inbound-address')).toHaveTextContent('bills+oldaddress@bills.hisaab.local');
    expect(callApi).toHaveBeenCalledWith(getBillMailSettings, expect.anything());
    expect(screen.getByRole('button', { name: 'Copy the address' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get a new address' })).not.toBeInTheDocument();
  });
});
