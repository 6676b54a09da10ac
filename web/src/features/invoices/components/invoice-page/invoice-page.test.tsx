import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteVoucher } from '@app/shared/api/routes/invoices/delete-voucher';
import { getVoucherHistory } from '@app/shared/api/routes/invoices/get-voucher-history';
import { printTaxVoucher } from '@app/shared/api/routes/print/print-tax-voucher';
import { printVoucher } from '@app/shared/api/routes/print/print-voucher';
import type { Voucher } from '@app/shared/books/voucher-docs';
import { indianDate as indianToday } from '@app/shared/financial-year';
import { ApiError, callApi, fetchFile } from '@/test/api-client-mock';
import { mockPdfBrowser, pdfBlob } from '@/test/pdf-browser-mock';
import { toastTexts } from '@/test/render';
import { renderWithRouter } from '@/test/router';
import { creditNote, returnedTwo } from '../../note-fixtures';
import { InvoicePage } from './invoice-page';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const voucher = (fields: Partial<Voucher> = {}): Voucher =>
  ({
    _id: 'v1',
    vouchar_id: 'v1',
    voucher_type: 'Sales',
    voucher_number: 'SI/26-27/0001',
    date: '2026-11-20',
    party_name: 'Sharma Traders',
    party_details: {
      name: 'Sharma Traders',
      group: 'Debtors',
      tin: '27AAPFU0939F1ZV',
      address: '12 MG Road, Pune',
      state: 'Maharashtra',
      country: 'India',
      pincode: '411001',
      phone: '+91 9820012345',
      email: 'sharma@example.in',
    },
    place_of_supply: 'Maharashtra',
    intra_state: true,
    tax_enabled: true,
    reverse_charge: false,
    due_date: '2026-11-27',
    payment_mode: 'Cash',
    mode_of_transport: null,
    vehicle_number: null,
    paid_amount: 100,
    payment_status: 'Partially Paid',
    total: 286.5,
    discount: 10,
    total_amount: 276.5,
    cgst: 16.59,
    sgst: 16.59,
    igst: 0,
    total_tax: 33.18,
    additional_charge: 0,
    roundoff: 0.32,
    grand_total: 310,
    balance_due: 210,
    status: 'active',
    version: 2,
    created_at: '2026-11-20T05:30:00.000Z',
    updated_at: '2026-11-21T06:00:00.000Z',
    inventory: [
      {
        entry_id: 'e1',
        item: 'Cough Syrup 100 ml',
        unit: 'BTL',
        hsn_code: '30049011',
        quantity: 3,
        rate: 95.5,
        amount: 286.5,
        discount_amount: 10,
        tax_rate: 12,
        tax_amount: 33.18,
        total_amount: 309.68,
        order_index: 0,
      },
    ],
    ...fields,
  }) as Voucher;

const HISTORY = [
  {
    at: '2026-11-20T05:30:00.000Z',
    action: 'create',
    actor_id: 'u1',
    actor_name: 'Asha Verma',
    before: null,
    after: { grand_total: 200 },
  },
  {
    at: '2026-11-21T06:00:00.000Z',
    action: 'update',
    actor_id: 'u1',
    actor_name: 'Asha Verma',
    before: { grand_total: 200, inventory: [] },
    after: { grand_total: 310, inventory: [] },
  },
];

let browser: ReturnType<typeof mockPdfBrowser>;

/** Issue 37: Return, Change price, Share and Delete are in the header's "More actions" menu. */
async function openMoreActions(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'More actions' }));
  return screen.getByRole('menu');
}

beforeEach(() => {
  browser = mockPdfBrowser();
  fetchFile.mockReset();
  fetchFile.mockResolvedValue({ blob: pdfBlob(), fileName: 'SI-26-27-0001_Hisaab.pdf' });
  callApi.mockReset();
  callApi.mockImplementation((route: unknown) =>
    Promise.resolve(route === getVoucherHistory ? HISTORY : { ...voucher(), status: 'cancelled' }),
  );
});

afterEach(() => {
  browser.restore();
});

describe('the Invoice detail page (spec 2)', () => {
  it('shows the invoice, its party, its CGST and SGST, its items and its history', async () => {
    await renderWithRouter(
      <InvoicePage voucher={voucher()} companyId="c1" taxEnabled onBack={vi.fn()} onDeleted={vi.fn()} />,
    );
    expect(screen.getByRole('heading', { name: 'Invoice SI/26-27/0001' })).toBeInTheDocument();
    expect(screen.getByText('Created on 20 Nov 2026')).toBeInTheDocument();
    expect(screen.getByText('Partially Paid')).toBeInTheDocument();
    // Spec 2's chip: due on 27 November with 210.00 left, PENDING until then and OVERDUE after.
    expect(screen.getByText(indianToday() > '2026-11-27' ? 'OVERDUE' : 'PENDING')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Record Payment' })).toHaveAttribute(
      'href',
      '/transactions/create/receipt?invoice=v1',
    );
    expect(screen.getByText('Maharashtra, India - 411001')).toBeInTheDocument();
    expect(screen.getByText('GSTIN: 27AAPFU0939F1ZV')).toBeInTheDocument();
    expect(screen.getByText('CGST').nextSibling).toHaveTextContent('₹16.59');
    expect(screen.getByText('Balance Due').nextSibling).toHaveTextContent('₹210.00');
    expect(screen.getByRole('columnheader', { name: 'HSN/SAC' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'TAX %' })).toBeInTheDocument();
    // Sales invoices are editable from here too (the spec's page could not reach it).
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/invoices/update/sales/v1');
    expect(await screen.findByText('Grand total ₹200.00 → ₹310.00')).toBeInTheDocument();
    expect(screen.getAllByText(/by Asha Verma/).map((entry) => entry.textContent)).toEqual([
      'Edited by Asha Verma',
      'Created by Asha Verma',
    ]);
  });

  it('has no tax columns for an invoice made with tax off, and IGST inter-state', async () => {
    await renderWithRouter(
      <InvoicePage
        voucher={voucher({ tax_enabled: false, voucher_type: 'Purchase' })}
        companyId="c1"
        taxEnabled={false}
        onBack={vi.fn()}
        onDeleted={vi.fn()}
      />,
    );
    expect(screen.queryByRole('columnheader', { name: 'HSN/SAC' })).not.toBeInTheDocument();
    expect(screen.queryByText('CGST')).not.toBeInTheDocument();
    expect(screen.getByText('Bill From')).toBeInTheDocument();
  });

  it('deletes after the confirmation and goes back to the directory', async () => {
    const user = userEvent.setup();
    const onDeleted = vi.fn();
    await renderWithRouter(
      <InvoicePage voucher={voucher()} companyId="c1" taxEnabled onBack={vi.fn()} onDeleted={onDeleted} />,
    );
    await user.click(within(await openMoreActions(user)).getByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog');
    expect(
      within(dialog).getByText('This action cannot be undone. Any information regarding this invoice will be lost.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(callApi).toHaveBeenCalledWith(deleteVoucher, { params: { vouchar_id: 'v1' }, query: { company_id: 'c1' } });
    expect(screen.getByText('Invoice deleted successfully!')).toBeInTheDocument();
  });

  it('shows a cancelled invoice as cancelled, with nothing to edit or delete', async () => {
    const user = userEvent.setup();
    await renderWithRouter(
      <InvoicePage
        voucher={voucher({ status: 'cancelled' })}
        companyId="c1"
        taxEnabled
        onBack={vi.fn()}
        onDeleted={vi.fn()}
      />,
    );
    expect(screen.getByText('CANCELLED')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Record Payment' })).not.toBeInTheDocument();
    // Its PDF can still be shared; nothing else is on the menu.
    const menu = await openMoreActions(user);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent.trim()),
    ).toEqual(['Share']);
  });

  it('neither edits nor deletes an invoice with an IRN, and shows its e-Invoice and E-way Bill cards (issue 36)', async () => {
    const user = userEvent.setup();
    await renderWithRouter(
      <InvoicePage
        voucher={voucher()}
        companyId="c1"
        taxEnabled
        onBack={vi.fn()}
        onDeleted={vi.fn()}
        locked
        einvoice={<section aria-label="e-Invoice">IRN 8e9d3b1f</section>}
        ewayBill={<section aria-label="E-way Bill">EWB 331009876543</section>}
      />,
    );
    expect(screen.getByText('Locked: this invoice has an IRN')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    const irn = screen.getByRole('region', { name: 'e-Invoice' });
    expect(irn).toHaveTextContent('IRN 8e9d3b1f');
    // The e-way bill is made for the IRN: its card comes right after.
    expect(irn.nextElementSibling).toBe(screen.getByRole('region', { name: 'E-way Bill' }));
    // A credit note is still the way to change what was invoiced.
    const menu = await openMoreActions(user);
    expect(within(menu).getByRole('menuitem', { name: 'Return' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('downloads the tax invoice the server makes, under its number and the brand', async () => {
    const user = userEvent.setup();
    await renderWithRouter(
      <InvoicePage voucher={voucher()} companyId="c1" taxEnabled onBack={vi.fn()} onDeleted={vi.fn()} />,
    );
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(toastTexts()).toContain('Invoice downloaded successfully!'));
    expect(fetchFile).toHaveBeenCalledWith(printTaxVoucher, {
      query: { vouchar_id: 'v1', company_id: 'c1' },
      signal: expect.any(AbortSignal) as AbortSignal,
    });
    expect(browser.saved.map((file) => file.download)).toEqual(['SI-26-27-0001_Hisaab.pdf']);
  });

  it('prints, and shares by downloading where files cannot be shared, from one PDF', async () => {
    const user = userEvent.setup();
    await renderWithRouter(
      <InvoicePage voucher={voucher()} companyId="c1" taxEnabled={false} onBack={vi.fn()} onDeleted={vi.fn()} />,
    );
    await user.click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(browser.printWindow.print).toHaveBeenCalledOnce());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled());
    await user.click(within(await openMoreActions(user)).getByRole('menuitem', { name: 'Share' }));
    await waitFor(() => expect(toastTexts()).toContain('Invoice downloaded (sharing not supported)'));
    // A bill of supply with tax off; made once, and kept for the next action.
    expect(fetchFile).toHaveBeenCalledExactlyOnceWith(printVoucher, expect.anything());
  });

  it('says what went wrong when the PDF cannot be made, and the download that failed', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchFile.mockRejectedValue(new ApiError('Voucher not found', 404));
    await renderWithRouter(
      <InvoicePage voucher={voucher()} companyId="c1" taxEnabled onBack={vi.fn()} onDeleted={vi.fn()} />,
    );
    await user.click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(toastTexts()).toContain('Voucher not found'));
    expect(browser.open).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(toastTexts()).toContain('Failed to download invoice'));
    expect(browser.saved).toEqual([]);
  });
});

describe('credit notes on the detail pages (issue 18)', () => {
  it('offers Return on a sale: a credit note against it', async () => {
    const user = userEvent.setup();
    await renderWithRouter(
      <InvoicePage voucher={voucher()} companyId="c1" taxEnabled onBack={vi.fn()} onDeleted={vi.fn()} />,
    );
    expect(within(await openMoreActions(user)).getByRole('menuitem', { name: 'Return' })).toHaveAttribute(
      'href',
      '/invoices/create/credit-note?against=v1',
    );
  });

  it('shows a part-returned invoice: its status, its notes, what they credited, and what each line gave back', async () => {
    const user = userEvent.setup();
    await renderWithRouter(
      <InvoicePage voucher={returnedTwo()} companyId="c1" taxEnabled onBack={vi.fn()} onDeleted={vi.fn()} />,
    );
    expect(screen.getByText('Unpaid')).toBeInTheDocument();
    expect(screen.getByText('Part returned')).toBeInTheDocument();
    const notes = screen.getByRole('table', { name: 'Credit Notes' });
    expect(within(notes).getByRole('link', { name: 'CN/26-27/0001' })).toHaveAttribute('href', '/invoices/cn-1');
    expect(within(notes).getByRole('row', { name: /CN\/26-27\/0001/ })).toHaveTextContent(
      '15 May 2026Goods returned₹354.00',
    );
    expect(within(notes).getByRole('row', { name: /Total credited/ })).toHaveTextContent('₹354.00');
    expect(screen.getByText('Credit Notes', { selector: 'dt' }).nextSibling).toHaveTextContent('₹354.00');
    expect(screen.getByText('Balance Due').nextSibling).toHaveTextContent('₹531.00');
    expect(screen.getByRole('columnheader', { name: 'Returned' })).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Hand Sanitizer/ })).getByText('2 BTL')).toBeInTheDocument();
    expect(within(await openMoreActions(user)).getByRole('menuitem', { name: 'Return' })).toBeInTheDocument();
  });

  it('offers no Return on a bill of expense lines, only a change of price (issue 32)', async () => {
    const user = userEvent.setup();
    const base = voucher({ voucher_type: 'Purchase' });
    const bill = {
      ...base,
      inventory: base.inventory.map((line) => ({ ...line, item_id: null, ledger_id: 'l-power' })),
    };
    await renderWithRouter(
      <InvoicePage voucher={bill} companyId="c1" taxEnabled onBack={vi.fn()} onDeleted={vi.fn()} />,
    );
    const menu = await openMoreActions(user);
    expect(within(menu).queryByRole('menuitem', { name: 'Return' })).not.toBeInTheDocument();
    const price = within(menu).getByRole('group', { name: 'Change price' });
    expect(within(price).getByRole('menuitem', { name: 'Lower price' })).toHaveAttribute(
      'href',
      '/invoices/create/debit-note?against=v1&kind=value',
    );
  });

  it('hides Return once every line is back', async () => {
    const user = userEvent.setup();
    const invoice = returnedTwo();
    const all = {
      ...invoice,
      returns: invoice.returns && {
        ...invoice.returns,
        lines: [{ order_index: 0, quantity: 5, taxable_value: 750, cgst: 0, sgst: 0, igst: 135 }],
      },
    };
    await renderWithRouter(
      <InvoicePage voucher={all} companyId="c1" taxEnabled onBack={vi.fn()} onDeleted={vi.fn()} />,
    );
    expect(screen.getByText('Returned', { selector: '[data-slot="badge"]' })).toBeInTheDocument();
    expect(within(await openMoreActions(user)).queryByRole('menuitem', { name: 'Return' })).not.toBeInTheDocument();
  });

  it('titles a note with its type, links to its invoice, edits it on the note form and cancels it', async () => {
    const user = userEvent.setup();
    const onDeleted = vi.fn();
    callApi.mockImplementation((route: unknown) =>
      Promise.resolve(route === getVoucherHistory ? HISTORY : creditNote({ status: 'cancelled' })),
    );
    await renderWithRouter(
      <InvoicePage voucher={creditNote()} companyId="c1" taxEnabled onBack={vi.fn()} onDeleted={onDeleted} />,
    );
    expect(screen.getByRole('heading', { name: 'Credit Note CN/26-27/0001' })).toBeInTheDocument();
    expect(screen.getByText('Note Information')).toBeInTheDocument();
    expect(screen.getByText('Closed')).toBeInTheDocument();
    expect(screen.getByText('Against Invoice')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SI/26-27/0001' })).toHaveAttribute('href', '/invoices/inv-1');
    expect(screen.getByText('Invoice Value').nextSibling).toHaveTextContent('₹885.00');
    expect(screen.getByText('Goods returned')).toBeInTheDocument();
    expect(screen.getByText('Note Value').nextSibling).toHaveTextContent('₹354.00');
    expect(screen.queryByText('Balance Due')).not.toBeInTheDocument();
    expect(screen.getByText('Returned Items')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/invoices/update/credit-note/cn-1');

    const menu = await openMoreActions(user);
    expect(within(menu).queryByRole('menuitem', { name: 'Return' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('Delete credit note CN/26-27/0001?')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'The credit note will be cancelled; its number stays used, and what it returned can be returned again on invoice SI/26-27/0001. This cannot be undone.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(callApi).toHaveBeenCalledWith(deleteVoucher, {
      params: { vouchar_id: 'cn-1' },
      query: { company_id: 'c1' },
    });
    expect(toastTexts()).toContain('Credit note cancelled successfully!');
  });

  it("says why an invoice with notes cannot be deleted, in the server's words", async () => {
    const user = userEvent.setup();
    callApi.mockImplementation((route: unknown) =>
      route === getVoucherHistory
        ? Promise.resolve(HISTORY)
        : Promise.reject(new ApiError('Cancel its credit notes first: CN/26-27/0001', 409)),
    );
    await renderWithRouter(
      <InvoicePage voucher={returnedTwo()} companyId="c1" taxEnabled onBack={vi.fn()} onDeleted={vi.fn()} />,
    );
    await user.click(within(await openMoreActions(user)).getByRole('menuitem', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastTexts()).toContain('Cancel its credit notes first: CN/26-27/0001'));
  });
});
