import { createWriteStream } from 'node:fs';
import { appendFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { ZipFile } from 'yazl';
import { isPartyGroup } from '@app/shared/books/party-groups';
import type { VoucherRecord } from '#lib/books/voucher-record';
import type { BillRecord } from '#lib/bills/bill-store';
import { config } from '#lib/config';
import type { CompanyRecord } from '#lib/db/companies';
import { accountingGroupTree, toLedger, type LedgerRecord } from '#lib/db/ledgers';
import { asRecord } from '#lib/db/items';
import { type ProductRecord, withStockTotals } from '#lib/db/products';
import { queryPages } from '#lib/db/query-all';
import { printCompanyOf } from '#lib/print/print-company';
import { printedVoucher } from '#lib/print/voucher-pdf';
import { s3Client } from '#lib/s3/client';
import { tallyBooksXml } from '#lib/tally/export-books';
import { entriesCsv, ledgersCsv, partiesCsv, productsCsv, vouchersCsv } from './export-lists';

/**
 * Issue 35: everything a company holds, as one zip (README.txt says what is where):
 *   csv/      customers, suppliers, products (the spreadsheet import's headings, so they import
 *             again as they are), every ledger, every voucher and every ledger entry
 *   json/     every record, a file per kind, as the books keep it
 *   invoices/ every sales invoice, credit and debit note, as the PDF it prints as
 *   bills/    the suppliers' bills, the files as uploaded or mailed
 *   tally/    the books as Tally XML (masters, then vouchers)
 * Records are read in one pass over the company's partition. Figures the books derive from others
 * (ledger lines, list rows, day totals) and the guards of names and numbers are left out of json/:
 * they are made again from the vouchers.
 */

const DERIVED = new Set([
  'name_guard',
  'idempotency',
  'ledger_line',
  'voucher_row',
  'voucher_number',
  'expiry-marker',
  'expiry-sweep',
  'low-stock-marker',
  'mail_file',
]);
/** The vouchers printed into invoices/: what the company issued to its customers. */
const PRINTED = new Set(['Sales', 'Credit Note', 'Debit Note']);
/** How much of a kind's JSON is held before it is written out to its file. */
const FLUSH_CHARS = 1 << 20;

const README = `This is everything Hisaab holds for your company.

csv/       Your customers, suppliers and products, with the same headings as Hisaab's spreadsheet
           import, so they can be imported again as they are; every ledger with its balances;
           every voucher; and every ledger entry of every voucher.
json/      Every record, a file for each kind, as Hisaab keeps it (amounts in paise, quantities in
           thousandths of a unit).
invoices/  Every sales invoice, credit note and debit note, as the PDF it prints as.
bills/     Your suppliers' bills, the files as they were uploaded or mailed.
tally/     Your books as Tally XML: in Tally, Import Masters and then Import Vouchers with this file.
`;

export type ExportProgress = (done: number, total: number) => Promise<void>;

interface CompanyRecords {
  ledgers: LedgerRecord[];
  products: ProductRecord[];
  vouchers: VoucherRecord[];
  bills: BillRecord[];
}

/** Every record of the company's partition into json/<kind>.json (a file per kind), keeping what the rest needs. */
async function writeRecords(companyId: string, folder: string): Promise<{ records: CompanyRecords; files: string[] }> {
  const records: CompanyRecords = { ledgers: [], products: [], vouchers: [], bills: [] };
  const pending = new Map<string, string>();
  const started = new Set<string>();
  const flush = async (kind: string) => {
    const text = pending.get(kind) ?? '';
    pending.set(kind, '');
    await appendFile(join(folder, `${kind}.json`), text);
  };
  const pages = queryPages({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': `COMPANY#${companyId}` },
  });
  for await (const { items } of pages) {
    for (const item of items) {
      const kind = typeof item.entity === 'string' ? item.entity : undefined;
      if (!kind || DERIVED.has(kind)) continue;
      const record = asRecord(item) ?? {};
      const first = !started.has(kind);
      started.add(kind);
      pending.set(kind, `${pending.get(kind) ?? ''}${first ? '[\n' : ',\n'}${JSON.stringify(record)}`);
      if ((pending.get(kind)?.length ?? 0) > FLUSH_CHARS) await flush(kind);
      const ledger = kind === 'ledger' && !record.is_deleted ? toLedger(item) : undefined;
      if (ledger) records.ledgers.push(ledger);
      if (kind === 'product' && !record.is_deleted) records.products.push(record as unknown as ProductRecord);
      if (kind === 'voucher' && record.status !== 'deleted') records.vouchers.push(record as unknown as VoucherRecord);
      if (kind === 'bill' && record.file_key) records.bills.push(record as unknown as BillRecord);
    }
  }
  for (const kind of started) {
    pending.set(kind, `${pending.get(kind) ?? ''}\n]\n`);
    await flush(kind);
  }
  records.vouchers.sort((a, b) => a.date.localeCompare(b.date) || a.created_at.localeCompare(b.created_at));
  return { records, files: [...started].sort() };
}

async function billBytes(key: string): Promise<Buffer> {
  const object = await s3Client().send(new GetObjectCommand({ Bucket: config.uploadsBucket, Key: key }));
  const chunks: Buffer[] = [];
  for await (const chunk of object.Body as Readable) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A name safe in a zip on any system: no slashes, colons or the like. */
const safeName = (text: string) => text.replace(/[\\/:*?"<>|]+/g, '-').trim() || 'file';

export async function writeBooksZip(company: CompanyRecord, path: string, progress: ExportProgress): Promise<void> {
  const companyId = company.company_id;
  const folder = await mkdtemp(join(tmpdir(), 'export-'));
  const zip = new ZipFile();
  const output = zip.outputStream as unknown as Readable;
  // A file yazl cannot read fails the zip, not the process.
  zip.on('error', (error: Error) => output.destroy(error));
  const written = pipeline(output, createWriteStream(path));
  written.catch(() => undefined);
  try {
    zip.addBuffer(Buffer.from(README), 'README.txt');

    const { records, files } = await writeRecords(companyId, folder);
    for (const file of files) zip.addFile(join(folder, `${file}.json`), `json/${file}.json`);

    const tree = await accountingGroupTree(companyId);
    const partyOf = (ledger: LedgerRecord) =>
      tree.partyGroupOf(ledger.parent_id) ?? (isPartyGroup(ledger.parent) ? ledger.parent : undefined);
    const csv = (name: string, text: string) => zip.addBuffer(Buffer.from(`\uFEFF${text}`), `csv/${name}.csv`);
    csv('customers', partiesCsv(records.ledgers.filter((ledger) => partyOf(ledger) === 'Debtors')));
    csv('suppliers', partiesCsv(records.ledgers.filter((ledger) => partyOf(ledger) === 'Creditors')));
    csv('ledgers', ledgersCsv(records.ledgers, partyOf));
    csv('products', productsCsv(await withStockTotals(companyId, records.products)));
    csv('vouchers', vouchersCsv(records.vouchers));
    csv('ledger-entries', entriesCsv(records.vouchers));
    await writeFile(join(folder, 'books.xml'), await tallyBooksXml(companyId, company.name));
    zip.addFile(join(folder, 'books.xml'), 'tally/books.xml');

    const printed = records.vouchers.filter((voucher) => PRINTED.has(voucher.voucher_type));
    const total = printed.length + records.bills.length;
    let done = 0;
    await progress(done, total);
    const printCompany = await printCompanyOf(company);
    for (const voucher of printed) {
      const bytes = await printedVoucher(voucher, printCompany);
      const name = safeName(
        `${voucher.date} ${voucher.voucher_number}${voucher.status === 'cancelled' ? ' (cancelled)' : ''}.pdf`,
      );
      zip.addBuffer(Buffer.from(bytes), `invoices/${voucher.voucher_type}/${name}`);
      await progress((done += 1), total);
    }
    for (const bill of records.bills) {
      zip.addBuffer(await billBytes(bill.file_key), `bills/${safeName(`${bill.bill_id} ${bill.file_name}`)}`);
      await progress((done += 1), total);
    }
    zip.end();
    await written;
  } catch (error) {
    output.destroy();
    throw error;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
