import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decideReconciliation } from '@app/shared/api/routes/gst/decide-reconciliation';
import { draftGstr2bBill } from '@app/shared/api/routes/gst/draft-gstr2b-bill';
import { uploadGstr2b } from '@app/shared/api/routes/gst/upload-gstr2b';
import { getGstr1 } from '@app/shared/api/routes/invoices/get-gstr1';
import { getGstr3b } from '@app/shared/api/routes/reports/get-gstr3b';
import { getGstr3bVouchers } from '@app/shared/api/routes/reports/get-gstr3b-vouchers';
import { runningFinancialYear } from '@app/shared/financial-year';
import type { Gstr3bDoc } from '@app/shared/reports/gstr3b-docs';
import type { Role } from '@app/shared/api/permissions';
import { CompanyAccessProvider } from '@/lib/company-access';
import { callApi, fetchFile } from '@/test/api-client-mock';
import { toastTexts } from '@/test/render';
import { renderWithRouter } from '@/test/router';
import { catchSavedFiles, textOf } from '@/test/saved-files';
import type { GstReturnsSearch } from '../gst-returns-search';
import { GstReturnsPage, type GstReturnsPageProps } from './gst-returns-page';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const none = { iamt: 0, camt: 0, samt: 0, csamt: 0 };
const heads = (igst: number, cgst: number, sgst: number) => ({ igst, cgst, sgst });

// The month worked by hand in functions/src/lib/reports/gstr3b.test.ts.
const DOC: Gstr3bDoc = {
  return: {
    gstin: '27AAPFU0939F1ZV',
    ret_period: '102026',
    sup_details: {
      osup_det: { txval: 16000, iamt: 700, camt: 810, samt: 810, csamt: 0 },
      osup_zero: { txval: 0, iamt: 0, csamt: 0 },
      osup_nil_exmp: { txval: 1000 },
      isup_rev: { txval: 0, ...none },
      osup_nongst: { txval: 0 },
    },
    inter_sup: { unreg_details: [{ pos: '29', txval: 2000, iamt: 100 }], comp_details: [], uin_details: [] },
    itc_elg: {
      itc_avl: [{ ty: 'OTH', iamt: 180, camt: 720, samt: 720, csamt: 0 }],
      itc_rev: [],
      itc_net: { iamt: 180, camt: 720, samt: 720, csamt: 0 },
      itc_inelg: [],
    },
    inward_sup: { isup_details: [] },
    intr_ltfee: { intr_details: none },
  },
  payment: {
    payable: heads(700, 810, 810),
    credit: heads(180, 720, 720),
    used: { igst: heads(180, 0, 0), cgst: heads(0, 720, 0), sgst: heads(0, 0, 720) },
    cash: heads(520, 90, 90),
    carried: heads(0, 0, 0),
  },
  credit: { basis: 'books', bills_of_entry: 0, in_books: heads(180, 720, 720), not_claimed: heads(0, 0, 0) },
};

function Page({ einvoices }: Pick<GstReturnsPageProps, 'einvoices'>) {
  const [search, setSearch] = useState<GstReturnsSearch>({ month: 10, tab: 'gstr3b', filing: 'monthly' });
  return (
    <GstReturnsPage
      companyId="c1"
      companyName="Deshmukh Pharma"
      booksBeginFrom={undefined}
      search={search}
      onSearchChange={setSearch}
      onBack={vi.fn()}
      einvoices={einvoices}
    />
  );
}

const cells = (table: string, row: RegExp) =>
  within(within(screen.getByRole('table', { name: table })).getByRole('row', { name: row }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('GST Returns: GSTR-3B of a month (issue 33)', () => {
  it('shows each table as the portal does, and how the tax is paid', async () => {
    callApi.mockResolvedValue(DOC);
    await renderWithRouter(<Page />);
    await screen.findByRole('table', { name: /^3\.1/ });
    expect(callApi).toHaveBeenCalledWith(getGstr3b, {
      query: { company_id: 'c1', financial_year: runningFinancialYear(), financial_month: 10, frequency: 'monthly' },
      signal: expect.anything() as unknown,
    });
    expect(cells('3.1 Outward supplies and inward supplies liable to reverse charge', /^\(a\)/)).toEqual([
      '(a) Outward taxable supplies (other than zero rated, nil rated and exempted)',
      '16,000.00',
      '700.00',
      '810.00',
      '810.00',
    ]);
    expect(cells('3.2 Inter-state supplies to unregistered persons', /Karnataka/)).toEqual([
      '29-Karnataka',
      '2,000.00',
      '100.00',
    ]);
    expect(cells('6.1 Payment of tax', /^Integrated tax/)).toEqual([
      'Integrated tax',
      '700.00',
      '180.00',
      '0.00',
      '0.00',
      '520.00',
    ]);
    expect(
      screen.getByText(/^No GSTR-2B uploaded for this period: the credit is the input tax in the books\./),
    ).toBeVisible();
  });

  it('opens a figure to the vouchers behind it, their shares adding up to it (issue 33)', async () => {
    const user = userEvent.setup();
    const voucher = (id: string, type: string, number: string, party: string, taxable: number, tax: number) => ({
      vouchar_id: id,
      voucher_type: type,
      voucher_number: number,
      date: '2026-10-05',
      party_name: party,
      taxable,
      tax,
    });
    callApi.mockImplementation((route: unknown) =>
      Promise.resolve(
        route === getGstr3bVouchers
          ? [
              voucher('v1', 'Sales', 'SI/26-27/0001', 'Sharma Traders', 10000, 1800),
              voucher('v2', 'Credit Note', 'CN/26-27/0001', 'Sharma Traders', -1000, -180),
            ]
          : DOC,
      ),
    );
    await renderWithRouter(<Page />);
    await user.click(
      await screen.findByRole('button', {
        name: 'Vouchers of (a) Outward taxable supplies (other than zero rated, nil rated and exempted)',
      }),
    );
    const sheet = await screen.findByRole('dialog');
    await within(sheet).findByRole('link', { name: 'CN/26-27/0001' });
    expect(callApi).toHaveBeenCalledWith(getGstr3bVouchers, {
      query: {
        company_id: 'c1',
        financial_year: runningFinancialYear(),
        financial_month: 10,
        frequency: 'monthly',
        figure: '3.1a',
      },
      signal: expect.anything() as unknown,
    });
    const total = within(sheet).getByRole('row', { name: /^Total/ });
    expect(
      within(total)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Total', '9,000.00', '1,620.00']);
  });

  it('checks the filed GSTR-1 against the books, invoice by invoice, and refuses another GSTIN’s (issue 33)', async () => {
    const user = userEvent.setup();
    callApi.mockResolvedValue(DOC);
    const item = (txval: number) => ({
      num: 1,
      itm_det: { rt: 18, txval, iamt: 0, camt: txval * 0.09, samt: txval * 0.09, csamt: 0 },
    });
    const gstr1 = (invoices: [string, number][], gstin = '27AAPFU0939F1ZV') => ({
      gstin,
      fp: '102026',
      b2b: [
        {
          ctin: '27AAGCS2288K1ZV',
          inv: invoices.map(([inum, txval]) => ({ inum, idt: '05-10-2026', val: 0, pos: '27', itms: [item(txval)] })),
        },
      ],
      b2cl: [],
      b2cs: [],
      cdnr: [],
      cdnur: [],
    });
    const books = JSON.stringify(
      gstr1([
        ['SI/1', 1000],
        ['SI/2', 2100],
      ]),
    );
    fetchFile.mockResolvedValue({ blob: { text: () => Promise.resolve(books) }, fileName: 'GSTR1.json' });
    const upload = async (content: object) => {
      const file = new File([JSON.stringify(content)], 'filed.json', { type: 'application/json' });
      Object.defineProperty(file, 'text', { value: () => Promise.resolve(JSON.stringify(content)) });
      await user.upload(screen.getByLabelText('Filed GSTR-1 file'), file);
    };
    await renderWithRouter(<Page />);
    await screen.findByRole('table', { name: /^3\.1/ });
    await upload(
      gstr1([
        ['SI/1', 1000],
        ['SI/2', 2000],
        ['SI/3', 500],
      ]),
    );
    const table = await screen.findByRole('table', { name: 'Differences from the filed GSTR-1' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      'SI/2Invoice2,000.00 + 360.002,100.00 + 378.00Amounts differ',
      'SI/3Invoice500.00 + 90.00—Not in the books',
    ]);
    expect(fetchFile).toHaveBeenCalledWith(getGstr1, {
      query: { company_id: 'c1', financial_year: runningFinancialYear(), financial_month: 10 },
    });
    await upload(gstr1([], '29AAGCB7383J1Z4'));
    await waitFor(() =>
      expect(toastTexts()).toContain("This GSTR-1 is for GSTIN 29AAGCB7383J1Z4; this company's is 27AAPFU0939F1ZV"),
    );
  });

  it('files quarterly under QRMP: October is in the quarter ending December', async () => {
    const user = userEvent.setup();
    callApi.mockResolvedValue(DOC);
    await renderWithRouter(<Page />);
    await screen.findByRole('table', { name: /^3\.1/ });
    await user.click(screen.getByLabelText('Filing'));
    await user.click(await screen.findByRole('option', { name: 'Quarterly (QRMP)' }));
    await waitFor(() =>
      expect(callApi).toHaveBeenCalledWith(getGstr3b, {
        query: {
          company_id: 'c1',
          financial_year: runningFinancialYear(),
          financial_month: 12,
          frequency: 'quarterly',
        },
        signal: expect.anything() as unknown,
      }),
    );
    await user.click(screen.getByLabelText('Return period'));
    const periods = await screen.findAllByRole('option');
    expect(periods.map((option) => option.textContent)).toEqual([
      `Apr-Jun ${runningFinancialYear()}`,
      `Jul-Sep ${runningFinancialYear()}`,
      `Oct-Dec ${runningFinancialYear()}`,
      `Jan-Mar ${runningFinancialYear() + 1}`,
    ]);
  });

  it('exports the return as CSV, every table a heading and its rows', async () => {
    const user = userEvent.setup();
    const saved = catchSavedFiles();
    callApi.mockResolvedValue(DOC);
    await renderWithRouter(<Page />);
    await user.click(await screen.findByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toMatch(/^gstr3b-\d{4}-10-31\.csv$/);
    const lines = (await textOf(saved[0]?.blob)).split('\r\n');
    expect(lines.slice(0, 3)).toEqual([
      'Particulars,Taxable value,Integrated tax,Central tax,State/UT tax',
      '3.1 Outward supplies and inward supplies liable to reverse charge',
      '"  (a) Outward taxable supplies",16000.00,700.00,810.00,810.00',
    ]);
    expect(lines).toContain('"  Paid in cash",,520.00,90.00,90.00');
  });

  it("downloads the return as the portal's JSON, named for the GSTIN and the period", async () => {
    const user = userEvent.setup();
    const saved = catchSavedFiles();
    callApi.mockResolvedValue(DOC);
    await renderWithRouter(<Page />);
    await user.click(await screen.findByRole('button', { name: 'Download JSON for the GST portal' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('GSTR3B_27AAPFU0939F1ZV_102026.json');
    expect(JSON.parse(await textOf(saved[0]?.blob))).toEqual(DOC.return);
  });

  it("uploads the month's GSTR-2B as its text, says what was kept, and lists the bills by rule (issue 33)", async () => {
    const user = userEvent.setup();
    const bill = {
      gstin: '27AAGCS2288K1ZV',
      supplier: 'Cipla',
      kind: 'invoice' as const,
      date: '2026-10-05',
      note: null,
    };
    const figures = { taxable: 1000, igst: 0, cgst: 90, sgst: 90 };
    callApi.mockImplementation((route: unknown) =>
      Promise.resolve(
        route === uploadGstr2b
          ? { period: '102026', documents: 2, suppliers: 1 }
          : route === getGstr3b
            ? DOC
            : {
                period: '102026',
                uploaded_at: '2026-11-14T10:00:00.000Z',
                pairs: [
                  {
                    kind: 'suggested',
                    reason: 'Bill number INV-40 read as INV/2025-26/040',
                    two_b: { ...bill, ...figures, id: 'b1', number: 'INV/2025-26/040' },
                    books: { ...bill, ...figures, id: 'p1', number: 'INV-40' },
                  },
                ],
                missing_in_books: [{ ...bill, ...figures, id: 'b2', number: 'CPL/0103' }],
                missing_in_2b: [],
              },
      ),
    );
    await renderWithRouter(<Page />);
    await user.click(screen.getByRole('tab', { name: 'GSTR-2B reconciliation' }));
    const file = new File(['{"data":{}}'], 'gstr2b.json', { type: 'application/json' });
    // jsdom's File has no text(), which every browser has.
    Object.defineProperty(file, 'text', { value: () => Promise.resolve('{"data":{}}') });
    await user.upload(screen.getByLabelText('GSTR-2B file'), file);
    await waitFor(() => expect(toastTexts()).toContain('GSTR-2B of Oct 2026 kept: 2 documents from 1 suppliers'));
    expect(callApi).toHaveBeenCalledWith(uploadGstr2b, { body: { company_id: 'c1', file: '{"data":{}}' } });
    const pair = within(screen.getByRole('table', { name: 'In 2B and in the books' })).getByRole('row', {
      name: /INV-40/,
    });
    expect(pair).toHaveTextContent('Suggested');
    expect(pair).toHaveTextContent('Bill number INV-40 read as INV/2025-26/040');
    expect(screen.getByRole('table', { name: 'In 2B, not in the books' })).toHaveTextContent('CPL/0103');

    // Accepting the suggestion keeps the decision; marking the unentered bill pending needs a note.
    await user.click(screen.getByRole('button', { name: 'Accept INV/2025-26/040' }));
    await waitFor(() => expect(toastTexts()).toContain('1 suggestion accepted'));
    const decided = {
      company_id: 'c1',
      financial_year: runningFinancialYear(),
      financial_month: 10,
      frequency: 'monthly',
    };
    expect(callApi).toHaveBeenCalledWith(decideReconciliation, {
      body: { ...decided, action: 'link', two_b_id: 'b1', books_id: 'p1' },
    });
    await user.click(screen.getByRole('button', { name: 'Mark CPL/0103 pending' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark CPL/0103 pending' });
    expect(within(dialog).getByRole('button', { name: 'Save note' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Note'), 'Asked Cipla for the bill');
    await user.click(within(dialog).getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(toastTexts()).toContain('CPL/0103 marked pending'));
    expect(callApi).toHaveBeenCalledWith(decideReconciliation, {
      body: { ...decided, action: 'pending', two_b_id: 'b2', note: 'Asked Cipla for the bill' },
    });

    // The unentered bill's purchase is drafted as a bill to review.
    callApi.mockResolvedValueOnce({ _id: 'bill-2b' });
    await user.click(screen.getByRole('button', { name: 'Create purchase CPL/0103' }));
    await waitFor(() =>
      expect(toastTexts()).toContain('Purchase CPL/0103 drafted from GSTR-2B: review it and create it'),
    );
    expect(callApi).toHaveBeenCalledWith(draftGstr2bBill, { body: { ...decided, two_b_id: 'b2' } });
  });

  it('exports the suppliers to follow up: the books’ bills missing from 2B, the most tax first (issue 33)', async () => {
    const user = userEvent.setup();
    const saved = catchSavedFiles();
    const missing = (id: string, supplier: string, gstin: string, number: string, taxable: number, cgst: number) => ({
      id,
      gstin,
      supplier,
      kind: 'invoice' as const,
      number,
      date: '2026-10-05',
      taxable,
      igst: 0,
      cgst,
      sgst: cgst,
      note: null,
    });
    callApi.mockImplementation((route: unknown) =>
      Promise.resolve(
        route === getGstr3b
          ? DOC
          : {
              period: '102026',
              uploaded_at: '2026-11-14T10:00:00.000Z',
              pairs: [],
              missing_in_books: [],
              missing_in_2b: [
                missing('p1', 'Cipla', '27AAGCS2288K1ZV', 'CPL/0099', 1000, 90),
                missing('p2', 'Haryana Distributors', '06AABCO6063D1ZQ', 'HD/2611', 2750, 68.75),
                missing('p3', 'Cipla', '27AAGCS2288K1ZV', 'CPL/0100', 500, 45),
              ],
            },
      ),
    );
    await renderWithRouter(<Page />);
    await user.click(screen.getByRole('tab', { name: 'GSTR-2B reconciliation' }));
    await user.click(await screen.findByRole('button', { name: 'Suppliers to follow up (CSV)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('suppliers-to-follow-up-102026.csv');
    expect(await textOf(saved[0]?.blob)).toBe(
      'Supplier,GSTIN,Bills,Bill numbers,Taxable,Tax\r\n' +
        'Cipla,27AAGCS2288K1ZV,2,CPL/0099; CPL/0100,1500.00,270.00\r\n' +
        'Haryana Distributors,06AABCO6063D1ZQ,1,HD/2611,2750.00,137.50\r\n',
    );
  });
});

describe('GST Returns: the e-Invoices tab (issue 36)', () => {
  /** The route's e-Invoices tab, standing in: the days it is given. */
  const einvoices: GstReturnsPageProps['einvoices'] = ({ from, to }) => (
    <p>
      e-Invoices from {from} to {to}
    </p>
  );
  const renderAs = (role: Role) =>
    renderWithRouter(
      <CompanyAccessProvider role={role} userId="u1">
        <Page einvoices={einvoices} />
      </CompanyAccessProvider>,
    );

  it("gives the tab the return period's first and last days, a month or a quarter", async () => {
    const user = userEvent.setup();
    const year = runningFinancialYear();
    callApi.mockResolvedValue(DOC);
    await renderAs('accountant');
    await user.click(screen.getByRole('tab', { name: 'e-Invoices' }));
    expect(screen.getByText(`e-Invoices from ${year}-10-01 to ${year}-10-31`)).toBeInTheDocument();
    await user.click(screen.getByLabelText('Filing'));
    await user.click(await screen.findByRole('option', { name: 'Quarterly (QRMP)' }));
    expect(await screen.findByText(`e-Invoices from ${year}-10-01 to ${year}-12-31`)).toBeInTheDocument();
  });

  it('is not offered to a role that may not post vouchers', async () => {
    callApi.mockResolvedValue(DOC);
    await renderAs('viewer');
    await screen.findByRole('table', { name: /^3\.1/ });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['GSTR-3B', 'GSTR-2B reconciliation']);
  });
});
