import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { importEInvoiceResponses } from '@app/shared/api/routes/einvoice/import-einvoice-responses';
import { listPendingEInvoices } from '@app/shared/api/routes/einvoice/list-pending-einvoices';
import type { PendingEInvoices, ResponseFileResult } from '@app/shared/einvoice/einvoice-docs';
import { ApiError, callApi } from '@/test/api-client-mock';
import { toastTexts } from '@/test/render';
import { renderWithRouter } from '@/test/router';
import { catchSavedFiles, textOf } from '@/test/saved-files';
import { EInvoiceBulkTab } from './einvoice-bulk-tab';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const IRN = '8e9d3b1f0c6a4b2e9f7d5c3a1b0e8d6f4c2a0b9e7d5c3a1f0e8d6c4b2a09f7e5';

/** An invoice's e-invoice JSON; `padding` characters of item text make it as large as a test needs. */
const einvoice = (number: string, padding = 0) => ({
  Version: '1.1',
  DocDtls: { Typ: 'INV', No: number, Dt: '20/10/2026' },
  ItemList: [{ SlNo: '1', PrdDesc: `Cough Syrup 100 ml${' '.repeat(padding)}` }],
});
const pendingOf = (numbers: string[], padding = 0): PendingEInvoices['documents'] =>
  numbers.map((number, index) => ({
    vouchar_id: `v${index + 1}`,
    voucher_number: number,
    date: '2026-10-20',
    json: einvoice(number, padding),
  }));

let pending: PendingEInvoices;
let imported: ResponseFileResult;

beforeEach(() => {
  pending = { documents: [], refused: [], truncated: false };
  imported = { attached: [], unchanged: 0, refused: [] };
  callApi.mockReset();
  callApi.mockImplementation((route: unknown) =>
    Promise.resolve(route === importEInvoiceResponses ? imported : pending),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
});

const renderTab = () => renderWithRouter(<EInvoiceBulkTab companyId="c1" from="2026-10-01" to="2026-10-31" />);

/** Chooses a response file with this text (jsdom's File has no text(), which every browser has). */
async function chooseResponseFile(user: ReturnType<typeof userEvent.setup>, text: string) {
  const file = new File([text], 'response.json', { type: 'application/json' });
  Object.defineProperty(file, 'text', { value: () => Promise.resolve(text) });
  await user.upload(await screen.findByLabelText('Response file'), file);
}

describe("GST Returns' e-Invoices tab: the portal's bulk upload and its response file (issue 36)", () => {
  it("cuts the period's invoices into files within the portal's 2 MB, and saves each", async () => {
    const user = userEvent.setup();
    const saved = catchSavedFiles();
    // 1.2 MB each: two cannot share a 2 MB file.
    pending = { ...pending, documents: pendingOf(['SI/26-27/0001', 'SI/26-27/0002'], 1_200_000) };
    await renderTab();
    expect(await screen.findByText('Invoices to report (2)')).toBeInTheDocument();
    expect(screen.getByText(/^2 files for 2 invoices/)).toBeInTheDocument();
    expect(callApi).toHaveBeenCalledWith(listPendingEInvoices, {
      query: { company_id: 'c1', from: '2026-10-01', to: '2026-10-31' },
      signal: expect.anything() as unknown,
    });

    await user.click(screen.getByRole('button', { name: 'Download bulk files' }));
    expect(saved.map((file) => file.name)).toEqual([
      'einvoices-2026-10-01-to-2026-10-31-1.json',
      'einvoices-2026-10-01-to-2026-10-31-2.json',
    ]);
    const files = await Promise.all(saved.map(async (file) => JSON.parse(await textOf(file.blob)) as unknown));
    expect(files).toEqual([[einvoice('SI/26-27/0001', 1_200_000)], [einvoice('SI/26-27/0002', 1_200_000)]]);
  });

  it('lists the invoices that cannot leave, each linked with what to fix, and says when the period is too long', async () => {
    const user = userEvent.setup();
    const saved = catchSavedFiles();
    pending = {
      documents: pendingOf(['SI/26-27/0001', 'SI/26-27/0002']),
      refused: [
        {
          vouchar_id: 'v9',
          voucher_number: 'SI/26-27/0009',
          problems: [
            { where: 'customer', message: "The customer's GSTIN 27AAPFU0939F1ZX is not a valid GSTIN" },
            { where: 'line 2', message: 'Line 2 (Paracetamol 500 mg): no HSN code' },
          ],
        },
      ],
      truncated: true,
    };
    await renderTab();
    const list = await screen.findByRole('list', { name: 'Invoices to fix' });
    expect(within(list).getByRole('link', { name: 'SI/26-27/0009' })).toHaveAttribute('href', '/invoices/v9');
    expect(
      within(list)
        .getAllByRole('listitem')
        .slice(1)
        .map((item) => item.textContent),
    ).toEqual([
      "Customer: The customer's GSTIN 27AAPFU0939F1ZX is not a valid GSTIN",
      'Line 2: Line 2 (Paracetamol 500 mg): no HSN code',
    ]);
    expect(screen.getByText('1 invoice cannot be reported until fixed')).toBeInTheDocument();
    expect(screen.getByText(/^The period holds more than 1,000 invoices/)).toHaveTextContent(
      'Pick a shorter period (a month rather than a quarter) for the rest.',
    );

    // Small invoices share one file, named for the period alone.
    expect(screen.getByText(/^1 file for 2 invoices/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download bulk files' }));
    expect(saved.map((file) => file.name)).toEqual(['einvoices-2026-10-01-to-2026-10-31.json']);
    expect(JSON.parse(await textOf(saved[0]?.blob))).toEqual([einvoice('SI/26-27/0001'), einvoice('SI/26-27/0002')]);
  });

  it("uploads the portal's response file, says what was attached, and lists what was not", async () => {
    const user = userEvent.setup();
    pending = { ...pending, documents: pendingOf(['SI/26-27/0001', 'SI/26-27/0002']) };
    imported = {
      attached: [{ vouchar_id: 'v1', voucher_number: 'SI/26-27/0001', irn: IRN, ack_no: '112610000123456' }],
      unchanged: 1,
      refused: [{ document: 'INV SI/26-27/0007', message: 'No invoice numbered SI/26-27/0007 in this company' }],
    };
    await renderTab();
    await screen.findByText('Invoices to report (2)');
    const responses = '[{"Status":"ACT"}]';
    await chooseResponseFile(user, responses);

    await waitFor(() => expect(toastTexts()).toContain('1 IRN attached, 1 not'));
    expect(callApi).toHaveBeenCalledWith(importEInvoiceResponses, { body: { company_id: 'c1', file: responses } });
    const row = within(screen.getByRole('table', { name: 'IRNs attached' })).getByRole('row', {
      name: /SI\/26-27\/0001/,
    });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['SI/26-27/0001', '112610000123456', '8e9d3b1f0c6a…']);
    expect(screen.getByText('1 invoice already had its IRN from this file: left as it was.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Documents not attached' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['INV SI/26-27/0007: No invoice numbered SI/26-27/0007 in this company']);
    // The attached invoice leaves the list: the period's pending invoices are asked again.
    await waitFor(() => expect(callApi.mock.calls.filter(([route]) => route === listPendingEInvoices)).toHaveLength(2));
  });

  it('refuses a response file over 5,000,000 characters without sending it', async () => {
    const user = userEvent.setup();
    await renderTab();
    await chooseResponseFile(user, 'x'.repeat(5_000_001));
    await waitFor(() =>
      expect(toastTexts()).toContain(
        'The response file is larger than 5 MB: upload the responses of fewer invoices at a time',
      ),
    );
    expect(callApi).not.toHaveBeenCalledWith(importEInvoiceResponses, expect.anything());
  });

  it("says e-invoicing is off, in the server's words, and where to turn it on", async () => {
    const off = 'E-invoicing is off for this company: turn it on in Settings > E-invoice';
    callApi.mockImplementation(() => Promise.reject(new ApiError(off, 400)));
    await renderTab();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(off);
    expect(alert).toHaveTextContent('Those who manage the company turn it on under Account > Settings, in E-invoice.');
    expect(within(alert).getByRole('link', { name: 'Open Account' })).toHaveAttribute('href', '/account');
    expect(screen.queryByRole('button', { name: 'Download bulk files' })).not.toBeInTheDocument();
  });
});
