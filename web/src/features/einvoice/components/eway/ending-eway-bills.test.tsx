import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listEndingEwayBills } from '@app/shared/api/routes/einvoice/list-ending-eway-bills';
import type { EndingEwayBill } from '@app/shared/einvoice/eway-docs';
import { callApi } from '@/test/api-client-mock';
import { renderWithRouter } from '@/test/router';
import { EndingEwayBills } from './ending-eway-bills';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const ENDING: EndingEwayBill[] = [
  {
    vouchar_id: 'v7',
    voucher_number: 'SI/26-27/0007',
    party_name: 'Apollo Pharmacy',
    number: '331009876543',
    valid_till: '2026-11-21T18:29:00.000Z',
  },
  {
    vouchar_id: 'v9',
    voucher_number: 'SI/26-27/0009',
    party_name: 'MedPlus Health Services',
    number: '331009876598',
    valid_till: '2026-11-22T02:30:00.000Z',
  },
];

beforeEach(() => {
  callApi.mockReset();
});

describe("the dashboard's warning of e-way bills running out (issue 36)", () => {
  it('lists each bill ending within 12 hours, soonest first, leading to its invoice', async () => {
    callApi.mockResolvedValue(ENDING);
    await renderWithRouter(<EndingEwayBills companyId="c1" />);
    const warning = await screen.findByRole('region', { name: 'E-way bills ending within 12 hours' });
    expect(
      within(warning)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'E-way bill 331009876543 of SI/26-27/0007 (Apollo Pharmacy) ends at 21 Nov 2026, 11:59 pm',
      'E-way bill 331009876598 of SI/26-27/0009 (MedPlus Health Services) ends at 22 Nov 2026, 8:00 am',
    ]);
    expect(within(warning).getByRole('link', { name: 'SI/26-27/0007' })).toHaveAttribute('href', '/invoices/v7');
    expect(within(warning).getByRole('link', { name: 'SI/26-27/0009' })).toHaveAttribute('href', '/invoices/v9');
    expect(callApi).toHaveBeenCalledWith(listEndingEwayBills, {
      query: { company_id: 'c1' },
      signal: expect.any(AbortSignal) as AbortSignal,
    });
  });

  it('shows nothing when none is ending', async () => {
    callApi.mockResolvedValue([]);
    await renderWithRouter(<EndingEwayBills companyId="c1" />);
    await waitFor(() => expect(callApi).toHaveBeenCalled());
    await act(() => Promise.resolve());
    expect(screen.queryByRole('region', { name: /E-way bills/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/E-way bill/)).not.toBeInTheDocument();
  });
});
