import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '@app/shared/companies';
import { dataOf, api, companyInput } from '../../../test/fixtures';
import { signUpUser, type TestUser } from '../../../test/users';
import { VOUCHER_TYPES } from '@app/shared/books/voucher-types';
import type { VoucherRecord } from '#lib/books/voucher-record';
import { readBatchStates, batchesOf } from '#lib/db/batch-chunks';
import { getVoucher, voucherRows } from '#lib/db/vouchers';
import { queryPages, sortKeyPrefix } from '#lib/db/query-all';
import { voucherContributions } from '#lib/books/voucher-contributions';
import { applyPendingRollUps, isPeriodAdd, pendingStep } from '#lib/books/import-rollups';
import { transact } from '#lib/db/transact';
import { postingSteps } from '#lib/db/contributions';
import { listProductRecords } from '#lib/db/product-records';
import { type TrialBalanceGroup, type TrialBalanceLedger, trialBalance } from '#lib/reports/trial-balance';
import { readBooksPeriod } from '#lib/reports/books-period';
import { tallyBooksXml } from './export-books';
import { importTallyMasters } from './import-masters';
import { importTallyVouchers } from './import-vouchers';
import { tallyObjects } from './tally-reader';
import { type TallyRecord, type TallyVoucher, isProblem, tallyRecordOf } from './tally-records';

/**
 * A Tally file's vouchers into a company's books, against DynamoDB Local (issue 35). The company's
 * books begin on 1 April 2024, the day the ERP 9 export's openings are at.
 */
const ERP9 = new Uint8Array(
  readFileSync(join(import.meta.dirname, '..', '..', '..', 'test', 'tally', 'erp9-flat.xml')),
);
const YEAR = { from: '2024-04-01', to: '2025-03-31' };

async function recordsOf(bytes: Uint8Array) {
  const masters: TallyRecord[] = [];
  const vouchers: TallyVoucher[] = [];
  async function* whole() {
    yield bytes;
  }
  for await (const object of tallyObjects(whole())) {
    const read = object.row === 0 ? undefined : tallyRecordOf(object);
    if (!read || isProblem(read)) continue;
    if (read.kind === 'voucher') vouchers.push(read);
    else masters.push(read);
  }
  return { masters, vouchers };
}

/** A Day Book export of Tally ERP 9 holding `vouchers` (and any masters given before them). */
const dayBook = (...messages: string[]) =>
  new TextEncoder().encode(
    `<ENVELOPE><HEADER><TALLYREQUEST>Import Data</TALLYREQUEST></HEADER><BODY><IMPORTDATA><REQUESTDATA>${messages
      .map((message) => `<TALLYMESSAGE>${message}</TALLYMESSAGE>`)
      .join('')}</REQUESTDATA></IMPORTDATA></BODY></ENVELOPE>`,
  );

const entry = (ledger: string, amount: string) =>
  `<ALLLEDGERENTRIES.LIST><LEDGERNAME>${ledger}</LEDGERNAME><AMOUNT>${amount}</AMOUNT></ALLLEDGERENTRIES.LIST>`;

const stockLine = (
  item: string,
  ledger: string,
  line: { billed: number; actual?: number; rate: string; amount: string; batch?: string; expiry?: string },
) =>
  `<ALLINVENTORYENTRIES.LIST><STOCKITEMNAME>${item}</STOCKITEMNAME><RATE>${line.rate}/Strip</RATE>` +
  `<AMOUNT>${line.amount}</AMOUNT><ACTUALQTY> ${line.actual ?? line.billed} Strip</ACTUALQTY><BILLEDQTY> ${line.billed} Strip</BILLEDQTY>` +
  (line.batch
    ? `<BATCHALLOCATIONS.LIST><BATCHNAME>${line.batch}</BATCHNAME>${line.expiry ? `<EXPIRYPERIOD>${line.expiry}</EXPIRYPERIOD>` : ''}<AMOUNT>${line.amount}</AMOUNT><ACTUALQTY> ${line.actual ?? line.billed} Strip</ACTUALQTY></BATCHALLOCATIONS.LIST>`
    : '') +
  `<ACCOUNTINGALLOCATIONS.LIST><LEDGERNAME>${ledger}</LEDGERNAME><AMOUNT>${line.amount}</AMOUNT></ACCOUNTINGALLOCATIONS.LIST></ALLINVENTORYENTRIES.LIST>`;

const voucher = (guid: string, type: string, number: string, date: string, body: string, extra = '') =>
  `<VOUCHER VCHTYPE="${type}"><GUID>${guid}</GUID><DATE>${date}</DATE><VOUCHERTYPENAME>${type}</VOUCHERTYPENAME>` +
  `<VOUCHERNUMBER>${number}</VOUCHERNUMBER>${extra}${body}</VOUCHER>`;

/** The month and year roll-ups as stored: each item's non-zero figures, by sort key. */
async function storedPeriodFigures(companyId: string) {
  const figures: Record<string, Record<string, number>> = {};
  for (const prefix of ['IMON#', 'IFY#', 'HMON#', 'HFY#', 'PMON#', 'PFY#']) {
    for await (const { items } of queryPages({
      ...sortKeyPrefix(`COMPANY#${companyId}`, prefix),
      ConsistentRead: true,
    })) {
      for (const item of items) {
        const numbers = Object.entries(item).filter(
          (entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] !== 0,
        );
        if (numbers.length > 0) figures[String(item.sk)] = Object.fromEntries(numbers);
      }
    }
  }
  return figures;
}

/** The same figures recomputed from the vouchers alone. */
function periodFiguresOf(vouchers: readonly VoucherRecord[]) {
  const sums = new Map<string, Map<string, number>>();
  for (const contribution of vouchers.flatMap(voucherContributions).filter(isPeriodAdd)) {
    const item = sums.get(contribution.key.sk) ?? new Map<string, number>();
    for (const [name, value] of Object.entries(contribution.values)) item.set(name, (item.get(name) ?? 0) + value);
    sums.set(contribution.key.sk, item);
  }
  const figures = [...sums].map(
    ([sk, item]) => [sk, Object.fromEntries([...item].filter(([, value]) => value !== 0))] as const,
  );
  return Object.fromEntries(figures.filter(([, item]) => Object.keys(item).length > 0));
}

describe("a Tally file's vouchers, imported into a company's books", () => {
  let user: TestUser;
  let company: Company;
  const balances = async (companyId = company._id) =>
    trialBalance(await readBooksPeriod(companyId, YEAR.from, YEAR.to));
  const importFile = async (bytes: Uint8Array, companyId = company._id) => {
    const { masters, vouchers } = await recordsOf(bytes);
    await importTallyMasters(companyId, masters, user.sub);
    return importTallyVouchers(companyId, vouchers, user.sub);
  };
  const newCompany = async (name: string) => {
    const input = companyInput({
      name,
      tin: '27AAPFU0939F1ZV',
      financial_year_start: YEAR.from,
      books_begin_from: YEAR.from,
    });
    return dataOf<Company>(await api.post('/api/v1/user/create/company', user.idToken, input));
  };
  const vouchersOf = async (companyId: string) => {
    const filter = { types: VOUCHER_TYPES, includeCancelled: false, terms: [] };
    const range = { start: YEAR.from, end: YEAR.to };
    const rows = await voucherRows<{ voucher_id: string }>(companyId, range, filter, true);
    return (await Promise.all(rows.map((row) => getVoucher(companyId, row.voucher_id)))).filter(
      (each): each is VoucherRecord => each !== undefined,
    );
  };
  const vouchers = () => vouchersOf(company._id);
  const voucherOf = async (number: string) => (await vouchers()).find((each) => each.voucher_number === number);
  const batchStock = async (name: string, companyId = company._id) => {
    const product = (await listProductRecords(companyId)).find((each) => each.stock_item_name === name);
    const states = await readBatchStates(companyId, [product?.product_id ?? '']);
    return Object.fromEntries(
      batchesOf(states.get(product?.product_id ?? '') ?? { quantities: {}, details: {} }).map((batch) => [
        batch.number,
        batch.quantity,
      ]),
    );
  };

  beforeAll(async () => {
    user = await signUpUser();
    const input = companyInput({
      tin: '27AAPFU0939F1ZV',
      financial_year_start: YEAR.from,
      books_begin_from: YEAR.from,
    });
    company = dataOf<Company>(await api.post('/api/v1/user/create/company', user.idToken, input));
  });

  it('posts the sale as an invoice on its own ledgers and the receipt as a receipt, with Tally’s numbers and dates', async () => {
    const outcome = await importFile(ERP9);
    expect(outcome).toEqual({ created: 2, matched: 0, problems: [], notes: [] });
    const sale = await voucherOf('SGM/24-25/001');
    expect(sale).toMatchObject({ voucher_type: 'Sales', date: '2024-04-05', grand_total: 168_000, cgst: 9_000 });
    expect(sale?.accounting.map(({ ledger_name, amount }) => [ledger_name, amount])).toEqual([
      ['Sai Medical & General Stores', -168_000],
      ['Sales 12%', 150_000],
      ['CGST', 9_000],
      ['SGST', 9_000],
    ]);
    expect(sale?.lines[0]?.batch).toMatchObject({ number: 'AB24117' });
    // 60 strips of AB24117 at the start, 50 sold.
    expect(await batchStock('Paracetamol 650 Tab')).toEqual({ AB24117: 10_000, AB24203: 40_000 });
    expect(await voucherOf('1')).toMatchObject({ voucher_type: 'Receipt', grand_total: 168_000 });
  });

  it("keeps the file's trial balance: Sai Medical paid up, the bank 1,680.00 up, sales and GST in their own ledgers", async () => {
    const { groups, totals } = await balances();
    const ledgersOf = (group: TrialBalanceGroup): TrialBalanceLedger[] => [
      ...group.ledgers,
      ...group.groups.flatMap(ledgersOf),
    ];
    const ledgers = groups.flatMap(ledgersOf);
    /** A ledger's closing balance, a debit positive. */
    const closing = (name: string) => {
      const ledger = ledgers.find((each) => each.name === name);
      return (ledger?.closing_debit ?? 0) - (ledger?.closing_credit ?? 0);
    };
    expect(closing('Sai Medical & General Stores')).toBe(1_250_000);
    expect(closing('Canara Bank')).toBe(8_168_000);
    expect(closing('Sales 12%')).toBe(-150_000);
    expect([closing('CGST'), closing('SGST')]).toEqual([-9_000, -9_000]);
    expect(totals.closing_debit).toBe(totals.closing_credit);
  });

  it('changes nothing when the same file is imported again: every voucher is matched by its GUID', async () => {
    const before = await balances();
    expect(await importFile(ERP9)).toEqual({ created: 0, matched: 2, problems: [], notes: [] });
    expect(await balances()).toEqual(before);
  });

  it('takes a day in date order, books an invoice it cannot rebuild as its entries, and leaves out what Tally keeps out of the books', async () => {
    const zenlab = 'Zenlab Pharma Distributors';
    const file = dayBook(
      '<LEDGER NAME="Purchase 12%"><PARENT>Purchase Accounts</PARENT></LEDGER>',
      '<LEDGER NAME="Freight Charged"><PARENT>Indirect Incomes</PARENT></LEDGER>',
      // A sale of batch ZX100 entered before the purchase that brings it in the same day.
      voucher(
        'g-sale-zx',
        'Sales',
        'SGM/24-25/002',
        '20240510',
        stockLine('Paracetamol 650 Tab', 'Sales 12%', { billed: 5, rate: '30.00', amount: '150.00', batch: 'ZX100' }) +
          entry('Sai Medical &amp; General Stores', '-168.00') +
          entry('CGST', '9.00') +
          entry('SGST', '9.00'),
        '<PARTYLEDGERNAME>Sai Medical &amp; General Stores</PARTYLEDGERNAME>',
      ),
      voucher(
        'g-purchase-zx',
        'Purchase',
        'ZPD/881',
        '20240510',
        stockLine('Paracetamol 650 Tab', 'Purchase 12%', {
          billed: 10,
          actual: 12,
          rate: '20.00',
          amount: '-200.00',
          batch: 'ZX100',
          expiry: '31-Mar-2027',
        }) +
          entry(zenlab, '224.00') +
          entry('CGST', '-12.00') +
          entry('SGST', '-12.00'),
        `<PARTYLEDGERNAME>${zenlab}</PARTYLEDGERNAME>`,
      ),
      // Freight on the invoice: Hisaab's invoice has no such line, so Tally's entries are booked.
      voucher(
        'g-sale-freight',
        'Sales',
        'SGM/24-25/003',
        '20240511',
        stockLine('Paracetamol 650 Tab', 'Sales 12%', { billed: 2, rate: '30.00', amount: '60.00', batch: 'ZX100' }) +
          entry('Sai Medical &amp; General Stores', '-117.20') +
          entry('CGST', '3.60') +
          entry('SGST', '3.60') +
          entry('Freight Charged', '50.00'),
        '<PARTYLEDGERNAME>Sai Medical &amp; General Stores</PARTYLEDGERNAME>',
      ),
      voucher('g-contra', 'Contra', '1', '20240512', entry('Canara Bank', '-500.00') + entry('Cash', '500.00')),
      voucher(
        'g-cancelled',
        'Sales',
        'SGM/24-25/004',
        '20240512',
        entry('Sai Medical &amp; General Stores', '0'),
        '<ISCANCELLED>Yes</ISCANCELLED>',
      ),
      voucher(
        'g-order',
        'Sales Order',
        'SO/1',
        '20240512',
        entry('Sai Medical &amp; General Stores', '-10.00') + entry('Sales 12%', '10.00'),
      ),
    );
    const outcome = await importFile(file);
    expect(outcome.problems).toEqual([]);
    expect(outcome.created).toBe(4);
    expect(outcome.notes.map(({ name, message }) => [name, message])).toEqual([
      [
        'Sales SGM/24-25/003',
        "Booked as a Journal with Tally's entries: its lines give Sai Medical & General Stores 67.20, Tally posted 117.20",
      ],
      ['Sales SGM/24-25/004', 'Cancelled in Tally: left out'],
      ['Sales Order SO/1', 'A Sales Order voucher does not post to the books: left out'],
    ]);
    // Twelve strips came in (two free), five went out: the journal moved none.
    expect(await batchStock('Paracetamol 650 Tab')).toMatchObject({ ZX100: 7_000 });
    expect(await voucherOf('ZPD/881')).toMatchObject({ voucher_type: 'Purchase', grand_total: 22_400 });
    expect(await voucherOf('SGM/24-25/003')).toMatchObject({ voucher_type: 'Journal', grand_total: 11_720 });
    expect((await voucherOf('SGM/24-25/002'))?.voucher_type).toBe('Sales');
    expect((await vouchers()).find((each) => each.voucher_type === 'Contra')?.grand_total).toBe(50_000);
    const { totals } = await balances();
    expect(totals.closing_debit).toBe(totals.closing_credit);
  });

  it("settles invoices as Tally's bill allocations say, the rest of a receipt staying on account", async () => {
    const sai = 'Sai Medical &amp; General Stores';
    const bill = (name: string, type: string, amount: string) =>
      `<BILLALLOCATIONS.LIST><NAME>${name}</NAME><BILLTYPE>${type}</BILLTYPE><AMOUNT>${amount}</AMOUNT></BILLALLOCATIONS.LIST>`;
    const partyEntry = (amount: string, bills: string) =>
      `<ALLLEDGERENTRIES.LIST><LEDGERNAME>${sai}</LEDGERNAME><AMOUNT>${amount}</AMOUNT>${bills}</ALLLEDGERENTRIES.LIST>`;
    const party = `<PARTYLEDGERNAME>${sai}</PARTYLEDGERNAME>`;
    const file = dayBook(
      // Paid in part on the day of the sale, entered before it; the rest five days later.
      voucher(
        'g-receipt-part',
        'Receipt',
        '7',
        '20240520',
        entry('Canara Bank', '-100.00') + partyEntry('100.00', bill('SGM/24-25/005', 'Agst Ref', '100.00')),
        party,
      ),
      voucher(
        'g-sale-billed',
        'Sales',
        'SGM/24-25/005',
        '20240520',
        stockLine('Paracetamol 650 Tab', 'Sales 12%', { billed: 5, rate: '30.00', amount: '150.00', batch: 'ZX100' }) +
          partyEntry('-168.00', bill('SGM/24-25/005', 'New Ref', '-168.00')) +
          entry('CGST', '9.00') +
          entry('SGST', '9.00'),
        party,
      ),
      voucher(
        'g-receipt-rest',
        'Receipt',
        '8',
        '20240525',
        entry('Canara Bank', '-118.00') +
          partyEntry('118.00', bill('SGM/24-25/005', 'Agst Ref', '68.00') + bill('', 'On Account', '50.00')),
        party,
      ),
      // A bill the file does not make (an invoice of before the books began): on account here.
      voucher(
        'g-receipt-old',
        'Receipt',
        '9',
        '20240525',
        entry('Canara Bank', '-40.00') + partyEntry('40.00', bill('OLD/9', 'Agst Ref', '40.00')),
        party,
      ),
    );
    const outcome = await importFile(file);
    expect(outcome).toEqual({ created: 4, matched: 0, problems: [], notes: [] });
    const sale = await voucherOf('SGM/24-25/005');
    expect(sale).toMatchObject({ voucher_type: 'Sales', payment_status: 'Paid', settlements: { received: 16_800 } });
    expect((await voucherOf('7'))?.settles).toEqual([
      expect.objectContaining({ voucher_number: 'SGM/24-25/005', amount: 10_000 }),
    ]);
    expect((await voucherOf('8'))?.settles).toEqual([
      expect.objectContaining({ voucher_number: 'SGM/24-25/005', amount: 6_800 }),
    ]);
    expect((await voucherOf('9'))?.settles).toBeUndefined();
  });

  it("adds each day's month and year figures once, after the day: they are the vouchers' own", async () => {
    expect(await storedPeriodFigures(company._id)).toEqual(periodFiguresOf(await vouchers()));
  });

  it('adds a day left pending by an import that stopped, once, at the next import', async () => {
    const [sale] = (await vouchers()).filter((each) => each.voucher_type === 'Sales');
    if (!sale) throw new Error('no sale');
    const before = await storedPeriodFigures(company._id);
    // As a stopped import leaves it: the sale listed on its day, its month and year figures not added.
    const periods = voucherContributions(sale).filter(isPeriodAdd);
    await transact([...postingSteps(periods, []), pendingStep([sale])]);
    expect(await storedPeriodFigures(company._id)).not.toEqual(before);
    await applyPendingRollUps(company._id);
    expect(await storedPeriodFigures(company._id)).toEqual(before);
    await applyPendingRollUps(company._id);
    expect(await storedPeriodFigures(company._id)).toEqual(before);
  });

  it('exports the books as Tally XML that, imported into a fresh company, gives the same trial balance and stock', async () => {
    const xml = await tallyBooksXml(company._id, company.name);
    const fresh = await newCompany('Round Trip Traders');
    const outcome = await importFile(new TextEncoder().encode(xml), fresh._id);
    expect(outcome.problems).toEqual([]);
    // Ten vouchers were in the books: the freight invoice went there as a journal, and comes back as one.
    expect(outcome.created).toBe(10);
    const named = (balance: Awaited<ReturnType<typeof balances>>) => {
      const ledgersOf = (group: TrialBalanceGroup): unknown[] => [
        ...group.ledgers.map(({ id: _id, ...row }) => row),
        ...group.groups.flatMap(ledgersOf),
      ];
      return { totals: balance.totals, lines: balance.lines, ledgers: balance.groups.flatMap(ledgersOf) };
    };
    expect(named(await balances(fresh._id))).toEqual(named(await balances()));
    expect(await batchStock('Paracetamol 650 Tab', fresh._id)).toEqual(await batchStock('Paracetamol 650 Tab'));
    const kinds = async (companyId: string) =>
      (await vouchersOf(companyId)).map(({ voucher_type, voucher_number, date, grand_total, payment_status }) => ({
        voucher_type,
        voucher_number,
        date,
        grand_total,
        // What receipts settled comes back with them: the bill allocations go out and in again.
        payment_status,
      }));
    expect(await kinds(fresh._id)).toEqual(await kinds(company._id));
  });
});
