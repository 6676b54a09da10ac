import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromBuffer, type Entry, type ZipFile } from 'yauzl';
import type { Bill } from '@app/shared/bills/bill-record';
import type { Company } from '@app/shared/companies';
import { fieldOfHeading } from '@app/shared/imports/sheet-import';
import { companyOf, addProduct, productBody } from '../../../test/catalogue';
import { addLedger } from '../../../test/books';
import { billWhenRead, sendBill, supplierInvoicePdf } from '../../../test/bills';
import { EXPORTS, exportWhenDone, startExport } from '../../../test/data-exports';
import { api, dataOf } from '../../../test/fixtures';
import { signUpUser, type TestUser } from '../../../test/users';
import { invoiceBody, postVoucher } from '../../../test/vouchers';
import { documentClient, tableName } from '#lib/db/client';
import { EXPORT_NOT_FOUND } from './get-data-export';

/**
 * Issue 35, Profile -> Export Data through the API and the ExportData worker (the local stack's
 * Lambda endpoint runs it): a pharmacy's books with a customer, a product in batches, a sale and a
 * supplier's bill, exported whole and as Tally XML, and the files downloaded from their links.
 */
let owner: TestUser;
let company: Company;
let invoiceNumber: string;
let billBytes: Buffer;
let bill: Bill;

/** A zip's files by name, each as its bytes. */
async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    fromBuffer(bytes, { lazyEntries: true }, (error, opened) => (error ? reject(error) : resolve(opened))),
  );
  const files = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) {
          reject(error);
          return;
        }
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          files.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      });
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return files;
}

const download = async (url: string | null) => Buffer.from(await (await fetch(url ?? '')).arrayBuffer());
const csvLines = (bytes: Buffer | undefined) =>
  (bytes?.toString('utf8') ?? '')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');

beforeAll(async () => {
  owner = await signUpUser();
  company = await companyOf(owner, 'tax on', 'Export Medical Stores');
  const customer = await addLedger(owner, company._id, {
    name: 'Sai Medical, Pune',
    tin: '27AAGCS2288K1ZV',
    opening_balance: '-1500',
  });
  const product = await addProduct(
    owner,
    productBody(company._id, {
      stock_item_name: 'Azithral 500',
      unit: 'PCS',
      opening_balance: '150',
      opening_rate: '70',
      batch_tracked: true,
      opening_batches: [
        { batch_number: 'AZ101', batch_expiry: '08/2027', quantity: '100' },
        { batch_number: 'AZ102', batch_expiry: '01/2028', quantity: '50' },
      ],
    }),
  );
  const sale = await postVoucher(
    owner,
    invoiceBody(company._id, 'Sales', customer._id, [
      { item_id: product._id, quantity: 10, rate: '100.00', batch_number: 'AZ101' },
    ]),
  );
  invoiceNumber = sale.voucher_number;
  billBytes = (await supplierInvoicePdf('SI/26-27/0042', 1)).bytes;
  const sent = await sendBill(owner, company._id, billBytes, 'application/pdf', 'verma.pdf');
  bill = await billWhenRead(owner, company._id, dataOf<{ _id: string }>(sent)._id);
});

describe('Export Data: everything as one zip (issue 35)', () => {
  let files: Map<string, Buffer>;

  it('is made off the request path, with a link that expires in an hour', async () => {
    const started = await startExport(owner, company._id, 'everything');
    expect(started).toMatchObject({ status: 'running', kind: 'everything', download_url: null });
    expect(started.file_name).toMatch(/^export-medical-stores-hisaab-\d{4}-\d{2}-\d{2}\.zip$/);
    const ready = await exportWhenDone(owner, company._id, started._id);
    expect(ready).toMatchObject({ status: 'ready', progress: { done: 2, total: 2 } });
    const expires = Date.parse(ready.link_expires_at ?? '') - Date.now();
    expect(expires).toBeGreaterThan(55 * 60 * 1000);
    expect(expires).toBeLessThanOrEqual(60 * 60 * 1000);
    const bytes = await download(ready.download_url);
    expect(bytes.length).toBe(ready.size);
    files = await unzip(bytes);
  });

  it('holds every list as CSV, customers and products under the spreadsheet import’s own headings', () => {
    const [heading = '', ...customers] = csvLines(files.get('csv/customers.csv'));
    const headings = heading.split(',');
    expect(headings.slice(0, -2).every((each) => fieldOfHeading('customers', each) !== undefined)).toBe(true);
    // Opened at 1,500.00 owed; the sale of 10 x 100.00 with 12% GST adds 1,120.00.
    expect(customers).toEqual(['"Sai Medical, Pune",27AAGCS2288K1ZV,,,,Maharashtra,,India,1500.00,Dr,2620.00,Dr']);
    const products = csvLines(files.get('csv/products.csv'));
    expect(products.slice(1).map((line) => line.split(',').slice(5, 9).join(' '))).toEqual([
      '100 70.00 AZ101 08/2027',
      '50 70.00 AZ102 01/2028',
    ]);
    expect(csvLines(files.get('csv/vouchers.csv'))[1]).toMatch(
      new RegExp(`^\\d{4}-\\d{2}-\\d{2},Sales,${invoiceNumber},"Sai Medical, Pune",1120.00,active,$`),
    );
    expect(csvLines(files.get('csv/ledger-entries.csv')).length).toBeGreaterThanOrEqual(4);
    expect(files.has('csv/suppliers.csv')).toBe(true);
    expect(files.has('csv/ledgers.csv')).toBe(true);
  });

  it('holds every record as JSON, the invoices as PDFs, the bill file as it came, and the books as Tally XML', () => {
    const vouchers = JSON.parse(files.get('json/voucher.json')?.toString('utf8') ?? '[]') as {
      voucher_number: string;
    }[];
    expect(vouchers.map((voucher) => voucher.voucher_number)).toEqual([invoiceNumber]);
    const ledgers = JSON.parse(files.get('json/ledger.json')?.toString('utf8') ?? '[]') as { ledger_name: string }[];
    expect(ledgers.map((ledger) => ledger.ledger_name)).toContain('Sai Medical, Pune');
    expect(files.has('json/name_guard.json')).toBe(false);
    const invoice = [...files.keys()].find((name) => name.startsWith('invoices/Sales/'));
    expect(invoice).toMatch(
      new RegExp(`^invoices/Sales/\\d{4}-\\d{2}-\\d{2} ${invoiceNumber.replaceAll('/', '-')}\\.pdf$`),
    );
    expect(
      files
        .get(invoice ?? '')
        ?.subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(files.get(`bills/${bill._id} verma.pdf`)?.equals(billBytes)).toBe(true);
    expect(files.get('tally/books.xml')?.toString('utf8')).toContain(`<VOUCHERNUMBER>${invoiceNumber}</VOUCHERNUMBER>`);
    expect(files.get('README.txt')?.toString('utf8')).toContain('everything Hisaab holds');
  });
});

describe('Export Data: the books as Tally XML (issue 35)', () => {
  it('gives the masters and vouchers as one XML file', async () => {
    const started = await startExport(owner, company._id, 'tally');
    const ready = await exportWhenDone(owner, company._id, started._id);
    expect(ready.file_name).toMatch(/-tally-\d{4}-\d{2}-\d{2}\.xml$/);
    const xml = (await download(ready.download_url)).toString('utf8');
    expect(xml.startsWith('<ENVELOPE>')).toBe(true);
    expect(xml).toContain('<LEDGER NAME="Sai Medical, Pune" ACTION="Create">');
    expect(xml).toContain(`<VOUCHERNUMBER>${invoiceNumber}</VOUCHERNUMBER>`);
  });
});

describe('who may see an export, and for how long', () => {
  it('is not found by anyone outside the company', async () => {
    const started = await startExport(owner, company._id, 'tally');
    await exportWhenDone(owner, company._id, started._id);
    const stranger = await signUpUser();
    const strangers = await companyOf(stranger, 'tax off', 'Stranger Traders');
    const foreign = await api.get(`${EXPORTS}/${started._id}?company_id=${strangers._id}`, stranger.idToken);
    expect([foreign.status, foreign.body.message]).toEqual([404, EXPORT_NOT_FOUND]);
    const outside = await api.get(`${EXPORTS}/${started._id}?company_id=${company._id}`, stranger.idToken);
    expect(outside.status).toBe(404);
  });

  it('has expired, with no link, once the bucket has deleted its file', async () => {
    const started = await startExport(owner, company._id, 'tally');
    await exportWhenDone(owner, company._id, started._id);
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: `COMPANY#${company._id}`, sk: `EXPORT#${started._id}` },
        UpdateExpression: 'SET updated_at = :then',
        ExpressionAttributeValues: { ':then': new Date(Date.now() - 8 * 24 * 60 * 60 * 1000).toISOString() },
      }),
    );
    const old = dataOf<{ status: string; download_url: string | null }>(
      await api.get(`${EXPORTS}/${started._id}?company_id=${company._id}`, owner.idToken),
    );
    expect(old).toMatchObject({ status: 'expired', download_url: null });
  });
});
