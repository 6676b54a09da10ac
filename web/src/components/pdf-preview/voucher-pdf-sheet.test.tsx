import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { printTaxVoucher } from '@app/shared/api/routes/print/print-tax-voucher';
import { ApiError, fetchFile } from '@/test/api-client-mock';
import { domError, mockPdfBrowser, pdfBlob } from '@/test/pdf-browser-mock';
import { pdfPages } from '@/test/pdf-viewer-mock';
import { renderWithProviders, toastTexts } from '@/test/render';
import { VoucherPdfSheet } from './voucher-pdf-sheet';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));
vi.mock('./pdf-viewer', () => import('@/test/pdf-viewer-mock'));

const SALE = {
  _id: 'v1',
  voucher_number: 'SI/26-27/0001',
  voucher_type: 'Sales',
  updated_at: '2026-11-20T05:30:00.000Z',
} as const;

let browser: ReturnType<typeof mockPdfBrowser>;

beforeEach(() => {
  browser = mockPdfBrowser();
  pdfPages.count = 3;
  fetchFile.mockReset();
  fetchFile.mockResolvedValue({ blob: pdfBlob(1.5), fileName: 'SI-26-27-0001_Hisaab.pdf' });
});
afterEach(() => {
  browser.restore();
});

/** The drawer of the sale, once its PDF has arrived. */
async function openSale() {
  renderWithProviders(<VoucherPdfSheet companyId="c1" taxEnabled voucher={SALE} onClose={vi.fn()} />);
  const drawer = screen.getByRole('dialog', { name: 'Invoice SI/26-27/0001' });
  await within(drawer).findByText('Drawing page 1');
  return drawer;
}

/** Exactly these toasts are on screen, in any order. */
const toasts = (...texts: string[]) => waitFor(() => expect(toastTexts().sort()).toEqual(texts.sort()));

describe('the invoice PDF preview drawer (spec 2)', () => {
  it('asks the server for the PDF, with the overlay while it makes it, then shows its first page and size', async () => {
    let send: (file: unknown) => void = () => undefined;
    fetchFile.mockReturnValueOnce(new Promise((resolve) => (send = resolve)));
    renderWithProviders(<VoucherPdfSheet companyId="c1" taxEnabled voucher={SALE} onClose={vi.fn()} />);
    const drawer = screen.getByRole('dialog', { name: 'Invoice SI/26-27/0001' });
    expect(within(drawer).getByText('Generating and fetching pdf from server...')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Download PDF' })).toBeDisabled();
    expect(fetchFile).toHaveBeenCalledWith(printTaxVoucher, {
      query: { vouchar_id: 'v1', company_id: 'c1' },
      signal: expect.any(AbortSignal) as AbortSignal,
    });

    send({ blob: pdfBlob(1.5), fileName: null });
    await within(drawer).findByText('Drawing page 1');
    expect(within(drawer).queryByText('Generating and fetching pdf from server...')).not.toBeInTheDocument();
    expect(within(drawer).getByText('1.50 KB')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });

  it('moves between the pages of a long invoice', async () => {
    const user = userEvent.setup();
    const drawer = await openSale();
    const previous = within(drawer).getByRole('button', { name: 'Previous page' });
    const next = within(drawer).getByRole('button', { name: 'Next page' });
    expect(within(drawer).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(previous).toBeDisabled();
    await user.click(next);
    await user.click(next);
    expect(within(drawer).getByText('Page 3 of 3')).toBeInTheDocument();
    expect(within(drawer).getByText('Drawing page 3')).toBeInTheDocument();
    expect(next).toBeDisabled();
    await user.click(previous);
    expect(within(drawer).getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('has no page navigation for a one-page PDF', async () => {
    pdfPages.count = 1;
    const drawer = await openSale();
    expect(within(drawer).queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
    expect(within(drawer).queryByText(/Page 1 of/)).not.toBeInTheDocument();
  });

  it('fills the screen and back', async () => {
    const user = userEvent.setup();
    const drawer = await openSale();
    await user.click(within(drawer).getByRole('button', { name: 'Fullscreen' }));
    expect(drawer).toHaveAttribute('data-fullscreen', 'true');
    await user.click(within(drawer).getByRole('button', { name: 'Exit fullscreen' }));
    expect(drawer).toHaveAttribute('data-fullscreen', 'false');
  });

  it('downloads the PDF under the voucher number and the brand', async () => {
    const user = userEvent.setup();
    const drawer = await openSale();
    await user.click(within(drawer).getByRole('button', { name: 'Download PDF' }));
    expect(browser.saved).toEqual([{ href: 'blob:http://localhost/pdf-1', download: 'SI-26-27-0001_Hisaab.pdf' }]);
    await toasts('Invoice downloaded successfully!');
  });

  it('says when the download fails', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const drawer = await openSale();
    browser.createObjectURL.mockImplementation(() => {
      throw new Error('out of memory');
    });
    await user.click(within(drawer).getByRole('button', { name: 'Download PDF' }));
    await toasts('Failed to download invoice');
  });

  it('prints the PDF in a window of its own', async () => {
    const user = userEvent.setup();
    const drawer = await openSale();
    await user.click(within(drawer).getByRole('button', { name: 'Print' }));
    expect(browser.open).toHaveBeenCalledWith('blob:http://localhost/pdf-1', '_blank');
    expect(browser.printWindow.print).toHaveBeenCalledOnce();
    expect(toastTexts()).toEqual([]);
  });

  it('asks for popups when the print window is blocked', async () => {
    const user = userEvent.setup();
    const drawer = await openSale();
    browser.open.mockReturnValue(null);
    await user.click(within(drawer).getByRole('button', { name: 'Print' }));
    await toasts('Unable to open print window. Please allow popups.');
    expect(browser.printWindow.print).not.toHaveBeenCalled();
  });

  it('shares the PDF as a file where the browser can', async () => {
    const user = userEvent.setup();
    browser.allowShare();
    browser.share.mockResolvedValue(undefined);
    const drawer = await openSale();
    await user.click(within(drawer).getByRole('button', { name: 'Share' }));
    await toasts('Opening Sharing window...', 'Invoice sharing opened successfully!');
    const shared = browser.share.mock.calls[0]?.[0];
    expect(shared?.title).toBe('Invoice SI/26-27/0001');
    expect(shared?.files?.map((file) => [file.name, file.type, file.size])).toEqual([
      ['SI-26-27-0001_Hisaab.pdf', 'application/pdf', 1536],
    ]);
    expect(browser.saved).toEqual([]);
  });

  it('says nothing more when the user cancels the share sheet', async () => {
    const user = userEvent.setup();
    browser.allowShare();
    browser.share.mockRejectedValue(domError('AbortError'));
    const drawer = await openSale();
    await user.click(within(drawer).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(browser.share).toHaveBeenCalled());
    await toasts('Opening Sharing window...');
  });

  it('says when sharing fails, and when the share sheet could not open', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    browser.allowShare();
    browser.share.mockRejectedValueOnce(domError('DataError')).mockRejectedValueOnce(domError('NotAllowedError'));
    const drawer = await openSale();
    await user.click(within(drawer).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(toastTexts()).toContain('Failed to share invoice'));
    await user.click(within(drawer).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(toastTexts()).toContain('Failed to open sharing window.'));
  });

  it('downloads instead where files cannot be shared', async () => {
    const user = userEvent.setup();
    const drawer = await openSale();
    await user.click(within(drawer).getByRole('button', { name: 'Share' }));
    expect(browser.saved).toEqual([{ href: 'blob:http://localhost/pdf-1', download: 'SI-26-27-0001_Hisaab.pdf' }]);
    await toasts('Invoice downloaded (sharing not supported)');
  });

  it("shows the preview as not available, with the server's reason and a retry, when the PDF cannot be made", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchFile.mockRejectedValueOnce(new ApiError('Voucher not found', 404));
    renderWithProviders(<VoucherPdfSheet companyId="c1" taxEnabled voucher={SALE} onClose={vi.fn()} />);
    const drawer = screen.getByRole('dialog', { name: 'Invoice SI/26-27/0001' });
    const alert = await within(drawer).findByRole('alert');
    expect(alert).toHaveTextContent('Preview Not Available');
    expect(alert).toHaveTextContent('Voucher not found');
    expect(within(drawer).getByRole('button', { name: 'Share' })).toBeDisabled();
    expect(toastTexts()).toEqual([]);
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await within(drawer).findByText('Drawing page 1');
  });

  it('shows a text file as text, and no other kind of file', async () => {
    fetchFile.mockResolvedValueOnce({
      blob: new Blob(['GSTIN 27AAPFU0939F1ZV'], { type: 'text/plain' }),
      fileName: null,
    });
    const { unmount } = renderWithProviders(
      <VoucherPdfSheet companyId="c1" taxEnabled voucher={SALE} onClose={vi.fn()} />,
    );
    expect(await screen.findByText('GSTIN 27AAPFU0939F1ZV')).toBeInTheDocument();
    unmount();

    fetchFile.mockResolvedValueOnce({ blob: new Blob(['PK'], { type: 'application/zip' }), fileName: null });
    renderWithProviders(
      <VoucherPdfSheet companyId="c1" taxEnabled voucher={{ ...SALE, _id: 'v2' }} onClose={vi.fn()} />,
    );
    expect(await screen.findByText('This file type is not supported for preview')).toBeInTheDocument();
  });

  it('closes with the close button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<VoucherPdfSheet companyId="c1" taxEnabled={false} voucher={SALE} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
