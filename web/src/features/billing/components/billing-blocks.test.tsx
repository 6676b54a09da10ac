import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getBillingDetails } from '@app/shared/api/routes/billing/get-billing-details';
import { listTaxInvoices } from '@app/shared/api/routes/billing/list-tax-invoices';
import { printTaxInvoice } from '@app/shared/api/routes/billing/print-tax-invoice';
import { updateBillingDetails } from '@app/shared/api/routes/billing/update-billing-details';
import type { RouteDefinition } from '@app/shared/api/route';
import type { TaxInvoiceView } from '@app/shared/billing/tax-invoice';
import { callApi, fetchFile } from '@/test/api-client-mock';
import { toastTexts } from '@/test/render';
import { renderWithRouter } from '@/test/router';
import { catchSavedFiles } from '@/test/saved-files';
import { BillingDetailsForm } from './billing-details-form';
import { InvoicesBlock } from './invoices-block';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const INVOICE: TaxInvoiceView = {
  _id: 'pay_HisaabSample01',
  invoice_number: 'HSB/26-27/000042',
  issued_at: '2026-11-27T06:30:00.000Z',
  description: 'Hisaab Professional plan (yearly): 27 Nov 2026 to 27 Nov 2027',
  taxable: 2200,
  cgst: 0,
  sgst: 0,
  igst: 396,
  total: 2596,
  place_of_supply: 'Maharashtra (27)',
  recipient_gstin: '27AAPFU0939F1ZV',
};

beforeEach(() => {
  callApi.mockReset();
  fetchFile.mockReset();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the tax invoices in Settings (issue 31)', () => {
  it('lists each invoice with its number, date, tax and total, and downloads its PDF', async () => {
    const user = userEvent.setup();
    const saved = catchSavedFiles();
    callApi.mockImplementation((route: RouteDefinition) =>
      route === listTaxInvoices ? Promise.resolve([INVOICE]) : Promise.reject(new Error(route.path)),
    );
    fetchFile.mockResolvedValue({ blob: new Blob(['%PDF-1.7']), fileName: 'HSB-26-27-000042_Hisaab.pdf' });
    await renderWithRouter(<InvoicesBlock />);
    expect(await screen.findByText('HSB/26-27/000042 · 27 Nov 2026')).toBeInTheDocument();
    expect(screen.getByText('IGST ₹396.00 · place of supply Maharashtra (27)')).toBeInTheDocument();
    expect(screen.getByText('₹2,596.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download HSB/26-27/000042' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['HSB-26-27-000042_Hisaab.pdf']));
    expect(fetchFile).toHaveBeenCalledWith(printTaxInvoice, { params: { id: 'pay_HisaabSample01' } });
  });

  it('says where invoices will be before the first payment', async () => {
    callApi.mockResolvedValue([]);
    await renderWithRouter(<InvoicesBlock />);
    expect(
      await screen.findByText('No invoices yet: each payment of a plan gets its tax invoice here.'),
    ).toBeInTheDocument();
  });
});

describe('the billing details in Settings (issue 31)', () => {
  it('checks the GSTIN against the state before saving, then saves it upper-cased', async () => {
    const user = userEvent.setup();
    callApi.mockImplementation((route: RouteDefinition, options: { body?: unknown }) => {
      if (route === getBillingDetails)
        return Promise.resolve({ legal_name: '', gstin: '', address: '', state: 'Karnataka' });
      if (route === updateBillingDetails) return Promise.resolve(options.body);
      return Promise.reject(new Error(route.path));
    });
    await renderWithRouter(<BillingDetailsForm />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save billing details' })).toBeEnabled());
    await user.type(screen.getByLabelText('Legal name'), 'Verma Medical Stores');
    await user.type(screen.getByLabelText('GSTIN'), '27aapfu0939f1zv');
    await user.click(screen.getByRole('button', { name: 'Save billing details' }));
    expect(await screen.findByText('TIN state code does not match the selected state')).toBeInTheDocument();
    expect(callApi).not.toHaveBeenCalledWith(updateBillingDetails, expect.anything());

    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Maharashtra' }));
    await user.click(screen.getByRole('button', { name: 'Save billing details' }));
    await waitFor(() => expect(toastTexts()).toContain('Billing details saved'));
    expect(callApi).toHaveBeenCalledWith(updateBillingDetails, {
      body: { legal_name: 'Verma Medical Stores', gstin: '27AAPFU0939F1ZV', address: '', state: 'Maharashtra' },
    });
  });
});
