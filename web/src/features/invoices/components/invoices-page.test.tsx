import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteVoucher } from '@app/shared/api/routes/invoices/delete-voucher';
import { getVouchersCsv } from '@app/shared/api/routes/invoices/get-vouchers-csv';
import { listVouchers } from '@app/shared/api/routes/invoices/list-vouchers';
import { printVoucher } from '@app/shared/api/routes/print/print-voucher';
import type { VoucherRow } from '@app/shared/books/voucher-docs';
import { firstOfMonth } from '@app/shared/financial-year';
import { indianDate } from '@app/shared/financial-year';
import { ApiError, callApi, fetchFile } from '@/test/api-client-mock';
import { catchSavedFiles } from '@/test/saved-files';
import { pdfBlob } from '@/test/pdf-browser-mock';
import { toastTexts } from '@/test/render';
import { PHONE_QUERY } from '@/hooks/use-media-query';
import { renderWithRouter } from '@/test/router';
import { INVOICE_SEARCH_DEFAULTS, type InvoiceSearch } from '../invoice-search';
import { InvoicesPage } from './invoices-page';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));
vi.mock('@/components/pdf-preview/pdf-viewer', () => import('@/test/pdf-viewer-mock'));

const row = (fields: Partial<VoucherRow>): VoucherRow => ({
  _id: 'v1',
  vouchar_id: 'v1',
  date: '2026-11-20',
  voucher_type: 'Sales',
  voucher_number: 'SI/26-27/0001',
  party_name: 'Sharma Traders',
  party_name_id: 'l1',
  customer: 'Sharma Traders',
  party_tin: null,
  amount: -310,
  grand_total: 310,
  paid_amount: 100,
  payment_status: 'Partially Paid',
  status: 'active',
  is_cancelled: false,
  created_at: '2026-11-20T05:30:00.000Z',
  updated_at: '2026-11-20T05:30:00.000Z',
  ...fields,
});
const page = (docs: VoucherRow[], total = docs.length, totals = { total_debit: 0, total_credit: 0 }) => ({
  docs,
  meta: { page: 1, limit: 10, total, ...totals },
});

function Directory({
  companyId = 'c1',
  initial = {},
}: {
  companyId?: string | null;
  initial?: Partial<InvoiceSearch>;
}) {
  const [search, setSearch] = useState<InvoiceSearch>({ ...INVOICE_SEARCH_DEFAULTS, ...initial });
  return (
    <InvoicesPage
      companyId={companyId}
      taxEnabled={false}
      search={search}
      onSearchChange={setSearch}
      onCreate={vi.fn()}
    />
  );
}

beforeEach(() => {
  callApi.mockReset();
  callApi.mockResolvedValue(page([]));
});
afterEach(() => vi.restoreAllMocks());

describe('the Invoices Directory (spec 2)', () => {
  it('asks for this month so far, newest first, and puts debits and credits in their columns', async () => {
    callApi.mockResolvedValue(
      page(
        [
          row({}),
          row({
            _id: 'v2',
            voucher_type: 'Purchase',
            voucher_number: 'CPL/0042',
            party_name: 'Bangalore Pharma',
            party_tin: '29AAGCB7383J1Z4',
            amount: 840,
          }),
        ],
        12,
        { total_debit: 12345.5, total_credit: 840 },
      ),
    );
    await renderWithRouter(<Directory initial={{ page: 2 }} />);
    // Waiting by text: a role query over the whole table is slow in jsdom on the first render.
    await screen.findByText('Sharma Traders');
    const sale = screen.getByRole('row', { name: /SI\/26-27\/0001/ });
    expect(
      within(sale)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', '11', '20 Nov 2026', 'Sharma Traders', 'Sales', 'SI/26-27/0001', '₹310.00', '', '']);
    const purchase = screen.getByRole('row', { name: /CPL\/0042/ });
    expect(
      within(purchase)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(1, 8),
    ).toEqual(['12', '20 Nov 2026', 'Bangalore PharmaGSTIN 29AAGCB7383J1Z4', 'Purchase', 'CPL/0042', '', '₹840.00']);
    expect(screen.getByRole('row', { name: /Total/ })).toHaveTextContent('Total₹12,345.50₹840.00');
    expect(screen.getByText('Showing 11-12 of 12 invoices')).toBeInTheDocument();
    expect(screen.getByLabelText('12 invoices')).toBeInTheDocument();
    const today = indianDate();
    expect(callApi).toHaveBeenCalledWith(listVouchers, {
      query: {
        company_id: 'c1',
        search: undefined,
        type: undefined,
        start_date: firstOfMonth(today),
        end_date: today,
        page_no: 2,
        limit: 10,
        sortField: 'date',
        sortOrder: -1,
        include_cancelled: undefined,
      },
      signal: expect.anything() as unknown,
    });
  });

  it('says when there is nothing, and needs a company before adding', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<Directory companyId={null} />);
    expect(screen.getByRole('heading', { name: 'No invoices created today' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Sales' }));
    expect(await screen.findByText('Please create a company first.')).toBeInTheDocument();
    expect(callApi).not.toHaveBeenCalled();
  });

  it('searches 300 ms after typing, by period, with cancelled invoices when asked, and resets', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<Directory initial={{ page: 3 }} />);
    await screen.findByRole('heading', { name: 'No invoices created today' });
    await user.type(screen.getByPlaceholderText('Search by name, type...'), 'sharma');
    await waitFor(() =>
      expect(callApi).toHaveBeenLastCalledWith(
        listVouchers,
        expect.objectContaining({ query: expect.objectContaining({ search: 'sharma', page_no: 1 }) as unknown }),
      ),
    );
    expect(callApi).not.toHaveBeenCalledWith(
      listVouchers,
      expect.objectContaining({ query: expect.objectContaining({ search: 's' }) as unknown }),
    );
    await user.click(screen.getByLabelText('Show cancelled'));
    await waitFor(() =>
      expect(callApi).toHaveBeenLastCalledWith(
        listVouchers,
        expect.objectContaining({ query: expect.objectContaining({ include_cancelled: 'true' }) as unknown }),
      ),
    );
    await user.clear(screen.getByLabelText('Start Date'));
    await user.type(screen.getByLabelText('Start Date'), '05/11/2026');
    await waitFor(() =>
      expect(callApi).toHaveBeenLastCalledWith(
        listVouchers,
        expect.objectContaining({ query: expect.objectContaining({ start_date: '2026-11-05' }) as unknown }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    await waitFor(() =>
      expect(callApi).toHaveBeenLastCalledWith(
        listVouchers,
        expect.objectContaining({
          query: expect.objectContaining({ search: undefined, include_cancelled: undefined }) as unknown,
        }),
      ),
    );
    expect(screen.getByPlaceholderText('Search by name, type...')).toHaveValue('');
  });

  it('greys a cancelled invoice, which can only be viewed and printed', async () => {
    const user = userEvent.setup();
    callApi.mockResolvedValue(page([row({ status: 'cancelled', is_cancelled: true })]));
    await renderWithRouter(<Directory initial={{ cancelled: true }} />);
    const cancelled = await screen.findByRole('row', { name: /SI\/26-27\/0001/ });
    expect(within(cancelled).getByText('Cancelled')).toBeInTheDocument();
    await user.click(within(cancelled).getByRole('button', { name: 'Actions for invoice SI/26-27/0001' }));
    expect(screen.getByRole('menuitem', { name: 'View' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveAttribute('data-disabled');
    expect(screen.getByRole('menuitem', { name: 'Print' })).not.toHaveAttribute('data-disabled');
  });

  it("prints from the row menu: the invoice's PDF in the preview drawer", async () => {
    const user = userEvent.setup();
    callApi.mockResolvedValue(page([row({})]));
    fetchFile.mockResolvedValue({ blob: pdfBlob(), fileName: null });
    await renderWithRouter(<Directory />);
    await user.click(await screen.findByRole('button', { name: 'Actions for invoice SI/26-27/0001' }));
    await user.click(screen.getByRole('menuitem', { name: 'Print' }));
    const drawer = screen.getByRole('dialog', { name: 'Invoice SI/26-27/0001' });
    expect(await within(drawer).findByText('Page 1 of 3')).toBeInTheDocument();
    expect(fetchFile).toHaveBeenCalledWith(printVoucher, {
      query: { vouchar_id: 'v1', company_id: 'c1' },
      signal: expect.any(AbortSignal) as AbortSignal,
    });
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes after the confirmation and says so', async () => {
    const user = userEvent.setup();
    callApi.mockImplementation((route: unknown) =>
      Promise.resolve(route === deleteVoucher ? { _id: 'v1', status: 'cancelled' } : page([row({})])),
    );
    await renderWithRouter(<Directory />);
    await user.click(await screen.findByRole('button', { name: 'Actions for invoice SI/26-27/0001' }));
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveAttribute('href', '/invoices/update/sales/v1');
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog');
    expect(
      within(dialog).getByText('This action cannot be undone. Any information regarding this invoice will be lost.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Invoice deleted successfully!')).toBeInTheDocument();
    expect(callApi).toHaveBeenCalledWith(deleteVoucher, { params: { vouchar_id: 'v1' }, query: { company_id: 'c1' } });
  });

  it('selects the rows of the page at once', async () => {
    const user = userEvent.setup();
    callApi.mockResolvedValue(page([row({}), row({ _id: 'v2', voucher_number: 'SI/26-27/0002' })]));
    await renderWithRouter(<Directory />);
    await user.click(await screen.findByRole('checkbox', { name: 'Select all invoices on this page' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select invoice SI/26-27/0002' }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
  });

  it('lists credit and debit notes with their invoices, filters by them, and returns from a sale', async () => {
    const user = userEvent.setup();
    callApi.mockResolvedValue(
      page([
        row({
          credited: 354,
          goods_returned: true,
          payment_status: 'Unpaid',
          paid_amount: 0,
          grand_total: 885,
          amount: -885,
        }),
        row({
          _id: 'cn-1',
          voucher_type: 'Credit Note',
          voucher_number: 'CN/26-27/0001',
          against_number: 'SI/26-27/0001',
          amount: 354,
          grand_total: 354,
        }),
      ]),
    );
    await renderWithRouter(<Directory />);
    // The row of a link, found by the link (naming every row is slow in jsdom).
    const rowOf = (link: HTMLElement) => link.closest('tr') ?? link;
    const note = rowOf(await screen.findByRole('link', { name: 'CN/26-27/0001' }));
    expect(
      within(note)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(4, 8),
    ).toEqual(['Credit Note', 'CN/26-27/0001Against SI/26-27/0001', '', '₹354.00']);
    expect(within(note).getByRole('link', { name: 'CN/26-27/0001' })).toHaveAttribute('href', '/invoices/cn-1');
    const sale = rowOf(screen.getByRole('link', { name: 'SI/26-27/0001' }));
    expect(within(sale).getByText('Part returned')).toBeInTheDocument();

    await user.click(within(sale).getByRole('button', { name: 'Actions for invoice SI/26-27/0001' }));
    expect(screen.getByRole('menuitem', { name: 'Return' })).toHaveAttribute(
      'href',
      '/invoices/create/credit-note?against=v1',
    );
    await user.keyboard('{Escape}');
    await user.click(within(note).getByRole('button', { name: 'Actions for credit note CN/26-27/0001' }));
    expect(screen.queryByRole('menuitem', { name: 'Return' })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveAttribute('href', '/invoices/update/credit-note/cn-1');
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All',
      'Sales',
      'Purchase',
      'Credit Note',
      'Debit Note',
    ]);
    await user.click(screen.getByRole('option', { name: 'Credit Note' }));
    await waitFor(() =>
      expect(callApi).toHaveBeenLastCalledWith(
        listVouchers,
        expect.objectContaining({ query: expect.objectContaining({ type: 'Credit Note', page_no: 1 }) as unknown }),
      ),
    );
  });

  it('offers no Return on an invoice whose notes took back every quantity, only a raise of its price', async () => {
    const user = userEvent.setup();
    callApi.mockResolvedValue(page([row({ credited: 310, fully_returned: true, goods_returned: true })]));
    await renderWithRouter(<Directory />);
    const sale = (await screen.findByRole('link', { name: 'SI/26-27/0001' })).closest('tr') ?? document.body;
    expect(within(sale).getByText('Returned')).toBeInTheDocument();
    await user.click(within(sale).getByRole('button', { name: 'Actions for invoice SI/26-27/0001' }));
    expect(screen.queryByRole('menuitem', { name: 'Return' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Lower price' })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Raise price' })).toHaveAttribute(
      'href',
      `/invoices/create/debit-note?against=${row({})._id}`,
    );
  });
  it('exports every invoice the filters match as the CSV file the server writes, and says why it could not', async () => {
    const user = userEvent.setup();
    const saved = catchSavedFiles();
    const csv = new Blob(['\uFEFFSr. No.,Invoice Date\r\n1,05/11/2026\r\n'], { type: 'text/csv' });
    fetchFile.mockResolvedValue({ blob: csv, fileName: 'invoices-2026-11-05-to-2026-11-20.csv' });
    callApi.mockResolvedValue(page([row({})], 25));
    const filters = {
      search: 'sharma',
      type: 'sales',
      start: '2026-11-05',
      end: '2026-11-20',
      cancelled: true,
    } as const;
    await renderWithRouter(<Directory initial={{ ...filters, page: 2, sort: 'voucher_number', order: 1 }} />);
    await screen.findByText('Sharma Traders');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    // Every page: the list's filters and sort, no page or size.
    expect(fetchFile).toHaveBeenCalledWith(getVouchersCsv, {
      query: {
        company_id: 'c1',
        search: 'sharma',
        type: 'Sales',
        start_date: '2026-11-05',
        end_date: '2026-11-20',
        sortField: 'voucher_number',
        sortOrder: 1,
        include_cancelled: 'true',
      },
    });
    expect(saved[0]).toEqual({ name: 'invoices-2026-11-05-to-2026-11-20.csv', blob: csv });
    expect(toastTexts()).toEqual([]);

    const tooLarge =
      'This export is too large for one file (at most 20,000 rows). Choose a shorter period or narrow the filters.';
    fetchFile.mockRejectedValue(new ApiError(tooLarge, 400));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText(tooLarge)).toBeInTheDocument();
    expect(saved).toHaveLength(1);
  });

  it('has nothing to export in an empty period', async () => {
    await renderWithRouter(<Directory />);
    await screen.findByRole('heading', { name: 'No invoices created today' });
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('shows a card per invoice on a phone (issue 19): number, amount Dr or Cr, party, date and type', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === PHONE_QUERY,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    callApi.mockResolvedValue(
      page([row({}), row({ _id: 'v2', voucher_type: 'Purchase', voucher_number: 'CPL/0042', amount: 840 })], 2, {
        total_debit: 310,
        total_credit: 840,
      }),
    );
    await renderWithRouter(<Directory />);
    const cards = await screen.findByRole('list', { name: 'Invoices' });
    const [sale, purchase] = within(cards).getAllByRole('listitem');
    expect(sale).toHaveTextContent('SI/26-27/0001₹310.00DrSharma Traders20 Nov 2026Sales');
    expect(within(sale ?? cards).getByRole('link', { name: 'SI/26-27/0001' })).toHaveAttribute('href', '/invoices/v1');
    expect(purchase).toHaveTextContent('CPL/0042₹840.00Cr');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Total credit').nextSibling).toHaveTextContent('₹840.00');
    vi.unstubAllGlobals();
  });
});
