import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@app/shared/api/permissions';
import { cancelIrn } from '@app/shared/api/routes/einvoice/cancel-irn';
import { generateIrn } from '@app/shared/api/routes/einvoice/generate-irn';
import { getEInvoice } from '@app/shared/api/routes/einvoice/get-einvoice';
import type { Voucher } from '@app/shared/books/voucher-docs';
import type { EInvoiceStatus, EInvoiceView } from '@app/shared/einvoice/einvoice-docs';
import { CompanyAccessProvider } from '@/lib/company-access';
import { callApi } from '@/test/api-client-mock';
import { renderWithProviders, toastTexts } from '@/test/render';
import { catchSavedFiles, textOf } from '@/test/saved-files';
import { EInvoiceCard } from './einvoice-card';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const IRN = '8e9d3b1f0c6a4b2e9f7d5c3a1b0e8d6f4c2a0b9e7d5c3a1f0e8d6c4b2a09f7e5';
const JSON_DOC = { Version: '1.1', DocDtls: { Typ: 'INV', No: 'SI/26-27/0001', Dt: '20/11/2026' } };

const pending = (problems: EInvoiceView['problems'] = []): EInvoiceView => ({
  applicable: true,
  json: JSON_DOC,
  problems,
  einvoice: null,
});
const registered = (fields: Partial<EInvoiceStatus> = {}): EInvoiceView => ({
  applicable: true,
  json: null,
  problems: [],
  einvoice: {
    irn: IRN,
    ack_no: '112610000123456',
    ack_date: '2026-11-20 11:05:00',
    signed_qr: 'eyJhbGciOiJSUzI1NiJ9.e30.c2ln',
    status: 'active',
    source: 'api',
    cancelled_at: null,
    cancel_reason: null,
    // The IRP's 24 hours, still running.
    cancellable_until: new Date(Date.now() + 3_600_000).toISOString(),
    ...fields,
  },
});

const sale = { _id: 'v1', voucher_type: 'Sales', voucher_number: 'SI/26-27/0001' } as Voucher;
let view: EInvoiceView;
/** What the IRP's routes do to the invoice's e-invoice (each test sets its own). */
let afterIrp: () => EInvoiceView = () => view;

beforeEach(() => {
  view = pending();
  afterIrp = () => view;
  callApi.mockReset();
  callApi.mockImplementation((route: unknown) => {
    if (route === generateIrn || route === cancelIrn) view = afterIrp();
    return Promise.resolve(view);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const renderCard = (voucher: Voucher = sale, role: Role = 'owner') =>
  renderWithProviders(
    <CompanyAccessProvider role={role} userId="u1">
      <EInvoiceCard companyId="c1" voucher={voucher} />
    </CompanyAccessProvider>,
  );

describe("the invoice page's e-Invoice card (issue 36)", () => {
  it('lists what stops the IRN, where to fix each, and holds Get IRN back until they are fixed', async () => {
    view = pending([
      { where: 'customer', message: "The customer's GSTIN 27AAPFU0939F1ZX is not a valid GSTIN" },
      {
        where: 'line 1',
        message:
          'Line 1 (Cough Syrup 100 ml): HSN code 3004 has 4 digits; from five crore turnover, invoices carry at least 6',
      },
    ]);
    renderCard();
    const problems = await screen.findByRole('list', { name: 'What stops the e-invoice' });
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      "Customer: The customer's GSTIN 27AAPFU0939F1ZX is not a valid GSTIN",
      'Line 1: Line 1 (Cough Syrup 100 ml): HSN code 3004 has 4 digits; from five crore turnover, invoices carry at least 6',
    ]);
    expect(screen.getByRole('button', { name: 'Get IRN' })).toBeDisabled();
    expect(callApi).toHaveBeenCalledWith(getEInvoice, expect.objectContaining({ params: { vouchar_id: 'v1' } }));
  });

  it('gets the IRN through the API and shows it with its acknowledgement', async () => {
    const user = userEvent.setup();
    afterIrp = () => registered();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Get IRN' }));

    await waitFor(() => expect(toastTexts()).toContain('IRN generated (Ack No 112610000123456)'));
    expect(callApi).toHaveBeenCalledWith(generateIrn, {
      params: { vouchar_id: 'v1' },
      body: { company_id: 'c1' },
    });
    expect(screen.getByTestId('irn')).toHaveTextContent(IRN);
    expect(screen.getByText('Ack No').nextSibling).toHaveTextContent('112610000123456');
    expect(screen.getByText('Ack Date').nextSibling).toHaveTextContent('20 Nov 2026, 11:05 am');
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get IRN' })).not.toBeInTheDocument();
  });

  it("saves the e-invoice's JSON for the portal's bulk upload, named after the invoice", async () => {
    const user = userEvent.setup();
    const saved = catchSavedFiles();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'e-Invoice JSON' }));
    expect(saved.map((file) => file.name)).toEqual(['SI-26-27-0001-einvoice.json']);
    expect(JSON.parse(await textOf(saved[0]?.blob))).toEqual([JSON_DOC]);
  });

  it('cancels the IRN with the reason and remark given, then shows it cancelled', async () => {
    const user = userEvent.setup();
    view = registered();
    afterIrp = () =>
      registered({
        status: 'cancelled',
        cancelled_at: '2026-11-20 15:40:00',
        cancel_reason: 'Data entry mistake: wrong rate on line 1',
        cancellable_until: null,
      });
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Cancel IRN' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel the IRN?' });
    // Neither the reason nor the remark may be left out.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel IRN' }));
    expect(await within(dialog).findByText('Pick the reason for cancelling the IRN')).toBeInTheDocument();
    expect(within(dialog).getByText('Say why the IRN is cancelled (at most 100 characters)')).toBeInTheDocument();
    expect(callApi).not.toHaveBeenCalledWith(cancelIrn, expect.anything());

    await user.click(within(dialog).getByRole('combobox', { name: 'Reason' }));
    await user.click(screen.getByRole('option', { name: 'Data entry mistake' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Remark/ }), 'wrong rate on line 1');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel IRN' }));

    await waitFor(() =>
      expect(toastTexts()).toContain('IRN cancelled on the IRP, and the invoice cancelled in the books'),
    );
    expect(callApi).toHaveBeenCalledWith(cancelIrn, {
      params: { vouchar_id: 'v1' },
      body: { company_id: 'c1', reason: '2', remark: 'wrong rate on line 1' },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByText('On 20 Nov 2026, 3:40 pm: Data entry mistake: wrong rate on line 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel IRN' })).not.toBeInTheDocument();
  });

  it('offers no cancellation after the 24 hours, nor to Staff', async () => {
    view = registered({ cancellable_until: '2026-11-21T05:35:00.000Z' });
    const late = renderCard();
    expect(await screen.findByTestId('irn')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel IRN' })).not.toBeInTheDocument();
    late.unmount();

    view = registered();
    renderCard(sale, 'staff');
    expect(await screen.findByTestId('irn')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel IRN' })).not.toBeInTheDocument();
  });

  it('shows nothing for a purchase, and does not ask for its e-invoice', async () => {
    renderCard({ ...sale, voucher_type: 'Purchase' });
    await act(() => Promise.resolve());
    expect(screen.queryByText('e-Invoice')).not.toBeInTheDocument();
    expect(callApi).not.toHaveBeenCalled();
  });

  it('shows nothing for a sale to a buyer without a GSTIN (B2C needs no IRN)', async () => {
    view = { applicable: false, json: null, problems: [], einvoice: null };
    renderCard();
    await waitFor(() => expect(callApi).toHaveBeenCalledWith(getEInvoice, expect.anything()));
    await act(() => Promise.resolve());
    expect(screen.queryByText('e-Invoice')).not.toBeInTheDocument();
  });
});
