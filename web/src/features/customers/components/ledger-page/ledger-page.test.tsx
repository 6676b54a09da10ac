import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Ledger } from '@app/shared/books/ledger-docs';
import type { StatementRow } from '@app/shared/books/ledger-statement';
import { listLedgerInvoices } from '@app/shared/api/routes/ledger/list-ledger-invoices';
import { getStatementTable } from '@app/shared/api/routes/reports/get-statement-table';
import { indianDate } from '@app/shared/financial-year';
import { callApi } from '@/test/api-client-mock';
import { catchSavedFiles, rowsOf, textOf, workbookOf } from '@/test/saved-files';
import { renderWithRouter } from '@/test/router';
import { STATEMENT_SEARCH_DEFAULTS, type StatementSearch } from '../../customers-search';
import { LedgerPage } from './ledger-page';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const customer = {
  _id: 'l-verma',
  ledger_name: 'Verma Chemists',
  parent: 'Debtors',
  party_group: 'Debtors',
  image: null,
  total_amount: -6249.75,
} as Ledger;

const row = (fields: Partial<StatementRow>): StatementRow => ({
  _id: 'r1',
  vouchar_id: 'v1',
  date: '2026-11-05',
  voucher_type: 'Sales',
  voucher_number: 'SV/26-27/0001',
  particulars: 'Sales',
  amount: -11800,
  debit: 11800,
  credit: 0,
  grand_total: 11800,
  paid_amount: 0,
  payment_status: 'Unpaid',
  created_at: '2026-11-05T05:30:00.000Z',
  ...fields,
});

const sale = row({});
const receipt = row({
  _id: 'r2',
  vouchar_id: 'v2',
  date: '2026-11-22',
  voucher_type: 'Receipt',
  voucher_number: 'RV/26-27/0001',
  particulars: 'Cash',
  amount: 2500.5,
  debit: 0,
  credit: 2500.5,
  payment_status: 'Paid',
});

const statement = (docs: StatementRow[], meta: object = {}) => ({
  docs,
  meta: {
    page: 1,
    limit: 10,
    total: docs.length,
    opening_balance: -8750.25,
    current_total: -9299.5,
    closing_balance: -18049.75,
    total_debit: 11800,
    total_credit: 2500.5,
    ...meta,
  },
});

const lastQuery = () =>
  (
    callApi.mock.calls.filter(([route]) => route === listLedgerInvoices).at(-1)?.[1] as {
      query: Record<string, unknown>;
    }
  ).query;

const onOpenInvoice = vi.fn();

function Page({ initial }: { initial?: Partial<StatementSearch> }) {
  const [search, setSearch] = useState<StatementSearch>({ ...STATEMENT_SEARCH_DEFAULTS, ...initial });
  return (
    <LedgerPage
      companyId="co1"
      companyName="Iyer Medicals"
      customer={customer}
      search={search}
      onSearchChange={setSearch}
      onBack={vi.fn()}
      onOpenInvoice={onOpenInvoice}
    />
  );
}

beforeEach(() => {
  callApi.mockReset();
  callApi.mockResolvedValue(statement([receipt, sale]));
  onOpenInvoice.mockReset();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

const cells = (name: RegExp) =>
  within(screen.getByRole('row', { name }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('LedgerPage', () => {
  it('shows the header: name, group, closing balance and Edit', async () => {
    await renderWithRouter(<Page />);
    expect(screen.getByRole('heading', { name: 'Verma Chemists' })).toBeInTheDocument();
    expect(screen.getByText('Debtors')).toBeInTheDocument();
    expect(screen.getByText('₹6,249.75 DR')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/customers/edit/debtors?id=l-verma');
  });

  it('lists the period this month so far by default, newest first', async () => {
    await renderWithRouter(<Page />);
    await screen.findByRole('row', { name: /RV\/26-27\/0001/ });
    const today = indianDate();
    expect(lastQuery()).toEqual({
      company_id: 'co1',
      search: undefined,
      type: undefined,
      start_date: `${today.slice(0, 8)}01`,
      end_date: today,
      page_no: 1,
      limit: 10,
      sortField: 'created_at',
      sortOrder: -1,
    });
    const [y, m] = today.split('-');
    expect(screen.getByLabelText('Start Date')).toHaveTextContent(`01/${m}/${y}`);
  });

  it('shows each row in its column, and the balances in Debit (negative) or Credit, with DR/CR', async () => {
    await renderWithRouter(<Page />);
    await screen.findByRole('row', { name: /RV\/26-27\/0001/ });
    expect(cells(/Open Sales SV\/26-27\/0001/)).toEqual([
      '',
      '2',
      '05/11/2026',
      'Sales',
      'Sales',
      'Unpaid',
      'SV/26-27/0001',
      '11,800.00',
      '',
    ]);
    expect(cells(/RV\/26-27\/0001/)).toEqual([
      '',
      '1',
      '22/11/2026',
      'Cash',
      'Receipt',
      '—',
      'RV/26-27/0001',
      '',
      '2,500.50',
    ]);
    expect(cells(/Opening Balance/)).toEqual(['Opening Balance', '8,750.25 DR', '']);
    expect(cells(/Current Total/)).toEqual(['Current Total', '9,299.50 DR', '']);
    expect(cells(/Closing Balance/)).toEqual(['Closing Balance', '18,049.75 DR', '']);
    expect(screen.getByText('Showing 1-2 of 2 invoices')).toBeInTheDocument();
  });

  it('puts a credit balance in the Credit column', async () => {
    callApi.mockResolvedValue(
      statement([receipt], { opening_balance: 0, current_total: 2500.5, closing_balance: 2500.5 }),
    );
    await renderWithRouter(<Page />);
    await screen.findByRole('row', { name: /RV\/26-27\/0001/ });
    expect(cells(/Opening Balance/)).toEqual(['Opening Balance', '', '0.00 CR']);
    expect(cells(/Closing Balance/)).toEqual(['Closing Balance', '', '2,500.50 CR']);
  });

  it('opens a sales row by click or Enter; a receipt row stays', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<Page />);
    await user.click(await screen.findByRole('cell', { name: 'RV/26-27/0001' }));
    expect(onOpenInvoice).not.toHaveBeenCalled();
    await user.click(screen.getByRole('cell', { name: 'SV/26-27/0001' }));
    expect(onOpenInvoice).toHaveBeenCalledWith('v1');
    screen.getByRole('row', { name: /Open Sales/ }).focus();
    await user.keyboard('{Enter}');
    expect(onOpenInvoice).toHaveBeenCalledTimes(2);
  });

  it('selects rows one by one or all at once, without opening them', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<Page />);
    await user.click(await screen.findByRole('checkbox', { name: 'Select Sales SV/26-27/0001' }));
    expect(onOpenInvoice).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toHaveAttribute('data-state', 'indeterminate');
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.queryByText(/selected/)).not.toBeInTheDocument();
  });

  it('shows the empty state with its hint, and still the balances', async () => {
    callApi.mockResolvedValue(statement([], { current_total: 0, closing_balance: -8750.25 }));
    await renderWithRouter(<Page />);
    expect(
      await screen.findByRole('heading', { name: 'There are no invoices for this customer in the current month.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('You can create a new invoice from the invoices page.')).toBeInTheDocument();
    expect(cells(/Closing Balance/)).toEqual(['Closing Balance', '8,750.25 DR', '']);
  });

  it('filters by type and rows, and resets', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<Page initial={{ page: 2 }} />);
    await screen.findByRole('row', { name: /RV\/26-27\/0001/ });
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All',
      'Sales',
      'Purchase',
      'Payment',
      'Receipt',
    ]);
    await user.click(screen.getByRole('option', { name: 'Receipt' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ type: 'Receipt', page_no: 1 }));
    await user.click(screen.getByRole('combobox', { name: 'Rows' }));
    await user.click(screen.getByRole('option', { name: '15' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ limit: 15 }));
    await user.type(screen.getByPlaceholderText('Search by particulars or invoice no...'), 'RV');
    await waitFor(() => expect(lastQuery()).toMatchObject({ search: 'RV' }));
    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ type: undefined, limit: 10, search: undefined }));
    expect(screen.getByPlaceholderText('Search by particulars or invoice no...')).toHaveValue('');
  });

  it("exports the whole period's statement as CSV from the server's table (issue 32)", async () => {
    const saved = catchSavedFiles();
    const user = userEvent.setup();
    await renderWithRouter(<Page />);
    await screen.findByRole('row', { name: /RV\/26-27\/0001/ });
    callApi.mockImplementation((route: unknown) =>
      route === getStatementTable
        ? Promise.resolve({
            title: 'Ledger: Verma Chemists',
            period: '01/11/2026 to 28/11/2026',
            header: ['Date', 'Particulars', 'Vch Type', 'Vch No.', 'Debit', 'Credit'],
            text_columns: 4,
            rows: [{ cells: ['05/11/2026', 'Sales', 'Sales', 'SI/26-27/0001', 6249.75, null], depth: 0 }],
          })
        : Promise.resolve(statement([receipt, sale])),
    );
    await user.click(within(screen.getByRole('group', { name: 'Export' })).getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const today = indianDate();
    expect(saved[0]?.name).toBe(`ledger-${today}.csv`);
    expect(callApi).toHaveBeenCalledWith(getStatementTable, {
      query: {
        company_id: 'co1',
        view: 'ledger',
        ledger_id: 'l-verma',
        start_date: `${today.slice(0, 8)}01`,
        end_date: today,
      },
    });
    expect(await textOf(saved[0]?.blob)).toBe(
      'Date,Particulars,Vch Type,Vch No.,Debit,Credit\r\n05/11/2026,Sales,Sales,SI/26-27/0001,6249.75,\r\n',
    );
    vi.restoreAllMocks();
  });
  it('offers the statement as CSV, Excel and PDF; the Excel sheet heads it with the company (issue 35)', async () => {
    const saved = catchSavedFiles();
    const user = userEvent.setup();
    await renderWithRouter(<Page />);
    await screen.findByRole('row', { name: /RV\/26-27\/0001/ });
    const exports = screen.getByRole('group', { name: 'Export' });
    expect(
      within(exports)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['CSV', 'Excel', 'PDF']);
    callApi.mockImplementation((route: unknown) =>
      route === getStatementTable
        ? Promise.resolve({
            title: 'Ledger: Verma Chemists',
            period: '01/11/2026 to 28/11/2026',
            header: ['Date', 'Particulars', 'Vch Type', 'Vch No.', 'Debit', 'Credit'],
            text_columns: 4,
            rows: [
              { cells: ['05/11/2026', 'Sales', 'Sales', 'SI/26-27/0001', 6249.75, null], depth: 0 },
              { cells: ['', 'Closing Balance', '', '', 6249.75, null], depth: 0, strong: true },
            ],
          })
        : Promise.resolve(statement([receipt, sale])),
    );
    await user.click(within(exports).getByRole('button', { name: 'Excel' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe(`ledger-${indianDate()}.xlsx`);
    const sheet = (await workbookOf(saved[0]?.blob)).worksheets[0];
    expect(sheet?.name).toBe('Ledger  Verma Chemists');
    expect(rowsOf(sheet)).toEqual([
      ['Iyer Medicals'],
      ['Ledger: Verma Chemists'],
      ['01/11/2026 to 28/11/2026'],
      [],
      ['Date', 'Particulars', 'Vch Type', 'Vch No.', 'Debit', 'Credit'],
      ['05/11/2026', 'Sales', 'Sales', 'SI/26-27/0001', 6249.75],
      ['', 'Closing Balance', '', '', 6249.75],
    ]);
    expect(sheet?.getCell('E6').numFmt).toBe('#,##,##0.00');
    expect(sheet?.getCell('B7').font).toMatchObject({ bold: true });
    vi.restoreAllMocks();
  });
});
