import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Ledger } from '@app/shared/books/ledger-docs';
import { deleteLedger } from '@app/shared/api/routes/ledger/delete-ledger';
import { listLedgers } from '@app/shared/api/routes/ledger/list-ledgers';
import { listOpenInvoices } from '@app/shared/api/routes/invoices/list-open-invoices';
import { indianDate } from '@app/shared/financial-year';
import { ApiError } from '@/lib/api-client';
import { CompanyAccessProvider } from '@/lib/company-access';
import { callApi } from '@/test/api-client-mock';
import { toastTexts } from '@/test/render';
import { renderWithRouter } from '@/test/router';
import { catchSavedFiles, rowsOf, textOf, workbookOf } from '@/test/saved-files';
import { CUSTOMERS_SEARCH_DEFAULTS, type CustomersSearch } from '../customers-search';
import { CustomersPage } from './customers-page';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const ledger = (fields: Partial<Ledger>): Ledger => ({
  _id: 'l1',
  company_id: 'co1',
  user_id: 'u1',
  ledger_name: 'Verma Chemists',
  name: 'Verma Chemists',
  alias: null,
  parent: 'Debtors',
  parent_id: 'g1',
  party_group: 'Debtors',
  email: null,
  phone: null,
  mailing_name: null,
  mailing_address: null,
  mailing_pincode: null,
  mailing_country: 'India',
  mailing_state: 'Delhi',
  image: null,
  image_key: null,
  bank_name: null,
  account_number: null,
  bank_ifsc: null,
  bank_branch: null,
  account_holder: null,
  tin: null,
  opening_balance: 0,
  closing_balance: 0,
  total_amount: 0,
  total_debit: 0,
  total_credit: 0,
  voucher_count: 0,
  is_default: false,
  expense_line: false,
  gst_treatment: null,
  is_deleted: false,
  created_at: '2026-11-02T05:30:00.000Z',
  updated_at: '2026-11-02T05:30:00.000Z',
  ...fields,
});

const page = (docs: Ledger[], total = docs.length, unique: string[] = []) => ({
  docs,
  meta: { page: 1, limit: 10, total, unique, total_debit: 0, total_credit: 0 },
});

const listQueries = () =>
  callApi.mock.calls
    .filter(([route]) => route === listLedgers)
    .map(([, options]) => (options as { query: Record<string, unknown> }).query);

const lastListQuery = () =>
  (callApi.mock.calls.filter(([route]) => route === listLedgers).at(-1)?.[1] as { query: Record<string, unknown> })
    .query;

const handlers = { onBack: vi.fn(), onAdd: vi.fn(), onRecorded: vi.fn() };

function Directory({ companyId = 'co1', initial }: { companyId?: string | null; initial?: Partial<CustomersSearch> }) {
  const [search, setSearch] = useState<CustomersSearch>({ ...CUSTOMERS_SEARCH_DEFAULTS, ...initial });
  return <CustomersPage companyId={companyId} search={search} onSearchChange={setSearch} {...handlers} />;
}

const verma = ledger({
  _id: 'l-verma',
  ledger_name: 'Verma Chemists',
  alias: 'Verma',
  phone: { code: '+91', number: '9810098100' },
  email: 'verma@example.in',
  total_amount: -8750.25,
});
const gupta = ledger({
  _id: 'l-gupta',
  ledger_name: 'Gupta Pharma Distributors',
  parent: 'Creditors',
  mailing_state: 'Gujarat',
  total_amount: 123456.5,
});

beforeEach(() => {
  callApi.mockReset();
  callApi.mockResolvedValue(page([verma, gupta], 2, ['Delhi', 'Gujarat']));
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  Object.values(handlers).forEach((handler) => handler.mockReset());
});

afterEach(() => vi.restoreAllMocks());

describe('CustomersPage', () => {
  it('lists customers with contact, place, closing balance DR/CR and created date', async () => {
    await renderWithRouter(<Directory />);
    // The first render also loads the table's modules.
    const row = await screen.findByRole('row', { name: /Verma Chemists/ }, { timeout: 5000 });
    expect(within(row).getByText('Verma')).toBeInTheDocument();
    expect(within(row).getByText('VC')).toBeInTheDocument();
    expect(within(row).getByText('+91 9810098100')).toBeInTheDocument();
    expect(within(row).getByText('verma@example.in')).toBeInTheDocument();
    expect(within(row).getByText('Delhi, India')).toBeInTheDocument();
    expect(within(row).getByText('₹8,750.25 DR')).toBeInTheDocument();
    expect(within(row).getByText('2 Nov 2026')).toBeInTheDocument();
    const creditor = screen.getByRole('row', { name: /Gupta Pharma/ });
    expect(within(creditor).getByText('No data')).toBeInTheDocument();
    expect(within(creditor).getByText('₹1,23,456.50 CR')).toBeInTheDocument();
    expect(screen.getByText('Showing 1-2 of 2 customers')).toBeInTheDocument();
    expect(lastListQuery()).toEqual({
      company_id: 'co1',
      search: undefined,
      parent: undefined,
      state: undefined,
      page_no: 1,
      limit: 10,
      sortField: 'created_at',
      sortOrder: 1,
    });
  });

  it('shows skeleton rows while loading, then the empty state', async () => {
    let answer: (value: unknown) => void = () => undefined;
    callApi.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await renderWithRouter(<Directory />);
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(5);
    answer(page([]));
    expect(await screen.findByRole('heading', { name: 'No customers found' })).toBeInTheDocument();
  });

  it('sorts by a header: the same field turns round, another starts ascending', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<Directory />);
    await screen.findByRole('row', { name: /Verma Chemists/ });
    await user.click(screen.getByRole('button', { name: /Sort by Created on/ }));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ sortField: 'created_at', sortOrder: -1 }));
    await user.click(screen.getByRole('button', { name: /Sort by Customer Information/ }));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ sortField: 'name', sortOrder: 1 }));
    await user.click(screen.getByRole('button', { name: /Sort by Type/ }));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ sortField: 'type', sortOrder: 1 }));
    await user.click(screen.getByRole('button', { name: /Sort by State/ }));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ sortField: 'state', sortOrder: 1 }));
  });

  it('filters by state and type, goes back to page 1 on new rows, and resets', async () => {
    const user = userEvent.setup();
    callApi.mockResolvedValue(page([verma, gupta], 25, ['Delhi', 'Gujarat']));
    await renderWithRouter(<Directory initial={{ page: 2 }} />);
    await screen.findByRole('row', { name: /Verma Chemists/ });
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(screen.getByRole('option', { name: 'Gujarat' }));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ state: 'Gujarat', page_no: 1 }));
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All Types', 'Debtors', 'Creditors']);
    await user.click(screen.getByRole('option', { name: 'Creditors' }));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ parent: 'Creditors' }));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ page_no: 2 }));
    await user.click(screen.getByRole('combobox', { name: 'Show rows' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '15', '20']);
    await user.click(screen.getByRole('option', { name: '20' }));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ limit: 20, page_no: 1 }));
    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    await waitFor(() =>
      expect(lastListQuery()).toMatchObject({ state: undefined, parent: undefined, limit: 10, page_no: 1 }),
    );
  });

  it('searches 500 ms after typing stops', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<Directory />);
    await screen.findByRole('row', { name: /Verma Chemists/ });
    const box = screen.getByPlaceholderText('Search by name, city, or email...');
    const before = callApi.mock.calls.length;
    await user.type(box, 'pune');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(callApi.mock.calls.length).toBe(before);
    await waitFor(() => expect(lastListQuery()).toMatchObject({ search: 'pune', page_no: 1 }), { timeout: 1500 });
  });

  it('deletes after the confirmation, naming the customer', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<Directory />);
    await user.click(await screen.findByRole('button', { name: 'More actions for Verma Chemists' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog');
    expect(
      within(dialog).getByText(
        'This action cannot be undone. This customer will be permanently removed from your company database if it is not attached to any other bills.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastTexts()).toContain('Verma Chemists deleted successfully.'));
    expect(callApi).toHaveBeenCalledWith(deleteLedger, { params: { id: 'l-verma' }, query: { company_id: 'co1' } });
  });

  it("shows the server's reason when vouchers still use the customer", async () => {
    const user = userEvent.setup();
    await renderWithRouter(<Directory />);
    callApi.mockImplementation((route: unknown) =>
      route === deleteLedger
        ? Promise.reject(new ApiError('This ledger is used by 2 vouchers and cannot be deleted', 409))
        : Promise.resolve(page([verma, gupta])),
    );
    await user.click(await screen.findByRole('button', { name: 'More actions for Verma Chemists' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastTexts()).toContain('This ledger is used by 2 vouchers and cannot be deleted'));
  });

  it('opens the receipt panel from You Got and the payment panel from You give', async () => {
    const user = userEvent.setup();
    callApi.mockImplementation((route: unknown) =>
      Promise.resolve(
        route === listLedgers
          ? page([verma, gupta])
          : route === listOpenInvoices
            ? []
            : [{ _id: 'cash', ledger_name: 'Cash', parent: 'Cash-in-Hand' }],
      ),
    );
    await renderWithRouter(<Directory />);
    await user.click(await screen.findByRole('button', { name: 'More actions for Verma Chemists' }));
    await user.click(screen.getByRole('menuitem', { name: 'You Got' }));
    const receipt = await screen.findByRole('dialog', { name: 'Record Receipt' });
    expect(within(receipt).getByText('Customer has a pending balance of ₹8,750.25')).toBeInTheDocument();
    await user.click(within(receipt).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'More actions for Gupta Pharma Distributors' }));
    await user.click(screen.getByRole('menuitem', { name: 'You give' }));
    const payment = await screen.findByRole('dialog', { name: 'Record Payment' });
    expect(within(payment).getByText('Customer has a credit balance of ₹1,23,456.50')).toBeInTheDocument();
  });

  it('links each row to its ledger page and its edit form', async () => {
    await renderWithRouter(<Directory />);
    const row = await screen.findByRole('row', { name: /Gupta Pharma/ });
    expect(within(row).getByRole('link', { name: /View Details/ })).toHaveAttribute('href', '/customers/l-gupta');
    expect(within(row).getByRole('link', { name: /Edit Customer/ })).toHaveAttribute(
      'href',
      '/customers/edit/creditors?id=l-gupta',
    );
  });

  it('asks for a company first, and adds debtors and creditors', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<Directory companyId={null} />);
    await user.click(screen.getByRole('button', { name: 'Add Debtors' }));
    await waitFor(() => expect(toastTexts()).toContain('Please create a company first.'));
    expect(handlers.onAdd).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'No customers found' })).toBeInTheDocument();
  });

  it('adds a debtor or a creditor', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<Directory />);
    await user.click(screen.getByRole('button', { name: 'Add Creditors' }));
    expect(handlers.onAdd).toHaveBeenCalledWith('Creditors');
  });
  describe('export (issue 35)', () => {
    // Verma as the ledger form fills a customer in: GSTIN, address, phone and an opening balance owed.
    const vermaInFull = {
      ...verma,
      tin: '07AABCV1234F1Z5',
      mailing_address: 'Shop 4, Lajpat Nagar',
      mailing_pincode: '110024',
      opening_balance: -2500,
    };
    const answerWith = (parties: Ledger[]) => callApi.mockResolvedValue(page(parties, parties.length, ['Delhi']));

    it('exports every customer and supplier the list has as CSV, each balance with its side', async () => {
      const user = userEvent.setup();
      const saved = catchSavedFiles();
      answerWith([vermaInFull, gupta]);
      await renderWithRouter(<Directory initial={{ search: 'a', sort: 'name', order: -1 }} />);
      await screen.findByRole('row', { name: /Verma Chemists/ });
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));

      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]?.name).toBe(`customers-and-suppliers-${indianDate()}.csv`);
      // All the pages, a hundred at a time, with the search and sort on screen.
      expect(listQueries().at(-1)).toEqual({
        company_id: 'co1',
        search: 'a',
        parent: undefined,
        state: undefined,
        page_no: 1,
        limit: 100,
        sortField: 'name',
        sortOrder: -1,
      });
      expect((await textOf(saved[0]?.blob)).split('\r\n')).toEqual([
        'Sr. No.,Name,Alias,Group,TIN/GSTIN,Address,Pincode,State,Country,Phone Code,Phone,Email,' +
          'Opening Balance,Opening DR/CR,Closing Balance,Closing DR/CR,Created On',
        '1,Verma Chemists,Verma,Debtors,07AABCV1234F1Z5,"Shop 4, Lajpat Nagar",110024,Delhi,India,' +
          "'+91,9810098100,verma@example.in,2500.00,DR,8750.25,DR,02/11/2026",
        '2,Gupta Pharma Distributors,,Creditors,,,,Gujarat,India,,,,0.00,CR,123456.50,CR,02/11/2026',
        '',
      ]);
      expect(toastTexts()).toEqual([]);
    });

    it('exports the suppliers as an Excel sheet: amounts as numbers in Indian grouping', async () => {
      const user = userEvent.setup();
      const saved = catchSavedFiles();
      answerWith([gupta]);
      await renderWithRouter(<Directory initial={{ type: 'Creditors' }} />);
      await screen.findByRole('row', { name: /Gupta Pharma/ });
      await user.click(screen.getByRole('button', { name: 'Export Excel' }));

      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]?.name).toBe(`suppliers-${indianDate()}.xlsx`);
      expect(listQueries().at(-1)).toMatchObject({ parent: 'Creditors', page_no: 1, limit: 100 });
      const sheet = (await workbookOf(saved[0]?.blob)).worksheets[0];
      expect(sheet?.name).toBe('Suppliers');
      expect(rowsOf(sheet)).toEqual([
        [
          'Sr. No.',
          'Name',
          'Alias',
          'Group',
          'TIN/GSTIN',
          'Address',
          'Pincode',
          'State',
          'Country',
          'Phone Code',
          'Phone',
          'Email',
          'Opening Balance',
          'Opening DR/CR',
          'Closing Balance',
          'Closing DR/CR',
          'Created On',
        ],
        [
          1,
          'Gupta Pharma Distributors',
          null,
          'Creditors',
          null,
          null,
          null,
          'Gujarat',
          'India',
          null,
          null,
          null,
          0,
          'CR',
          123456.5,
          'CR',
          '02/11/2026',
        ],
      ]);
      expect(sheet?.getCell('A1').font).toMatchObject({ bold: true });
      expect(sheet?.getCell('O2').numFmt).toBe('#,##,##0.00');
      expect(sheet?.getCell('A2').numFmt).toBeFalsy();
    });

    it('names a file of customers after them, and has nothing to export from an empty list', async () => {
      const user = userEvent.setup();
      const saved = catchSavedFiles();
      answerWith([vermaInFull]);
      await renderWithRouter(<Directory initial={{ type: 'Debtors' }} />);
      await screen.findByRole('row', { name: /Verma Chemists/ });
      await user.click(screen.getByRole('button', { name: 'Export Excel' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]?.name).toBe(`customers-${indianDate()}.xlsx`);
      const sheet = (await workbookOf(saved[0]?.blob)).worksheets[0];
      expect(sheet?.name).toBe('Customers');
      expect(rowsOf(sheet)[1]?.slice(9, 17)).toEqual([
        '+91',
        '9810098100',
        'verma@example.in',
        2500,
        'DR',
        8750.25,
        'DR',
        '02/11/2026',
      ]);

      answerWith([]);
      await user.click(screen.getByRole('combobox', { name: 'Type' }));
      await user.click(screen.getByRole('option', { name: 'Creditors' }));
      expect(await screen.findByRole('heading', { name: 'No customers found' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Export Excel' })).toBeDisabled();
    });

    it("is the Reports permission's, as the other directories' exports", async () => {
      await renderWithRouter(
        <CompanyAccessProvider role="staff">
          <Directory />
        </CompanyAccessProvider>,
      );
      await screen.findByRole('row', { name: /Verma Chemists/ });
      expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Export Excel' })).not.toBeInTheDocument();
    });
  });
});
