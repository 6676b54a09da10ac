import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getHsnSummary } from '@app/shared/api/routes/invoices/get-hsn-summary';
import { getInvoiceSummary } from '@app/shared/api/routes/invoices/get-invoice-summary';
import { getPartySummary } from '@app/shared/api/routes/invoices/get-party-summary';
import { getSummaryStats } from '@app/shared/api/routes/invoices/get-summary-stats';
import { financialYearStart } from '@app/shared/financial-year';
import type { HsnSummary, HsnSummaryRow, PartySummary, SummaryStats } from '@app/shared/reports/summary-docs';
import { financialYearEnd } from '@app/shared/financial-year';
import { callApi } from '@/test/api-client-mock';
import { captureDownloads } from '@/test/downloads';
import { toastTexts } from '@/test/render';
import { renderWithRouter } from '@/test/router';
import { freshSummarySearch, type SummarySearch } from '../summary-search';
import { SummaryPage } from './summary-page';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const FY_START = financialYearStart();
const FY_END = financialYearEnd(FY_START);
const META = { page: 1, limit: 10, quantity: 0, grand_total: 0, start_date: FY_START, end_date: FY_END };

// Gauze 3 at ₹250 (12%) and bandages 2 at ₹10 (5%), sold to one customer.
const GAUZE: HsnSummaryRow = {
  hsn_code: '30059040',
  item: 'Gauze Swab',
  item_id: 'p1',
  unit: 'PCS',
  quantity: 3,
  total_value: 840,
  taxable_value: 750,
  tax_rate: 12,
  tax_amount: 90,
  invoice_count: 1,
  invoices: [],
};
const BANDAGE: HsnSummaryRow = {
  ...GAUZE,
  hsn_code: '30051090',
  item: 'Bandage Roll, Crepe Bandage',
  item_id: 'p2',
  quantity: 2,
  total_value: 21,
  taxable_value: 20,
  tax_rate: 5,
  tax_amount: 1,
  invoice_count: 2,
};
const HSN: HsnSummary = {
  docs: [GAUZE, BANDAGE],
  meta: { ...META, total: 2, quantity: 5, total_value: 861, taxable_value: 770, tax_amount: 91, grand_total: 861 },
};
const GAUZE_INVOICES = [
  {
    date: '2026-04-20',
    party_name: 'Sharma Medical Hall',
    party_tin: '27AAGCS2288K1ZV',
    voucher_type: 'Sales',
    voucher_number: 'INV/26-27/1',
    voucher_id: 'v1',
    unit: 'PCS',
    quantity: 3,
    total_amount: 840,
    taxable_value: 750,
    total_tax: 90,
  },
];
const PARTIES: PartySummary = {
  docs: [
    {
      party_id: 'l1',
      party_name: 'Sharma Medical Hall',
      party_tin: '27AAGCS2288K1ZV',
      quantity: 5,
      total_value: 861,
      taxable_value: 770,
      tax_amount: 91,
      invoice_count: 2,
      invoices: [],
    },
  ],
  meta: { ...META, total: 1, total_value: 861, taxable_value: 770, tax_amount: 91 },
};
/** A card's trend as the API sends it: the previous period's figure and the change from it. */
const stat = (previous: number, change_percent: number | null) => ({ previous, change_percent });
const STATS: SummaryStats = {
  total_hsn: 2,
  total_party: 1,
  total_invoices: 2,
  total_revenue: 770,
  total_tax: 91,
  trends: {
    total_hsn: stat(1, 100),
    total_party: stat(0, null),
    total_invoices: stat(4, -50),
    total_revenue: stat(684.44, 12.5),
    total_tax: stat(91, 0),
  },
  start_date: FY_START,
  end_date: FY_END,
  previous_start_date: '2025-04-01',
  previous_end_date: '2026-03-31',
};
const empty = { docs: [], meta: { ...META, total: 0, total_value: 0, taxable_value: 0, tax_amount: 0 } };

type Query = Record<string, string | number | undefined>;

/** Answers each route as the server would; an HSN code asks for that row with its invoices. */
function answer({ hsn = HSN, parties = PARTIES }: { hsn?: HsnSummary; parties?: PartySummary } = {}) {
  callApi.mockImplementation((route: unknown, { query }: { query: Query }) => {
    if (route === getSummaryStats) return Promise.resolve(STATS);
    if (route === getHsnSummary) {
      if (query.hsn_code === GAUZE.hsn_code)
        return Promise.resolve({ ...hsn, docs: [{ ...GAUZE, invoices: GAUZE_INVOICES }] });
      return Promise.resolve(hsn);
    }
    if (route === getPartySummary) return Promise.resolve(parties);
    if (route === getInvoiceSummary) return Promise.resolve(empty);
    return Promise.reject(new Error('unexpected route'));
  });
}

function Summary({ initial }: { initial?: Partial<SummarySearch> }) {
  const [search, setSearch] = useState({ ...freshSummarySearch(), ...initial });
  return <SummaryPage companyId="c1" search={search} onSearchChange={setSearch} onBack={vi.fn()} />;
}

const queriesOf = (route: unknown) =>
  callApi.mock.calls.filter(([called]) => called === route).map(([, options]) => (options as { query: Query }).query);
/** A blob's text (jsdom's Blob has no text()); the reader drops a byte-order mark. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
const card = (label: string) => screen.getByRole('group', { name: label });
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

beforeEach(() => {
  callApi.mockReset();
  answer();
});
afterEach(() => vi.restoreAllMocks());

describe('SummaryPage (spec 2, tax on)', () => {
  it('opens HSN-wise over the running financial year, with the cards and their real trends', async () => {
    await renderWithRouter(<Summary />);
    const gauze = await screen.findByRole('row', { name: /30059040/ });
    expect(queriesOf(getHsnSummary)[0]).toEqual({
      company_id: 'c1',
      search: undefined,
      start_date: FY_START,
      end_date: FY_END,
      page_no: 1,
      limit: 10,
      sortField: 'hsn_code',
      sortOrder: 1,
    });
    expect(queriesOf(getSummaryStats)[0]).toEqual({ company_id: 'c1', start_date: FY_START, end_date: FY_END });
    expect(screen.getByRole('heading', { level: 1 }).parentElement).toHaveTextContent('SummaryHSN-wise');
    expect(screen.getByRole('tab', { name: 'HSN-wise' })).toHaveAttribute('aria-selected', 'true');

    await waitFor(() => expect(card('Total HSN/SAC Codes')).toHaveTextContent('2+100%vs last period'));
    expect(card('Total Customers')).toHaveTextContent('1newvs last period');
    expect(card('Total Invoices')).toHaveTextContent('2-50%');
    expect(card('Monthly Revenue')).toHaveTextContent('₹770.00+12.5%');
    expect(card('Tax Amount')).toHaveTextContent('₹91.000%');

    expect(cells(gauze)).toEqual([
      '',
      '1',
      '30059040' + '1 invoice',
      'Gauze Swab',
      'PCS',
      '3',
      '840.00',
      '750.00',
      '12.00%',
      '90.00',
    ]);
    expect(cells(screen.getByRole('row', { name: /^Grand Total/ }))).toEqual([
      'Grand Total',
      '5',
      '861.00',
      '770.00',
      '',
      '91.00',
    ]);
    expect(screen.getByText('Showing 1-2 of 2 items')).toBeInTheDocument();
  });

  it("opens a row by a click on it, asking for that HSN code's invoices at its rate, and closes it", async () => {
    const user = userEvent.setup();
    await renderWithRouter(<Summary />);
    await user.click(await screen.findByRole('cell', { name: 'Gauze Swab' }));
    const details = await screen.findByRole('region', { name: 'Invoice Details' });
    const row = await within(details).findByRole('row', { name: /INV\/26-27\/1/ });
    expect(cells(row)).toEqual([
      'Mon, 20 Apr 2026',
      'Sharma Medical Hall',
      '27AAGCS2288K1ZV',
      'Sales',
      'INV/26-27/1',
      'PCS',
      '3',
      '840.00',
      '750.00',
      '90.00',
    ]);
    expect(within(row).getByRole('link', { name: 'INV/26-27/1' })).toHaveAttribute('href', '/invoices/v1');
    expect(cells(within(details).getByRole('row', { name: /^Totals/ }))).toEqual([
      'Totals (1 invoice)',
      '3',
      '840.00',
      '750.00',
      '90.00',
    ]);
    expect(queriesOf(getHsnSummary).at(-1)).toMatchObject({ hsn_code: '30059040', tax_rate: 12, page_no: 1 });

    const toggle = screen.getByRole('button', { name: 'Invoices of HSN 30059040 at 12.00%' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(screen.queryByRole('region', { name: 'Invoice Details' })).not.toBeInTheDocument();

    // A row whose invoices the answer does not hold says so rather than show another row's.
    await user.click(screen.getByRole('button', { name: 'Invoices of HSN 30051090 at 5.00%' }));
    expect(await screen.findByText('No invoices found')).toBeInTheDocument();
  });

  it('switches to Customer-wise in its own default sort, from the first page, and keeps the search', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<Summary initial={{ page: 2, sort: 'quantity', order: -1 }} />);
    await screen.findByRole('row', { name: /30059040/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'gauze');
    await waitFor(() => expect(queriesOf(getHsnSummary).at(-1)).toMatchObject({ search: 'gauze', page_no: 1 }));

    await user.click(screen.getByRole('tab', { name: 'Customer-wise' }));
    const row = await screen.findByRole('row', { name: /Sharma Medical Hall/ });
    expect(queriesOf(getPartySummary).at(-1)).toMatchObject({
      search: 'gauze',
      page_no: 1,
      sortField: 'party_name',
      sortOrder: 1,
    });
    expect(screen.getByRole('heading', { level: 1 }).parentElement).toHaveTextContent('SummaryCustomer-wise');
    expect(cells(row)).toEqual([
      '',
      '1',
      'Sharma Medical Hall2 invoices',
      '27AAGCS2288K1ZV',
      '5',
      '861.00',
      '770.00',
      '91.00',
    ]);
    await user.click(screen.getByRole('button', { name: 'Invoices of Sharma Medical Hall' }));
    await waitFor(() => expect(queriesOf(getPartySummary).at(-1)).toMatchObject({ party_id: 'l1' }));

    await user.click(screen.getByRole('button', { name: 'Customer TIN/GSTIN' }));
    await waitFor(() => expect(queriesOf(getPartySummary).at(-1)).toMatchObject({ sortField: 'party_tin' }));
  });

  it("says so when a view is empty, each with its spec's link", async () => {
    const user = userEvent.setup();
    answer({ hsn: empty, parties: empty });
    await renderWithRouter(<Summary />);
    expect(await screen.findByRole('heading', { name: 'No HSN/SAC Code found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Items' })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();

    await user.click(screen.getByRole('tab', { name: 'Customer-wise' }));
    expect(await screen.findByRole('heading', { name: 'No customer found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Customers' })).toHaveAttribute('href', '/customers');

    await user.click(screen.getByRole('tab', { name: 'Bill-wise' }));
    expect(await screen.findByRole('heading', { name: 'No Invoices found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Invoices' })).toHaveAttribute('href', '/invoices');
  });

  it('exports every page of the view as CSV, named after the period', async () => {
    const user = userEvent.setup();
    const saved = captureDownloads();
    await renderWithRouter(<Summary />);
    await screen.findByRole('row', { name: /30059040/ });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(queriesOf(getHsnSummary).at(-1)).toMatchObject({ page_no: 1, limit: 100, sortField: 'hsn_code' });
    expect(saved[0]?.name).toBe(`hsn-summary-${FY_START}-to-${FY_END}.csv`);
    const csv =
      'Sr. No.,HSN Code,Product,Unit,Quantity,Total Value,Taxable Value,Tax Rate,Tax Amount\r\n' +
      '1,30059040,Gauze Swab,PCS,3,840.00,750.00,12.00,90.00\r\n' +
      '2,30051090,"Bandage Roll, Crepe Bandage",PCS,2,21.00,20.00,5.00,1.00\r\n';
    const file = saved[0]?.blob ?? new Blob();
    expect(await textOf(file)).toBe(csv);
    // The text after the 3 bytes of the UTF-8 byte-order mark, which Excel reads the encoding by.
    expect(file.size).toBe(csv.length + 3);
    expect(file.type).toBe('text/csv;charset=utf-8');
    expect(toastTexts()).toEqual([]);
  });
});
