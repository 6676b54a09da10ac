import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { deleteTransaction } from '@app/shared/api/routes/transactions/delete-transaction';
import { getTransactionsCsv } from '@app/shared/api/routes/transactions/get-transactions-csv';
import { listTransactions } from '@app/shared/api/routes/transactions/list-transactions';
import { printPayment } from '@app/shared/api/routes/print/print-payment';
import { printStatement } from '@app/shared/api/routes/reports/print-statement';
import type { VoucherRow } from '@app/shared/books/voucher-docs';
import { firstOfMonth } from '@app/shared/financial-year';
import { indianDate } from '@app/shared/financial-year';
import { callApi, fetchFile } from '@/test/api-client-mock';
import { catchSavedFiles } from '@/test/saved-files';
import { pdfBlob } from '@/test/pdf-browser-mock';
import { toastTexts } from '@/test/render';
import { renderWithRouter } from '@/test/router';
import type { TransactionType } from '../transaction-form';
import type { JournalType } from '@app/shared/books/voucher-types';
import { freshTransactionsSearch, type TransactionsSearch } from '../transactions-search';
import { TransactionsPage } from './transactions-page';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));
vi.mock('@/components/pdf-preview/pdf-viewer', () => import('@/test/pdf-viewer-mock'));

const row = (fields: Partial<VoucherRow>): VoucherRow => ({
  _id: 'v1',
  vouchar_id: 'v1',
  date: '2026-11-20',
  voucher_type: 'Receipt',
  voucher_number: 'RV/26-27/0001',
  party_name: 'Sharma Medical Stores',
  party_name_id: 'sharma',
  customer: 'Sharma Medical Stores',
  party_tin: null,
  amount: 1250.5,
  grand_total: 1250.5,
  paid_amount: 1250.5,
  payment_status: 'Paid',
  status: 'active',
  is_cancelled: false,
  created_at: '2026-11-20T05:30:00.000Z',
  updated_at: '2026-11-20T05:30:00.000Z',
  ...fields,
});

const page = (docs: VoucherRow[], total: number, totals = { total_debit: 0, total_credit: 0 }) => ({
  docs,
  meta: { page: 1, limit: 10, total, ...totals },
});

const ROWS = [
  row({
    _id: 's1',
    voucher_type: 'Sales',
    voucher_number: 'SI/26-27/0004',
    party_name: 'Sharma Traders',
    amount: -23600,
  }),
  row({ _id: 'r1' }),
  row({
    _id: 'p1',
    voucher_type: 'Payment',
    voucher_number: 'PV/26-27/0002',
    party_name: 'Cipla Distributors',
    amount: -99999.99,
  }),
];

let onAdd: Mock<(type: TransactionType | JournalType) => void>;

function Directory({ companyId, initial }: { companyId?: string; initial?: Partial<TransactionsSearch> }) {
  const [search, setSearch] = useState({ ...freshTransactionsSearch(), ...initial });
  return (
    <>
      <TransactionsPage
        companyId={companyId}
        companyName="Iyer Medicals"
        taxEnabled
        search={search}
        onSearchChange={setSearch}
        onBack={vi.fn()}
        onAdd={onAdd}
      />
      <output aria-label="URL search">{JSON.stringify(search)}</output>
    </>
  );
}

const lastQuery = () =>
  (callApi.mock.calls.filter(([route]) => route === listTransactions).at(-1)?.[1] as { query: object }).query;
beforeEach(() => {
  callApi.mockReset();
  callApi.mockResolvedValue(page(ROWS, 3, { total_debit: 123599.99, total_credit: 1250.5 }));
  onAdd = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('TransactionsPage (spec 2, 4, 9)', () => {
  it('asks for this month so far, newest first, and shows debits, credits and their totals', async () => {
    await renderWithRouter(<Directory companyId="c1" />);
    const sales = await screen.findByRole('row', { name: /SI\/26-27\/0004/ });
    expect(lastQuery()).toEqual({
      company_id: 'c1',
      searchQuery: undefined,
      type: undefined,
      start_date: firstOfMonth(),
      end_date: indianDate(),
      pageNumber: 1,
      limit: 10,
      sortField: 'date',
      sortOrder: -1,
    });
    expect(
      within(sales)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', '1', '20 Nov 2026', 'Sharma Traders', 'Sales', 'SI/26-27/0004', '₹23,600.00', '', '']);
    const receipt = screen.getByRole('row', { name: /RV\/26-27\/0001/ });
    expect(within(receipt).getAllByRole('cell')[7]).toHaveTextContent('₹1,250.50');
    expect(within(receipt).getAllByRole('cell')[6]).toHaveTextContent('');
    expect(screen.getByLabelText('Total debit')).toHaveTextContent('₹1,23,599.99');
    expect(screen.getByLabelText('Total credit')).toHaveTextContent('₹1,250.50');
    expect(screen.getByText('Showing 1-3 of 3 transactions')).toBeInTheDocument();
    expect(screen.getByText('3 transactions')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Start Date' })).toHaveValue(
      firstOfMonth().split('-').reverse().join('/'),
    );
  });

  it('numbers rows on from the earlier pages and pages past the first', async () => {
    const user = userEvent.setup();
    callApi.mockResolvedValue(page([row({ _id: 'r11' }), row({ _id: 'r12', voucher_number: 'RV/26-27/0012' })], 12));
    await renderWithRouter(<Directory companyId="c1" initial={{ page: 2 }} />);
    const last = await screen.findByRole('row', { name: /RV\/26-27\/0012/ });
    expect(within(last).getAllByRole('cell')[1]).toHaveTextContent('12');
    expect(screen.getByText('Showing 11-12 of 12 transactions')).toBeInTheDocument();
    expect(lastQuery()).toMatchObject({ pageNumber: 2 });
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ pageNumber: 1 }));
  });

  it('shows skeleton rows while loading, and the empty state when nothing matches', async () => {
    let answer: (value: unknown) => void = () => undefined;
    callApi.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await renderWithRouter(<Directory companyId="c1" />);
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(5);
    answer(page([], 0));
    expect(await screen.findByRole('heading', { name: 'No transactions today' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('filters by type and rows, sorts by a header, and Reset Filters goes back to the defaults', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<Directory companyId="c1" initial={{ page: 2, search: 'sharma' }} />);
    await screen.findByRole('row', { name: /SI\/26-27\/0004/ });

    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All',
      'Payment',
      'Receipt',
      'Sales',
      'Purchase',
      'Credit Note',
      'Debit Note',
      'Journal',
      'Contra',
    ]);
    await user.click(screen.getByRole('option', { name: 'Receipt' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ type: 'Receipt', pageNumber: 1, searchQuery: 'sharma' }));

    await user.click(screen.getByRole('combobox', { name: 'Rows' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['10', '15', '20']);
    await user.click(screen.getByRole('option', { name: '20' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ limit: 20 }));

    await user.click(screen.getByRole('button', { name: /Sender \/ Receiver/ }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sortField: 'party_name', sortOrder: 1 }));
    await user.click(screen.getByRole('button', { name: /Sender \/ Receiver/ }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sortField: 'party_name', sortOrder: -1 }));

    await user.clear(screen.getByRole('textbox', { name: 'Start Date' }));
    await user.type(screen.getByRole('textbox', { name: 'Start Date' }), '01/04/2026');
    await waitFor(() => expect(lastQuery()).toMatchObject({ start_date: '2026-04-01' }));

    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    expect(JSON.parse(screen.getByLabelText('URL search').textContent)).toEqual(freshTransactionsSearch());
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Start Date' })).toHaveValue(
      firstOfMonth().split('-').reverse().join('/'),
    );
  });

  it('keeps the selected voucher ids; select-all takes the whole page', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<Directory companyId="c1" />);
    await screen.findByRole('row', { name: /SI\/26-27\/0004/ });
    await user.click(screen.getByRole('checkbox', { name: 'Select Payment PV/26-27/0002' }));
    expect(screen.getByText(/1 selected/)).toBeInTheDocument();
    const all = screen.getByRole('checkbox', { name: 'Select all transactions on this page' });
    expect(all).toHaveAttribute('data-state', 'indeterminate');
    await user.click(all);
    expect(screen.getByText(/3 selected/)).toBeInTheDocument();
    await user.click(all);
    expect(screen.queryByText(/selected/)).not.toBeInTheDocument();
  });

  it('opens invoices on their pages and edits receipts and payments on the entry form', async () => {
    await renderWithRouter(<Directory companyId="c1" />);
    await screen.findByRole('row', { name: /SI\/26-27\/0004/ });
    expect(screen.getByRole('link', { name: 'View Sales SI/26-27/0004' })).toHaveAttribute('href', '/invoices/s1');
    expect(screen.getByRole('link', { name: 'Edit Sales SI/26-27/0004' })).toHaveAttribute(
      'href',
      '/invoices/update/sales/s1',
    );
    expect(screen.getByRole('link', { name: 'Edit Receipt RV/26-27/0001' })).toHaveAttribute(
      'href',
      '/transactions/update/receipt/r1',
    );
    expect(screen.getByRole('button', { name: 'View Receipt RV/26-27/0001' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('opens credit and debit notes on the invoice pages, and says a note is cancelled on delete', async () => {
    const user = userEvent.setup();
    callApi.mockResolvedValue(
      page(
        [
          row({ _id: 'cn1', voucher_type: 'Credit Note', voucher_number: 'CN/26-27/0001', amount: 354 }),
          row({ _id: 'dn1', voucher_type: 'Debit Note', voucher_number: 'DN/26-27/0001', amount: -496 }),
        ],
        2,
      ),
    );
    await renderWithRouter(<Directory companyId="c1" />);
    expect(await screen.findByRole('link', { name: 'View Credit Note CN/26-27/0001' })).toHaveAttribute(
      'href',
      '/invoices/cn1',
    );
    expect(screen.getByRole('link', { name: 'Edit Credit Note CN/26-27/0001' })).toHaveAttribute(
      'href',
      '/invoices/update/credit-note/cn1',
    );
    expect(screen.getByRole('link', { name: 'Edit Debit Note DN/26-27/0001' })).toHaveAttribute(
      'href',
      '/invoices/update/debit-note/dn1',
    );
    await user.click(screen.getByRole('button', { name: 'Delete Credit Note CN/26-27/0001' }));
    expect(
      within(screen.getByRole('alertdialog')).getByText(
        'This action cannot be undone. The credit note will be cancelled and its amounts taken out of your books.',
      ),
    ).toBeInTheDocument();
  });

  it("prints a row: the voucher's PDF, in its type's layout, in the preview drawer", async () => {
    const user = userEvent.setup();
    fetchFile.mockResolvedValue({ blob: pdfBlob(), fileName: null });
    await renderWithRouter(<Directory companyId="c1" />);
    await user.click(await screen.findByRole('button', { name: 'Print Payment PV/26-27/0002' }));
    const drawer = screen.getByRole('dialog', { name: 'Payment PV/26-27/0002' });
    expect(await within(drawer).findByText('Page 1 of 3')).toBeInTheDocument();
    expect(fetchFile).toHaveBeenCalledWith(printPayment, {
      query: { vouchar_id: 'p1', company_id: 'c1' },
      signal: expect.any(AbortSignal) as AbortSignal,
    });
  });

  it('deletes a row after the confirmation and says so', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<Directory companyId="c1" />);
    await screen.findByRole('row', { name: /SI\/26-27\/0004/ });
    await user.click(screen.getByRole('button', { name: 'Delete Payment PV/26-27/0002' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'This action cannot be undone. Any information regarding this transaction will be lost.',
    );
    callApi.mockResolvedValueOnce({});
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastTexts()).toContain('Transaction deleted successfully!'));
    expect(callApi).toHaveBeenCalledWith(deleteTransaction, {
      params: { vouchar_id: 'p1' },
      query: { company_id: 'c1' },
    });
  });

  it('asks for a company before a receipt or payment can be added', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<Directory />);
    expect(screen.getByRole('heading', { name: 'No transactions today' })).toBeInTheDocument();
    // The header's button (the empty state offers another).
    const [add] = screen.getAllByRole('button', { name: 'Add Receipt' });
    if (!add) throw new Error('no Add Receipt button');
    await user.click(add);
    await waitFor(() => expect(toastTexts()).toContain('Please create a company first.'));
    expect(onAdd).not.toHaveBeenCalled();
    expect(callApi).not.toHaveBeenCalled();
  });

  it('opens the entry form of the type asked for', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<Directory companyId="c1" />);
    await user.click(screen.getByRole('button', { name: 'Add Payment' }));
    expect(onAdd).toHaveBeenCalledWith('Payment');
  });
  it('exports every row the filters match, all pages, as the CSV file the server writes', async () => {
    const user = userEvent.setup();
    const saved = catchSavedFiles();
    fetchFile.mockResolvedValue({ blob: new Blob(['Sr. No.\r\n']), fileName: null });
    callApi.mockResolvedValue(page(ROWS, 23));
    await renderWithRouter(
      <Directory
        companyId="c1"
        initial={{ search: 'sharma', type: 'Receipt', from: '2026-04-01', to: '2026-11-20', page: 3, order: 1 }}
      />,
    );
    await screen.findByText('Sharma Traders');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['transactions.csv']));
    expect(fetchFile).toHaveBeenCalledWith(getTransactionsCsv, {
      query: {
        company_id: 'c1',
        searchQuery: 'sharma',
        type: 'Receipt',
        start_date: '2026-04-01',
        end_date: '2026-11-20',
        sortField: 'date',
        sortOrder: 1,
      },
    });
    expect(toastTexts()).toEqual([]);
  });

  it("prints the period's Day Book as a PDF from the server's print engine (issue 32)", async () => {
    const user = userEvent.setup();
    const saved = catchSavedFiles();
    fetchFile.mockResolvedValue({ blob: pdfBlob(), fileName: 'day-book-2026-11-20.pdf' });
    callApi.mockResolvedValue(page(ROWS, 23));
    await renderWithRouter(<Directory companyId="c1" initial={{ from: '2026-04-01', to: '2026-11-20' }} />);
    await screen.findByText('Sharma Traders');
    const dayBook = screen.getByRole('group', { name: 'Day Book' });
    expect(
      within(dayBook)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Excel', 'PDF']);
    await user.click(within(dayBook).getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['day-book-2026-11-20.pdf']));
    expect(fetchFile).toHaveBeenCalledWith(printStatement, {
      query: { company_id: 'c1', view: 'day-book', start_date: '2026-04-01', end_date: '2026-11-20' },
    });
  });
});
