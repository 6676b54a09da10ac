import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getBill } from '@app/shared/api/routes/bills/get-bill';
import { postBillPurchase } from '@app/shared/api/routes/bills/post-bill-purchase';
import { listLedgersWithType } from '@app/shared/api/routes/ledger/list-ledgers-with-type';
import { listProductOptions } from '@app/shared/api/routes/product/list-product-options';
import type { RouteDefinition } from '@app/shared/api/route';
import type { Bill } from '@app/shared/bills/bill-record';
import { ApiError, callApi } from '@/test/api-client-mock';
import { syrup } from '@/test/product-fixtures';
import { toastTexts } from '@/test/render';
import { renderWithRouter } from '@/test/router';
import { bill, medicalBill } from '../../test/bill-fixtures';
import { BillReviewPage } from './bill-review-page';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));
vi.mock('@/components/pdf-preview/pdf-viewer', () => import('@/test/pdf-viewer-mock'));

const ganesh = {
  _id: 'l-ganesh',
  ledger_name: 'Shree Ganesh Medical Agencies',
  tin: '27AAPFU0939F1ZV',
  mailing_state: 'Maharashtra',
};
const paracetamol = {
  _id: 'p-para',
  stock_item_name: 'Paracetamol 500 mg strip',
  unit: 'NOS',
  hsn_code: '30049099',
  tax_rate: 12,
  current_stock: 0,
};
let posting: (body: unknown) => Promise<unknown>;
/** The bill the page opens (a read upload unless a test says otherwise). */
let shown: Bill;
/** Issue 18: the products that keep batches. */
let batchTracked: string[];

beforeEach(() => {
  // The bill is dated 18 April 2026: review it a few days later, in that financial year.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-04-20T10:00:00+05:30'));
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response('%PDF-1.7'))),
  );
  posting = () =>
    Promise.resolve({ bill: bill({ status: 'posted' }), voucher: { _id: 'v-9', voucher_number: 'GMA/2026/114' } });
  batchTracked = [];
  shown = bill();
  callApi.mockReset();
  callApi.mockImplementation((route: RouteDefinition, options: { body?: unknown }) => {
    if (route === getBill) return Promise.resolve(shown);
    if (route === listLedgersWithType) return Promise.resolve([ganesh]);
    if (route === listProductOptions) {
      return Promise.resolve(
        [syrup, paracetamol].map((product) => ({ ...product, batch_tracked: batchTracked.includes(product._id) })),
      );
    }
    if (route === postBillPurchase) return posting(options.body);
    return Promise.reject(new Error(`unexpected call to ${route.path}`));
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function openReview() {
  const onPosted = vi.fn();
  await renderWithRouter(
    <Suspense fallback="Loading">
      <BillReviewPage
        company={{ id: 'c-1', state: 'Maharashtra', taxEnabled: true }}
        billId="b-1"
        onBack={vi.fn()}
        onPosted={onPosted}
        onDiscarded={vi.fn()}
      />
    </Suspense>,
  );
  await screen.findByRole('combobox', { name: 'Supplier' });
  return onPosted;
}

describe('the bill review page', () => {
  it('opens filled from the bill, marks what the reader was unsure of, and frames the field being edited', async () => {
    const user = userEvent.setup();
    await openReview();
    expect(screen.getByRole('combobox', { name: 'Supplier' })).toHaveTextContent('Shree Ganesh Medical Agencies');
    const number = screen.getByLabelText(/^Bill number/);
    expect(number).toHaveValue('GMA/2026/114');
    expect(screen.getByText('Check this against the bill: the reader was not sure')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Bill date/)).toHaveValue('18/04/2026');
    expect(screen.getAllByRole('combobox', { name: /^Product/ }).map((picker) => picker.textContent)).toEqual([
      'Cough Syrup 100 ml',
      'Pick a product',
    ]);
    await screen.findByText('Drawing page 1');
    expect(screen.queryByTestId('bill-highlight')).not.toBeInTheDocument();

    await user.click(number);
    // Read at 10% from the left, 12% from the top of page 1 (with a little room around it).
    expect(screen.getByTestId('bill-highlight')).toHaveStyle({ left: '9.6%', top: '11.6%' });
    expect(within(screen.getByRole('table')).getByTestId('purchase-grand_total')).toHaveTextContent('₹1,534.00');
  });

  it('shows what GSTR-2B reported in place of a file, for a purchase drafted from it (issue 33)', async () => {
    shown = bill({ source: 'gstr2b', media_type: null, file_url: null, file_name: 'GSTR-2B GMA/2026/114' });
    await openReview();
    const source = screen.getByText('From GSTR-2B').closest('[data-slot="card"]');
    expect(source).toHaveTextContent(`GSTIN${medicalBill.supplier_gstin?.value ?? ''}`);
    expect(source).toHaveTextContent('Taxable value1,370.00');
    expect(screen.queryByText('Drawing page 1')).not.toBeInTheDocument();
  });

  it('posts nothing until every line has a product, then creates the purchase and opens it', async () => {
    const user = userEvent.setup();
    const onPosted = await openReview();
    await user.click(screen.getByRole('button', { name: 'Create purchase' }));
    await waitFor(() => expect(toastTexts()).toContain('Pick a product for this line, or create one'));
    const [, secondLine] = screen.getAllByRole('combobox', { name: /^Product/ });
    if (!secondLine) throw new Error('two lines expected');
    expect(secondLine).toHaveAttribute('aria-invalid', 'true');
    expect(callApi).not.toHaveBeenCalledWith(postBillPurchase, expect.anything());

    await user.click(secondLine);
    await user.click(await screen.findByRole('option', { name: 'Paracetamol 500 mg strip' }));
    await user.click(screen.getByRole('button', { name: 'Create purchase' }));

    await waitFor(() => expect(onPosted).toHaveBeenCalledWith('v-9'));
    expect(callApi).toHaveBeenCalledWith(postBillPurchase, {
      params: { id: 'b-1' },
      body: expect.objectContaining({
        voucher_type: 'Purchase',
        voucher_number: 'GMA/2026/114',
        date: '2026-04-18',
        party_name_id: 'l-ganesh',
        grand_total: 1534,
        items: [
          expect.objectContaining({ item_id: 'p-syrup', quantity: 10, rate: 78, tax_rate: 12 }),
          expect.objectContaining({ item_id: 'p-para', quantity: 50, rate: 11.8, tax_rate: 12 }),
        ],
      }) as unknown,
    });
    expect(toastTexts()).toContain('Purchase GMA/2026/114 created from the bill');
  });

  it("shows the server's refusal, such as a bill number already recorded", async () => {
    const user = userEvent.setup();
    const refusal = 'Bill number GMA/2026/114 is already recorded for Shree Ganesh Medical Agencies';
    posting = () => Promise.reject(new ApiError(refusal, 409));
    callApi.mockImplementationOnce(() =>
      Promise.resolve(
        bill({
          line_matches: [syrup, paracetamol].map((p) => ({ _id: p._id, name: p.stock_item_name, by: 'name' as const })),
        }),
      ),
    );
    const onPosted = await openReview();
    await user.click(screen.getByRole('button', { name: 'Create purchase' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(onPosted).not.toHaveBeenCalled();
  });

  it('asks for the batch number and expiry of a batch-tracked product before creating the purchase (issue 18)', async () => {
    const user = userEvent.setup();
    batchTracked = ['p-para'];
    const onPosted = await openReview();
    expect(screen.queryByLabelText(/^Batch No\./)).not.toBeInTheDocument();
    const [, secondLine] = screen.getAllByRole('combobox', { name: /^Product/ });
    if (!secondLine) throw new Error('two lines expected');
    await user.click(secondLine);
    await user.click(await screen.findByRole('option', { name: 'Paracetamol 500 mg strip' }));
    const line = screen.getByRole('listitem', { name: 'Line 2' });
    await within(line).findByLabelText(/^Batch No\./);
    // Only the batch-tracked product's line asks.
    expect(within(screen.getByRole('listitem', { name: 'Line 1' })).queryByLabelText(/^Batch No\./)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create purchase' }));
    await waitFor(() => expect(toastTexts()).toContain('Batch number is required for Paracetamol 500 mg strip'));
    expect(within(line).getByText('Expiry is required')).toBeInTheDocument();
    expect(callApi).not.toHaveBeenCalledWith(postBillPurchase, expect.anything());

    await user.type(within(line).getByLabelText(/^Batch No\./), 'P2401');
    await user.type(within(line).getByLabelText(/^Expiry/), '8/26x');
    expect(
      await within(line).findByText('Expiry must be a month and year like 08/2026, or a date'),
    ).toBeInTheDocument();
    await user.clear(within(line).getByLabelText(/^Expiry/));
    await user.type(within(line).getByLabelText(/^Expiry/), '08/2026');
    await user.type(within(line).getByLabelText(/^MRP/), '32.50');
    await user.click(screen.getByRole('button', { name: 'Create purchase' }));
    await waitFor(() => expect(onPosted).toHaveBeenCalledWith('v-9'));
    expect(callApi).toHaveBeenCalledWith(postBillPurchase, {
      params: { id: 'b-1' },
      body: expect.objectContaining({
        items: [
          expect.not.objectContaining({ batch_number: expect.anything() as unknown }),
          expect.objectContaining({
            item_id: 'p-para',
            batch_number: 'P2401',
            batch_expiry: '08/2026',
            batch_mrp: 32.5,
          }),
        ],
      }) as unknown,
    });
  });

  it("proposes a pharmacy bill's batch and expiry, flags an expiry inside the alert window, and posts the free quantity (issue 34)", async () => {
    const user = userEvent.setup();
    batchTracked = ['p-para'];
    const [syrupLine, paraLine] = medicalBill.lines;
    if (!syrupLine || !paraLine) throw new Error('two lines expected');
    const read = { confidence: 95, region: null };
    shown = bill({
      draft: {
        ...medicalBill,
        lines: [
          syrupLine,
          {
            ...paraLine,
            rate: { ...read, value: 11.8 },
            // Two months after the bill's date: inside the default 90-day window.
            batch: { ...read, value: 'P2401' },
            expiry: { ...read, value: '2026-06-30' },
            mrp: { ...read, value: 32.5 },
            free_quantity: { ...read, value: 5 },
          },
        ],
      },
      line_matches: [
        { _id: 'p-syrup', name: 'Cough Syrup 100 ml', by: 'hsn' },
        { _id: 'p-para', name: 'Paracetamol 500 mg strip', by: 'name' },
      ],
    });
    const onPosted = await openReview();
    const line = screen.getByRole('listitem', { name: 'Line 2' });
    expect(line).toHaveTextContent('Batch P2401 · Exp 06/2026 · MRP ₹32.50');
    expect(within(line).getByLabelText(/^Batch No\./)).toHaveValue('P2401');
    expect(within(line).getByLabelText(/^Expiry/)).toHaveValue('06/2026');
    expect(within(line).getByTestId('expiry-flag')).toHaveTextContent('Batch P2401 expires on 30 Jun 2026, in 71 days');
    expect(within(line).getByLabelText(/^Free/)).toHaveValue('5');
    await user.clear(within(line).getByLabelText(/^Expiry/));
    await user.type(within(line).getByLabelText(/^Expiry/), '03/2026');
    expect(within(line).getByTestId('expiry-flag')).toHaveTextContent('Batch P2401 expired on 31 Mar 2026');

    await user.click(screen.getByRole('button', { name: 'Create purchase' }));
    await waitFor(() => expect(onPosted).toHaveBeenCalledWith('v-9'));
    expect(callApi).toHaveBeenCalledWith(postBillPurchase, {
      params: { id: 'b-1' },
      body: expect.objectContaining({
        items: [
          expect.not.objectContaining({ free_quantity: expect.anything() as unknown }),
          expect.objectContaining({
            item_id: 'p-para',
            quantity: 50,
            free_quantity: 5,
            batch_number: 'P2401',
            batch_expiry: '03/2026',
            batch_mrp: 32.5,
          }),
        ],
      }) as unknown,
    });
  });

  it('enters a bill that was not read by hand, in the same form, empty, beside it (issue 31)', async () => {
    const user = userEvent.setup();
    const failure =
      "This bill has 3 pages, and 2 pages of the free trial's 25 this month are left. The bill is kept: enter it by hand, upgrade on /pricing, or read it again from 1 May 2026.";
    const unread = bill({
      status: 'failed',
      draft: null,
      read_by: null,
      failure,
      readings: 0,
      line_matches: [],
      supplier_match: null,
    });
    callApi.mockImplementation((route: RouteDefinition, options: { body?: unknown }) => {
      if (route === getBill) return Promise.resolve(unread);
      if (route === listLedgersWithType) return Promise.resolve([ganesh]);
      if (route === listProductOptions) return Promise.resolve([syrup, paracetamol]);
      if (route === postBillPurchase) return posting(options.body);
      return Promise.reject(new Error(`unexpected call to ${route.path}`));
    });
    await renderWithRouter(
      <Suspense fallback="Loading">
        <BillReviewPage
          company={{ id: 'c-1', state: 'Maharashtra', taxEnabled: true }}
          billId="b-1"
          onBack={vi.fn()}
          onPosted={vi.fn()}
          onDiscarded={vi.fn()}
        />
      </Suspense>,
    );
    expect(await screen.findByText(failure)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create purchase' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Enter by hand' }));
    expect(await screen.findByRole('combobox', { name: 'Supplier' })).toHaveTextContent('Select a supplier');
    expect(screen.getByLabelText(/^Bill number/)).toHaveValue('');
    expect(screen.getAllByRole('combobox', { name: /^Product/ }).map((picker) => picker.textContent)).toEqual([
      'Pick a product',
    ]);
    expect(screen.getByRole('button', { name: 'Create purchase' })).toBeInTheDocument();
  });

  it('offers no Retry once a bill has been read 3 times (issue 31)', async () => {
    callApi.mockImplementation((route: RouteDefinition) =>
      route === getBill
        ? Promise.resolve(
            bill({ status: 'failed', draft: null, failure: 'This file could not be read as a bill', readings: 3 }),
          )
        : Promise.resolve([]),
    );
    await renderWithRouter(
      <Suspense fallback="Loading">
        <BillReviewPage
          company={{ id: 'c-1', state: 'Maharashtra', taxEnabled: true }}
          billId="b-1"
          onBack={vi.fn()}
          onPosted={vi.fn()}
          onDiscarded={vi.fn()}
        />
      </Suspense>,
    );
    expect(await screen.findByRole('button', { name: 'Enter by hand' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
