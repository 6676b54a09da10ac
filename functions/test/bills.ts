import type { Bill } from '@app/shared/bills/bill-record';
import { renderPdf } from '#lib/print/pdf-renderer';
import { invoiceDocument } from '#lib/print/invoice-document';
import { SAMPLE_COMPANY, sampleInvoice } from '#lib/print/sample-documents';
import { api, dataOf, postFileTo, type PresignedPost } from './fixtures';
import type { TestUser } from './users';

export const BILLS = '/api/v1/bills';

/** A supplier's tax invoice as a PDF: the app's own print of a sample sale by Verma Medical Stores. */
export async function supplierInvoicePdf(voucherNumber = 'SI/26-27/0042', lines = 3) {
  const voucher = sampleInvoice({ lines, intraState: true, voucherNumber });
  return { voucher, bytes: Buffer.from(await renderPdf(invoiceDocument(voucher, SAMPLE_COMPANY))) };
}

/** Uploads a bill as the Bills page does: presign (a drop of one), post the file to S3; returns the key. */
export async function uploadBillFile(user: TestUser, companyId: string, bytes: Buffer, contentType: string) {
  const presign = await api.post(`${BILLS}/upload`, user.idToken, {
    company_id: companyId,
    files: [{ file_name: 'bill', content_type: contentType, size: bytes.length }],
  });
  if (presign.status !== 201) throw new Error(`presign failed: ${presign.status} ${JSON.stringify(presign.body)}`);
  const [upload] = dataOf<{ uploads: PresignedPost[] }>(presign).uploads;
  if (!upload) throw new Error('no upload in the answer');
  return postFileTo(upload, bytes, contentType);
}

/** Uploads a bill and starts reading it (POST /extraction/file/upload): the answer as it came. */
export async function sendBill(
  user: TestUser,
  companyId: string,
  bytes: Buffer,
  contentType: string,
  fileName: string,
) {
  const key = await uploadBillFile(user, companyId, bytes, contentType);
  return api.post('/api/v1/extraction/file/upload', user.idToken, { company_id: companyId, key, file_name: fileName });
}

export async function getBill(user: TestUser, companyId: string, billId: string) {
  return api.get(`${BILLS}/${billId}?company_id=${companyId}`, user.idToken);
}

export async function listBills(user: TestUser, companyId: string) {
  return dataOf<Bill[]>(await api.get(`${BILLS}?company_id=${companyId}`, user.idToken));
}

/** Polls the bill until reading ends (ready, failed or held), as the Bills page does. */
export async function billWhenRead(user: TestUser, companyId: string, billId: string, timeoutMs = 25_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const bill = dataOf<Bill>(await getBill(user, companyId, billId));
    if (bill.status !== 'queued' && bill.status !== 'reading') return bill;
    if (Date.now() > deadline) throw new Error(`bill ${billId} still ${bill.status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
