import { config } from '#lib/config';
import { getCompany } from '#lib/db/companies';
import { billBuyerOf } from './bill-buyer';
import { readBillFile } from './bill-files';
import { changeBill, getBillRecord, type BillRecord } from './bill-store';
import { finishReading, type ReadOutcome } from './finish-reading';
import { startWithinCeilings } from './reading-ceilings';
import { readWithTextract } from './read-with-textract';

/** A bill drafted from GSTR-2B has no file: nothing to read (it is never queued). */
const NO_FILE = 'This bill has no file to read';

/**
 * The local extractor (unpdf, tesseract.js), loaded only where it is used: the local stack and
 * tests. Lambda bundles leave its modules out; AWS reads with Textract.
 */
async function readLocally(bill: BillRecord, bytes?: Uint8Array): Promise<ReadOutcome> {
  if (!bill.media_type) return { ok: false, message: NO_FILE };
  const { extractBillLocally } = await import('#lib/extraction/local/extract-bill');
  const buyer = billBuyerOf(await getCompany(bill.company_id));
  const read = await extractBillLocally(bytes ?? (await readBillFile(bill.file_key)), bill.media_type, buyer);
  return read.ok ? { ok: true, response: read.response, readBy: read.readBy } : { ok: false, message: read.message };
}

/**
 * Reads one kept bill: starts the reading within its ceilings (issue 31: plan, allowance, page and
 * retry caps; a refused bill is failed with why), reads it (Textract in AWS, the local extractor
 * here) and finishes it ready or failed. A bill that is no longer queued (discarded, already read)
 * is left alone; one found 'reading' without a Textract job was interrupted and is read again,
 * its pages already counted (Lambda retries a crashed asynchronous invocation).
 */
export async function readBill(companyId: string, billId: string): Promise<void> {
  const found = await getBillRecord(companyId, billId);
  if (!found || !(found.status === 'queued' || (found.status === 'reading' && !found.textract_job_id))) return;
  let bill: BillRecord;
  let bytes: Uint8Array | undefined;
  if (found.status === 'queued') {
    const start = await startWithinCeilings(found);
    if (!start.started) return;
    ({ bill, bytes } = start);
  } else {
    bill = await changeBill(found, { failure: null });
  }
  if (config.billReader === 'local') {
    await finishReading(bill, await readLocally(bill, bytes));
    return;
  }
  const read = await readWithTextract(bill);
  if ('jobId' in read) await changeBill(bill, { textract_job_id: read.jobId });
  else await finishReading(bill, read);
}
