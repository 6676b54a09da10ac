import { failureMessage } from '@/lib/failure-message';
import { saveBlob } from '@/lib/save-file';
import { notify } from '@/lib/toast';
import type { PdfFile } from './pdf-file';
import { PDF_MESSAGES } from './pdf-messages';

/**
 * Download, Print and Share (spec 2 and 8). Each takes the file or the promise of it, so a button
 * can act on a PDF still being generated: the work that needs the user's click (a popup, the share
 * sheet) starts as soon as the bytes arrive, within the click's activation.
 */

/** An object URL lives this long: enough for a save or a print window to read it. */
const URL_LIFETIME_MS = 60_000;

function temporaryUrl(blob: Blob) {
  const url = URL.createObjectURL(blob);
  setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME_MS);
  return url;
}

const saveFile = ({ blob, fileName }: PdfFile) => saveBlob(blob, fileName);

export async function downloadPdf(pending: PdfFile | Promise<PdfFile>) {
  try {
    saveFile(await pending);
    notify.success(PDF_MESSAGES.downloaded);
  } catch (error) {
    console.error('PDF download failed', error);
    notify.error(PDF_MESSAGES.downloadFailed);
  }
}

/** Opens the PDF in a window of its own and prints it there (the browser's PDF viewer prints it). */
export async function printPdf(pending: PdfFile | Promise<PdfFile>) {
  let file: PdfFile;
  try {
    file = await pending;
  } catch (error) {
    console.error('PDF generation failed', error);
    notify.error(failureMessage(error));
    return;
  }
  const printWindow = window.open(temporaryUrl(file.blob), '_blank');
  if (!printWindow) {
    notify.error(PDF_MESSAGES.popupBlocked);
    return;
  }
  printWindow.addEventListener('load', () => {
    printWindow.focus();
    printWindow.print();
  });
}

/** 'AbortError', 'NotAllowedError'...: a DOMException's name (not every DOMException is an Error). */
const errorName = (error: unknown) =>
  typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string' ? error.name : '';

/**
 * Shares the PDF as a file through the Web Share API; where files cannot be shared (most desktop
 * browsers), downloads it instead. Cancelling the share sheet is not a failure. A share the
 * browser refuses to open (NotAllowedError: no user click behind it) says so.
 */
export async function sharePdf(pending: PdfFile | Promise<PdfFile>, title: string) {
  let pdf: PdfFile;
  try {
    pdf = await pending;
  } catch (error) {
    console.error('PDF generation failed', error);
    notify.error(PDF_MESSAGES.shareFailed);
    return;
  }
  const file = new File([pdf.blob], pdf.fileName, { type: 'application/pdf' });
  if (!('canShare' in navigator) || !navigator.canShare({ files: [file] })) {
    saveFile(pdf);
    notify.success(PDF_MESSAGES.sharedAsDownload);
    return;
  }
  notify.info(PDF_MESSAGES.sharing);
  try {
    await navigator.share({ files: [file], title });
    notify.success(PDF_MESSAGES.shared);
  } catch (error) {
    if (errorName(error) === 'AbortError') return;
    console.error('PDF share failed', error);
    notify.error(errorName(error) === 'NotAllowedError' ? PDF_MESSAGES.shareWindowFailed : PDF_MESSAGES.shareFailed);
  }
}
