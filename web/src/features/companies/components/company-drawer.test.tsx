import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { updateCompany } from '@app/shared/api/routes/user/update-company';
import type { Company } from '@app/shared/companies';
import { callApi } from '@/test/api-client-mock';
import { renderWithProviders } from '@/test/render';
import { CompanyDrawer } from './company-drawer';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const company = (fields: Partial<Company> = {}): Company => ({
  _id: 'c1',
  user_id: 'u1',
  name: 'Verma Medical Stores',
  country: 'India',
  state: 'Maharashtra',
  financial_year_start: '2026-04-01',
  books_begin_from: '2026-04-01',
  account_holder: 'Verma Medical Stores',
  account_number: '50200012345678',
  bank_name: 'HDFC Bank',
  bank_branch: 'Nashik Road',
  bank_ifsc: 'HDFC0001234',
  image: null,
  image_key: null,
  qr_code_url: null,
  qr_code_key: null,
  books_locked_until: null,
  is_deleted: false,
  company_settings: {
    features: { enable_tax: true, enable_inventory: true },
    tax_details: { tin: null },
    books_start_date: '2026-04-01',
  },
  created_at: '2026-04-01T05:30:00.000Z',
  updated_at: '2026-04-01T05:30:00.000Z',
  role: 'owner',
  permissions: [],
  ...fields,
});

beforeEach(() => {
  callApi.mockReset();
  callApi.mockImplementation((_route: unknown, options: { body: object }) =>
    Promise.resolve(company(options.body as Partial<Company>)),
  );
});

const renderDrawer = (edited = company()) => {
  const onSaved = vi.fn();
  renderWithProviders(<CompanyDrawer open onOpenChange={vi.fn()} company={edited} onSaved={onSaved} />);
  return onSaved;
};

describe("the company's UPI ID (issue 37)", () => {
  it('sits with the bank details and is sent as upi_id', async () => {
    const user = userEvent.setup();
    const onSaved = renderDrawer();
    const upi = screen.getByRole('textbox', { name: 'UPI ID' });
    expect(upi).toHaveAttribute('placeholder', 'name@bank');
    await user.type(upi, ' vermamedical@okhdfcbank ');
    await user.click(screen.getByRole('button', { name: 'Update Company' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(callApi).toHaveBeenCalledOnce();
    expect(callApi.mock.calls[0]?.[0]).toBe(updateCompany);
    expect(callApi.mock.calls[0]?.[1]).toMatchObject({
      params: { id: 'c1' },
      body: { upi_id: 'vermamedical@okhdfcbank', bank_ifsc: 'HDFC0001234' },
    });
  });

  it('shows the one it has, to change', () => {
    renderDrawer(company({ upi_id: 'vermamedical@okhdfcbank' }));
    expect(screen.getByRole('textbox', { name: 'UPI ID' })).toHaveValue('vermamedical@okhdfcbank');
  });

  it('refuses one that is not name@bank, saying so at the field', async () => {
    const user = userEvent.setup();
    renderDrawer();
    const upi = screen.getByRole('textbox', { name: 'UPI ID' });
    await user.type(upi, 'vermamedical');
    await user.click(screen.getByRole('button', { name: 'Update Company' }));

    expect(await screen.findByText('UPI ID looks like name@bank')).toBeInTheDocument();
    expect(upi).toHaveAttribute('aria-invalid', 'true');
    expect(callApi).not.toHaveBeenCalled();
  });
});
