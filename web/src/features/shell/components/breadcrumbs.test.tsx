import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getEntityName } from '@app/shared/api/routes/user/get-entity-name';
import { callApi } from '@/test/api-client-mock';
import { renderWithRouter } from '@/test/router';
import { Breadcrumbs } from './breadcrumbs';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const trail = () => screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent;

beforeEach(() => {
  callApi.mockReset();
  callApi.mockImplementation((route: unknown) =>
    route === getEntityName ? Promise.resolve('Cough Syrup 100 ml') : Promise.reject(new Error('unexpected call')),
  );
});

describe('the breadcrumb (spec 2.8)', () => {
  it('capitalises the path from Home', async () => {
    await renderWithRouter(<Breadcrumbs companyId="c-1" />, '/invoices/create/Sales');
    expect(trail()).toBe('HomeInvoicesCreateSales');
  });

  it('reads a hyphenated segment as words', async () => {
    await renderWithRouter(<Breadcrumbs companyId="c-1" />, '/invoices/create/credit-note');
    expect(trail()).toBe('HomeInvoicesCreateCredit Note');
  });

  it('writes an abbreviation whole: GST Returns', async () => {
    await renderWithRouter(<Breadcrumbs companyId="c-1" />, '/gst-returns');
    expect(trail()).toBe('HomeGST Returns');
  });

  it('names a product by its id, looked up in the company', async () => {
    await renderWithRouter(<Breadcrumbs companyId="c-1" />, '/products/5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f');
    await waitFor(() => expect(trail()).toBe('HomeProductsCough Syrup 100 ml'));
    expect(callApi).toHaveBeenCalledWith(getEntityName, {
      params: { entity: 'product', id: '5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f' },
      query: { company_id: 'c-1' },
      signal: expect.any(AbortSignal) as AbortSignal,
    });
  });

  it.each([
    ['an invoice', '/invoices/5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f', 'HomeInvoicesDetails'],
    ['a bill', '/bills/20261125050243560-29cd82aa-a6d9', 'HomeBillsDetails'],
  ])("shows %s's id as Details, not the id", async (_, path, expected) => {
    await renderWithRouter(<Breadcrumbs companyId="c-1" />, path);
    expect(trail()).toBe(expected);
    expect(callApi).not.toHaveBeenCalled();
  });
});
