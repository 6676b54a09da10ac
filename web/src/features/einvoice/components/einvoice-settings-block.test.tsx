import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@app/shared/api/permissions';
import { getEInvoiceSettings } from '@app/shared/api/routes/einvoice/get-einvoice-settings';
import { updateEInvoiceSettings } from '@app/shared/api/routes/einvoice/update-einvoice-settings';
import type { EInvoiceSettings } from '@app/shared/einvoice/einvoice-settings-docs';
import { indianDate as todayInIndia } from '@app/shared/financial-year';
import { CompanyAccessProvider } from '@/lib/company-access';
import { callApi } from '@/test/api-client-mock';
import { renderWithProviders, toastTexts } from '@/test/render';
import { EInvoiceSettingsBlock } from './einvoice-settings-block';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const SAVED: EInvoiceSettings = {
  enabled: true,
  applies_from: '2026-04-01',
  turnover: '5-10',
  api_username: 'sharma_api',
  api_password_saved: true,
};

let settings: EInvoiceSettings;

beforeEach(() => {
  settings = SAVED;
  callApi.mockReset();
  callApi.mockImplementation((route: unknown, { body }: { body?: Record<string, unknown> }) =>
    Promise.resolve(
      route === updateEInvoiceSettings && body
        ? { ...settings, ...body, api_password_saved: settings.api_password_saved || 'api_password' in body }
        : settings,
    ),
  );
});

const renderAs = (role: Role) =>
  renderWithProviders(
    <CompanyAccessProvider role={role} userId="u1">
      <EInvoiceSettingsBlock companyId="c1" />
    </CompanyAccessProvider>,
  );

const sentBody = () =>
  (callApi.mock.calls.find(([route]) => route === updateEInvoiceSettings)?.[1] as { body: Record<string, unknown> })
    .body;

describe('the e-invoice setting in Profile > Settings (issue 36)', () => {
  it('shows the saved setting and keeps the saved password when the field is left empty', async () => {
    const user = userEvent.setup();
    renderAs('owner');
    expect(await screen.findByLabelText('IRP API user name')).toHaveValue('sharma_api');
    expect(callApi).toHaveBeenCalledWith(getEInvoiceSettings, expect.objectContaining({ query: { company_id: 'c1' } }));
    expect(screen.getByRole('switch', { name: 'E-invoicing' })).toBeChecked();
    expect(screen.getByLabelText('Applies from')).toHaveValue('01/04/2026');
    expect(screen.getByRole('combobox', { name: 'Aggregate turnover' })).toHaveTextContent('5 crore to 10 crore');
    const password = screen.getByLabelText('IRP API password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('placeholder', 'Saved');
    expect(password).toHaveValue('');

    await user.click(screen.getByRole('combobox', { name: 'Aggregate turnover' }));
    await user.click(screen.getByRole('option', { name: '10 crore or more (report within 30 days)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toastTexts()).toContain('E-invoice settings saved'));
    expect(callApi).toHaveBeenCalledWith(updateEInvoiceSettings, expect.anything());
    expect(sentBody()).toEqual({
      company_id: 'c1',
      enabled: true,
      applies_from: '2026-04-01',
      turnover: '10+',
      api_username: 'sharma_api',
    });
  });

  it('turns e-invoicing on from today with a new API user and its password', async () => {
    settings = { enabled: false, applies_from: null, turnover: '5-10', api_username: null, api_password_saved: false };
    const user = userEvent.setup();
    renderAs('accountant');
    const password = await screen.findByLabelText('IRP API password');
    expect(password).not.toHaveAttribute('placeholder');
    await user.click(screen.getByRole('switch', { name: 'E-invoicing' }));
    await user.type(screen.getByLabelText('IRP API user name'), 'sharma_api');
    await user.type(password, 'S3cret!pass');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toastTexts()).toContain('E-invoice settings saved'));
    expect(sentBody()).toEqual({
      company_id: 'c1',
      enabled: true,
      applies_from: todayInIndia(),
      turnover: '5-10',
      api_username: 'sharma_api',
      api_password: 'S3cret!pass',
    });
    // Saved: the password leaves the form, which now says one is saved.
    await waitFor(() => expect(screen.getByLabelText('IRP API password')).toHaveValue(''));
    expect(screen.getByLabelText('IRP API password')).toHaveAttribute('placeholder', 'Saved');
  });

  it('shows Staff the setting without a way to change it', async () => {
    renderAs('staff');
    expect(await screen.findByText('sharma_api')).toBeInTheDocument();
    expect(screen.getByText('E-invoicing').nextSibling).toHaveTextContent('On');
    expect(screen.getByText('Applies from').nextSibling).toHaveTextContent('01/04/2026');
    expect(screen.getByText('IRP API password').nextSibling).toHaveTextContent('Saved');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
