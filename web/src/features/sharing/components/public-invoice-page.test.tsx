import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPublicInvoice } from '@app/shared/api/routes/sharing/get-public-invoice';
import { printPublicInvoice } from '@app/shared/api/routes/sharing/print-public-invoice';
import { LINK_MESSAGES, type PublicInvoice } from '@app/shared/sharing/invoice-link-docs';
import { ApiError, callApi, fetchFile } from '@/test/api-client-mock';
import { renderWithRouter } from '@/test/router';
import { catchSavedFiles } from '@/test/saved-files';
import { PublicInvoicePage } from './public-invoice-page';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const TOKEN = 'q7Vd2mXk9PzR4tLw8sNb3cYh6jGf1aEu5oKi0nMxZ_A';
const UPI_URI =
  'upi://pay?pa=vermamedical%40okhdfcbank&pn=Verma%20Medical%20Stores&tr=SI%2F26-27%2F0044&tn=Invoice%20SI%2F26-27%2F0044&am=5210.00&cu=INR';

const shared = (fields: Partial<PublicInvoice> = {}): PublicInvoice => ({
  seller: {
    name: 'Verma Medical Stores',
    address: ['14 Station Road', 'Nashik Road', 'Maharashtra - 422101'],
    gstin: '27AAPFV1234K1Z5',
    phone: '+91 9822012345',
    email: 'accounts@vermamedical.in',
  },
  invoice: {
    number: 'SI/26-27/0044',
    date: '2026-11-20',
    due_date: '2026-12-05',
    buyer: 'Sharma Traders',
    lines: [
      { name: 'Cough Syrup 100 ml', quantity: 30, unit: 'BTL', rate: 95.5, taxable: 2865, tax_rate: 12, total: 3208.8 },
      {
        name: 'Paracetamol 500 mg (strip of 10)',
        quantity: 120,
        unit: 'STRIP',
        rate: 15,
        taxable: 1800,
        tax_rate: 12,
        total: 2016,
      },
    ],
    taxable: 4665,
    tax: 559.8,
    round_off: 0.2,
    grand_total: 5225,
    balance_due: 5210,
    status: 'partly paid',
  },
  upi: { uri: UPI_URI, vpa: 'vermamedical@okhdfcbank', amount: 5210 },
  expires_at: '2026-12-20T05:30:00.000Z',
  ...fields,
});

beforeEach(() => {
  callApi.mockReset();
  fetchFile.mockReset();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const renderPage = async (answer: PublicInvoice | ApiError) => {
  callApi.mockImplementation(() => (answer instanceof ApiError ? Promise.reject(answer) : Promise.resolve(answer)));
  await renderWithRouter(<PublicInvoicePage token={TOKEN} />, `/i/${TOKEN}`);
};

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the page a shared invoice link opens (issue 37)', () => {
  it('shows the seller, the invoice, its lines and totals and what is due', async () => {
    await renderPage(shared());
    expect(await screen.findByRole('heading', { name: 'Invoice SI/26-27/0044' })).toBeInTheDocument();
    expect(callApi).toHaveBeenCalledWith(getPublicInvoice, expect.objectContaining({ params: { token: TOKEN } }));
    const seller = screen.getByText('Verma Medical Stores').closest('address');
    expect(seller).toHaveTextContent(
      'Verma Medical Stores14 Station RoadNashik RoadMaharashtra - 422101GSTIN: 27AAPFV1234K1Z5+91 9822012345accounts@vermamedical.in',
    );
    expect(screen.getByText('Date: 20 Nov 2026')).toBeInTheDocument();
    expect(screen.getByText('Due: 5 Dec 2026')).toBeInTheDocument();
    expect(screen.getByText('Sharma Traders')).toBeInTheDocument();
    expect(screen.getByText('Partly paid')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Items' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Item', 'Qty', 'Rate', 'Taxable', 'GST', 'Total']);
    // On a phone the rate and GST are under the item's name (the wide columns are hidden there).
    expect(within(table).getAllByRole('row').slice(1).map(cellsOf)).toEqual([
      ['Cough Syrup 100 ml@ ₹95.50, GST 12%', '30 BTL', '₹95.50', '₹2,865.00', '12%', '₹3,208.80'],
      ['Paracetamol 500 mg (strip of 10)@ ₹15.00, GST 12%', '120 STRIP', '₹15.00', '₹1,800.00', '12%', '₹2,016.00'],
    ]);

    const totals = screen.getByText('Grand total').closest('dl');
    expect(totals).toHaveTextContent('Taxable value₹4,665.00GST₹559.80Round off₹0.20Grand total₹5,225.00');
    expect(screen.getByText('Balance due').nextSibling).toHaveTextContent('₹5,210.00');
  });

  it('pays what is due by UPI: a button with the UPI intent, and the same intent as a QR code', async () => {
    await renderPage(shared());
    const pay = await screen.findByRole('link', { name: 'Pay ₹5,210.00 by UPI' });
    expect(pay).toHaveAttribute('href', UPI_URI);
    expect(screen.getByRole('img', { name: 'UPI QR code to pay ₹5,210.00' })).toBeInTheDocument();
    expect(screen.getByText('vermamedical@okhdfcbank')).toBeInTheDocument();
  });

  it('has no Pay button when the seller takes no UPI or nothing is due', async () => {
    await renderPage(shared({ upi: null }));
    expect(await screen.findByRole('heading', { name: 'Invoice SI/26-27/0044' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /by UPI/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /UPI QR code/ })).not.toBeInTheDocument();
  });

  it('saves the PDF the link gives', async () => {
    const user = userEvent.setup();
    const saved = catchSavedFiles();
    fetchFile.mockResolvedValue({ blob: new Blob(['%PDF-1.7']), fileName: 'SI-26-27-0044.pdf' });
    await renderPage(shared());
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['SI-26-27-0044.pdf']));
    expect(fetchFile).toHaveBeenCalledWith(printPublicInvoice, { params: { token: TOKEN } });
  });

  it('says the link is gone when it expired or was withdrawn', async () => {
    await renderPage(new ApiError(LINK_MESSAGES.gone, 404));
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_MESSAGES.gone);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
