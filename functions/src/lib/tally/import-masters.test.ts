import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '@app/shared/companies';
import { financialYearStart, indianDate } from '@app/shared/financial-year';
import { companyOf } from '../../../test/catalogue';
import { signUpUser, type TestUser } from '../../../test/users';
import { listLedgerRecords } from '#lib/db/ledgers';
import { listProductRecords } from '#lib/db/product-records';
import { OPENING_DIFFERENCE, OPENING_STOCK, trialBalance } from '#lib/reports/trial-balance';
import { readBooksPeriod } from '#lib/reports/books-period';
import { tallyBooksXml } from './export-books';
import { hisaabUnit, importTallyMasters } from './import-masters';
import { tallyObjects } from './tally-reader';
import { type TallyRecord, isProblem, tallyRecordOf } from './tally-records';

/**
 * Tally's masters into a company's books, against DynamoDB Local (issue 35): the ERP 9 export of
 * functions/test/tally, made with closing balances as openings. Its openings agree: debits (Sai
 * Medical 12,500.00, Canara Bank 80,000.00, cash 500.00, stock 2,500.00) and credits (Zenlab
 * 45,000.00, capital 50,500.00) are 95,500.00 each.
 */
const ERP9 = new Uint8Array(
  readFileSync(join(import.meta.dirname, '..', '..', '..', 'test', 'tally', 'erp9-flat.xml')),
);

async function mastersOf(bytes: Uint8Array): Promise<TallyRecord[]> {
  const records: TallyRecord[] = [];
  async function* whole() {
    yield bytes;
  }
  for await (const object of tallyObjects(whole())) {
    const read = object.row === 0 ? undefined : tallyRecordOf(object);
    if (read && !isProblem(read) && read.kind !== 'voucher') records.push(read);
  }
  return records;
}

describe("a Tally export's masters, imported into a company's books", () => {
  let user: TestUser;
  let company: Company;
  const balances = async (companyId = company._id) =>
    trialBalance(await readBooksPeriod(companyId, financialYearStart(), indianDate()));

  beforeAll(async () => {
    user = await signUpUser();
    company = await companyOf(user, 'tax on');
  });

  it('creates the groups, ledgers and stock items, with a trial balance equal to the file’s to the paisa', async () => {
    const outcome = await importTallyMasters(company._id, await mastersOf(ERP9), user.sub);
    expect(outcome).toEqual({
      created: { group: 1, ledger: 7, unit: 0, 'stock-item': 1, voucher: 0 },
      // Cash is Hisaab's own default ledger: it takes Tally's opening.
      matched: { group: 0, ledger: 1, unit: 1, 'stock-item': 0, voucher: 0 },
      problems: [
        {
          row: 2,
          kind: 'unit',
          name: 'Strip',
          message: "Not one of Hisaab's GST units: its stock items are kept in Others (OTH)",
        },
      ],
    });
    const ledgers = new Map((await listLedgerRecords(company._id)).map((ledger) => [ledger.ledger_name, ledger]));
    // Hisaab keeps a credit positive: Tally's Dr 12,500.00 is -12,500.00 here.
    expect(ledgers.get('Sai Medical & General Stores')).toMatchObject({
      opening_balance: -1_250_000,
      tin: '27AAPFU0939F1ZV',
      mailing_state: 'Maharashtra',
      mailing_address: 'Shop 3, Vrindavan Society, Paud Road, Kothrud, Pune',
    });
    expect(ledgers.get('Zenlab Pharma Distributors')?.opening_balance).toBe(4_500_000);
    expect(ledgers.get('Canara Bank')).toMatchObject({ opening_balance: -8_000_000, bank_ifsc: 'CNRB0000417' });

    const { lines, totals } = await balances();
    expect(lines.find((line) => line.name === OPENING_STOCK)).toMatchObject({ opening_debit: 250_000 });
    // The difference line shows only while the openings disagree.
    expect(lines.map((line) => line.name)).not.toContain(OPENING_DIFFERENCE);
    expect(ledgers.get('Cash')?.opening_balance).toBe(-50_000);
    expect([totals.opening_debit, totals.opening_credit]).toEqual([9_550_000, 9_550_000]);
  });

  it('changes nothing when the same file is imported again: every master is matched', async () => {
    const before = await balances();
    const outcome = await importTallyMasters(company._id, await mastersOf(ERP9), user.sub);
    expect(outcome.created).toEqual({ group: 0, ledger: 0, unit: 0, 'stock-item': 0, voucher: 0 });
    expect(outcome.matched).toEqual({ group: 1, ledger: 8, unit: 1, 'stock-item': 1, voucher: 0 });
    expect(await balances()).toEqual(before);
  });

  it('exports its masters as Tally XML that, imported into a fresh company, gives the same trial balance and stock', async () => {
    const xml = await tallyBooksXml(company._id, company.name);
    const fresh = await companyOf(user, 'tax on', 'Round Trip Traders');
    const outcome = await importTallyMasters(fresh._id, await mastersOf(new TextEncoder().encode(xml)), user.sub);
    expect(outcome.problems).toEqual([]);
    const [before, after] = await Promise.all([balances(company._id), balances(fresh._id)]);
    expect(after.totals).toEqual(before.totals);
    expect(after.lines).toEqual(before.lines);
    const openings = async (companyId: string) =>
      Object.fromEntries(
        (await listLedgerRecords(companyId)).map((ledger) => [ledger.ledger_name, ledger.opening_balance]),
      );
    expect(await openings(fresh._id)).toEqual(await openings(company._id));
    const stock = async (companyId: string) =>
      (await listProductRecords(companyId)).map(
        ({ stock_item_name, unit, hsn_code, tax_rate, opening_balance, opening_value, opening_batches }) => ({
          stock_item_name,
          unit,
          hsn_code,
          tax_rate,
          opening_balance,
          opening_value,
          batches: opening_batches?.map(({ number, expiry, quantity }) => ({ number, expiry, quantity })),
        }),
      );
    expect(await stock(fresh._id)).toEqual(await stock(company._id));
  });

  it("matches Tally's units to Hisaab's GST units by code, name or symbol", () => {
    expect(['Nos', 'Pcs', 'Box', 'Kg', 'Kgs', 'Ltr', 'Bottles', 'Strip'].map(hisaabUnit)).toEqual([
      'NOS',
      'PCS',
      'BOX',
      'KGS',
      'KGS',
      'LTR',
      'BTL',
      'OTH',
    ]);
  });
});
