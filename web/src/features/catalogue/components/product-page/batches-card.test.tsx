import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listProductBatches } from '@app/shared/api/routes/product/list-product-batches';
import type { Batch } from '@app/shared/catalogue/batch-docs';
import { ApiError, callApi } from '@/test/api-client-mock';
import { renderWithProviders } from '@/test/render';
import { BatchesCard } from './batches-card';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const batch = (fields: Partial<Batch>): Batch => ({
  batch_number: 'P2407',
  expiry: '2027-06-30',
  mfg: null,
  mrp: null,
  quantity: 200,
  status: 'ok',
  days_to_expiry: 380,
  ...fields,
});

// The design's three batches of paracetamol: one expired 15 days ago, one expiring in 77 days.
const EXPIRED = batch({
  batch_number: 'p2312',
  expiry: '2026-05-31',
  quantity: 10,
  status: 'expired',
  days_to_expiry: -15,
});
const EXPIRING = batch({
  batch_number: 'P2401',
  expiry: '2026-08-31',
  mfg: '2025-09-30',
  mrp: 32.5,
  quantity: 100,
  status: 'expiring',
  days_to_expiry: 77,
});
const OK = batch({});
const SOLD_OUT = batch({
  batch_number: 'P2309',
  expiry: '2026-03-31',
  quantity: 0,
  status: 'expired',
  days_to_expiry: -76,
});

const lastQuery = () =>
  (callApi.mock.calls.filter(([route]) => route === listProductBatches).at(-1)?.[1] as { query: object }).query;
const rows = () =>
  within(screen.getByRole('table', { name: 'Batches' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

beforeEach(() => {
  callApi.mockReset();
  callApi.mockImplementation((route: unknown, options: { query: { include_empty?: string } }) =>
    route === listProductBatches
      ? Promise.resolve(
          options.query.include_empty === 'true' ? [SOLD_OUT, EXPIRED, EXPIRING, OK] : [EXPIRED, EXPIRING, OK],
        )
      : Promise.reject(new Error('unexpected route')),
  );
});

describe('BatchesCard (issue 18)', () => {
  it('lists the batches in stock first expiring first, with expiry, quantity, MRP and status', async () => {
    renderWithProviders(<BatchesCard companyId="c1" productId="p1" unit="STR" />);
    await screen.findByText('P2401');
    expect(callApi).toHaveBeenCalledWith(listProductBatches, {
      params: { id: 'p1' },
      query: { company_id: 'c1', include_empty: undefined },
      signal: expect.any(AbortSignal) as AbortSignal,
    });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Batch',
      'Expiry',
      'Quantity',
      'MRP',
      'Status',
    ]);
    expect(rows()).toEqual([
      ['p2312', '05/2026', '10 STR', '—', 'Expired15 days ago'],
      ['P2401', '08/2026Mfg 09/2025', '100 STR', '₹32.50', 'Expiringin 77 days'],
      ['P2407', '06/2027', '200 STR', '—', 'OK'],
    ]);
    expect(screen.getByText('Expired')).toHaveClass('text-destructive');
    expect(screen.getByText('Expiring')).toHaveClass('text-amber-800');
  });

  it('adds the sold-out batches on request', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BatchesCard companyId="c1" productId="p1" unit="STR" />);
    await screen.findByText('P2401');
    await user.click(screen.getByRole('switch', { name: 'Show sold out' }));
    await waitFor(() => expect(lastQuery()).toEqual({ company_id: 'c1', include_empty: 'true' }));
    expect(await screen.findByText('P2309')).toBeInTheDocument();
    expect(rows()[0]).toEqual(['P2309', '03/2026', '0 STR', '—', 'Sold out']);
  });

  it('leaves out the MRP column when no batch has one, and says when nothing is in stock', async () => {
    callApi.mockResolvedValue([]);
    renderWithProviders(<BatchesCard companyId="c1" productId="p1" unit="STR" />);
    expect(await screen.findByText('No batches in stock.')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'MRP' })).not.toBeInTheDocument();
  });

  it("shows the server's message when the batches fail to load, and tries again", async () => {
    const user = userEvent.setup();
    callApi.mockRejectedValueOnce(new ApiError('Product not found', 404)).mockResolvedValue([OK]);
    renderWithProviders(<BatchesCard companyId="c1" productId="p1" unit="STR" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Product not found');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('P2407')).toBeInTheDocument();
  });
});
