import { beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '@app/shared/companies';
import { GSTIN_CHECK_MESSAGE, gstinCheckCharacter } from '@app/shared/gst/gstin';
import type { SheetKind, SheetRow, SheetRowOutcome } from '@app/shared/imports/sheet-import';
import { companyOf } from '../../../test/catalogue';
import { api, dataOf } from '../../../test/fixtures';
import { signUpUser, type TestUser } from '../../../test/users';
import { listLedgerRecords } from '#lib/db/ledgers';
import { namedRecordId } from '#lib/db/name-guards';
import { getProduct } from '#lib/db/products';

/**
 * Issue 35: customers, suppliers and products from a spreadsheet, through the API as the import
 * page sends them: rows as the column mapping made them, checked (the preview), then imported.
 */
let owner: TestUser;
let company: Company;

const gstin = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;
const KARNATAKA_GSTIN = gstin('29AABCS1429B1Z');

const send = async (step: 'check' | 'import', kind: SheetKind, rows: SheetRow[], user = owner) => {
  const response = await api.post(`/api/v1/imports/sheet/${step}`, user.idToken, {
    company_id: company._id,
    kind,
    rows,
  });
  return {
    status: response.status,
    body: response.body,
    rows: dataOf<{ rows: SheetRowOutcome[] } | undefined>(response)?.rows,
  };
};
const statuses = (rows: SheetRowOutcome[] | undefined) => rows?.map((row) => [row.row, row.status]);
const ledgerNamed = async (name: string) =>
  (await listLedgerRecords(company._id)).find((ledger) => ledger.ledger_name === name);

beforeAll(async () => {
  owner = await signUpUser();
  company = await companyOf(owner, 'tax on', 'Sheet Traders');
});

describe('a spreadsheet of customers (issue 35)', () => {
  const rows: SheetRow[] = [
    {
      row: 2,
      values: {
        name: 'Sai Medical Stores',
        gstin: KARNATAKA_GSTIN.toLowerCase(),
        phone: '+91 98765 43210',
        opening_balance: '₹ 12,500.00',
      },
    },
    { row: 3, values: { name: 'Bad Check Pharma', gstin: '27AAPFU0939F1ZA', state: 'Maharashtra' } },
    { row: 4, values: { name: 'Walk-in Clinic', state: '27', opening_balance: '300 Cr' } },
    { row: 5, values: { name: 'sai medical stores', state: 'Goa' } },
    { row: 6, values: { name: 'No State Chemists' } },
  ];

  it('is previewed with the forms messages, row by row, and nothing is written', async () => {
    const checked = await send('check', 'customers', rows);
    expect(checked.status).toBe(200);
    expect(checked.rows).toEqual([
      { row: 2, name: 'Sai Medical Stores', status: 'new', problems: [] },
      {
        row: 3,
        name: 'Bad Check Pharma',
        status: 'refused',
        problems: [{ column: 'GSTIN', message: GSTIN_CHECK_MESSAGE }],
      },
      { row: 4, name: 'Walk-in Clinic', status: 'new', problems: [] },
      {
        row: 5,
        name: 'sai medical stores',
        status: 'refused',
        problems: [{ column: null, message: "'sai medical stores' is also on row 2" }],
      },
      {
        row: 6,
        name: 'No State Chemists',
        status: 'refused',
        problems: [{ column: 'State', message: 'Billing state is required.' }],
      },
    ]);
    expect(await ledgerNamed('Sai Medical Stores')).toBeUndefined();
  });

  it('is imported: the rows that passed are created as the form creates them, and a second import creates nothing', async () => {
    const imported = await send('import', 'customers', rows);
    expect(statuses(imported.rows)).toEqual([
      [2, 'created'],
      [3, 'refused'],
      [4, 'created'],
      [5, 'refused'],
      [6, 'refused'],
    ]);
    // The state from the GSTIN, the phone without +91, what the customer owes as a debit.
    expect(await ledgerNamed('Sai Medical Stores')).toMatchObject({
      parent: 'Debtors',
      tin: KARNATAKA_GSTIN,
      mailing_state: 'Karnataka',
      mailing_country: 'India',
      phone: { code: '+91', number: '9876543210' },
      opening_balance: -1_250_000,
    });
    expect(await ledgerNamed('Walk-in Clinic')).toMatchObject({
      mailing_state: 'Maharashtra',
      opening_balance: 30_000,
    });

    const again = await send('import', 'customers', rows.slice(0, 1));
    expect(statuses(again.rows)).toEqual([[2, 'exists']]);
  });
});

describe('a spreadsheet of suppliers (issue 35)', () => {
  it('needs a GSTIN of a supplier in India, as the form does; what is owed to one is a credit', async () => {
    const imported = await send('import', 'suppliers', [
      { row: 2, values: { name: 'Cipla Distributors', gstin: gstin('27AACCC1596Q1Z'), opening_balance: '40000' } },
      { row: 3, values: { name: 'Unregistered Supplier', state: 'Maharashtra' } },
      {
        row: 4,
        values: {
          name: 'Advance Paid Supplier',
          gstin: gstin('27AAECA1234K1Z'),
          opening_balance: '500',
          balance_side: 'Debit',
        },
      },
      {
        row: 5,
        values: {
          name: 'Odd Side Supplier',
          gstin: gstin('27AAECO1234K1Z'),
          opening_balance: '5',
          balance_side: 'both',
        },
      },
    ]);
    expect(imported.rows?.map(({ row, status, problems }) => [row, status, problems])).toEqual([
      [2, 'created', []],
      [3, 'refused', [{ column: 'GSTIN', message: 'TIN is required.' }]],
      [4, 'created', []],
      [5, 'refused', [{ column: 'Dr/Cr', message: 'Dr/Cr must be Dr or Cr' }]],
    ]);
    expect(await ledgerNamed('Cipla Distributors')).toMatchObject({ parent: 'Creditors', opening_balance: 4_000_000 });
    expect(await ledgerNamed('Advance Paid Supplier')).toMatchObject({ opening_balance: -50_000 });
  });
});

describe('a spreadsheet of products with their opening stock (issue 35)', () => {
  const product = (row: number, values: Record<string, string>): SheetRow => ({
    row,
    values: { unit: 'Strips', hsn: '30049099', gst_rate: '12%', ...values },
  });
  const rows: SheetRow[] = [
    product(2, { name: 'Amoxicillin 500', unit: 'Box', opening_quantity: '1,000', opening_rate: '42.50' }),
    // A chemist's stock list: a row per batch of one medicine.
    product(3, {
      name: 'Azithral 500',
      unit: 'PCS',
      batch: 'AZ101',
      expiry: '08/2027',
      opening_quantity: '100',
      opening_rate: '70',
    }),
    product(4, { name: 'Azithral 500', unit: 'PCS', batch: 'AZ102', expiry: '2028-01-31', opening_quantity: '50' }),
    product(5, { name: 'Cough Syrup', unit: 'Strip' }),
    product(6, { name: 'Vitamin C', unit: 'PCS', hsn: '3004A' }),
    product(7, { name: 'Bandage Roll', unit: 'ROL', hsn: '' }),
    product(8, { name: 'Dolo 650', unit: 'PCS', batch: 'D1', expiry: '13/2027', opening_quantity: '10' }),
    product(9, { name: 'Dolo 650', unit: 'PCS', batch: 'D2', expiry: '12/2027', opening_quantity: '10' }),
  ];

  it('is previewed: batch rows are one product, and each refusal is on its row and column', async () => {
    const checked = await send('check', 'products', rows);
    expect(checked.rows?.map(({ row, status, problems }) => [row, status, problems])).toEqual([
      [2, 'new', []],
      [3, 'new', []],
      [4, 'new', []],
      [5, 'refused', [{ column: 'Unit', message: 'Unknown unit of measurement' }]],
      [6, 'refused', [{ column: 'HSN/SAC', message: 'HSN/SAC code can contain digits only' }]],
      [7, 'refused', [{ column: 'HSN/SAC', message: 'HSN code is required' }]],
      [8, 'refused', [{ column: 'Expiry', message: 'Expiry must be a month and year like 08/2026, or a date' }]],
      [9, 'refused', [{ column: null, message: 'Not imported: see row 8' }]],
    ]);
  });

  it('is imported with the opening stock, in batches where the rows give them', async () => {
    const imported = await send('import', 'products', rows);
    expect(statuses(imported.rows)?.filter(([, status]) => status === 'created')).toEqual([
      [2, 'created'],
      [3, 'created'],
      [4, 'created'],
    ]);
    const amoxicillin = await getProduct(
      company._id,
      (await namedRecordId(company._id, 'PRODUCT', 'Amoxicillin 500')) ?? '',
    );
    expect(amoxicillin).toMatchObject({
      unit: 'BOX',
      hsn_code: '30049099',
      taxability: 'Taxable',
      tax_rate: 1200,
      opening_balance: 1_000_000,
      opening_value: 4_250_000,
    });
    const azithral = await getProduct(company._id, (await namedRecordId(company._id, 'PRODUCT', 'Azithral 500')) ?? '');
    expect(azithral?.batch_tracked).toBe(true);
    expect(azithral?.opening_balance).toBe(150_000);
    expect(azithral?.opening_batches?.map(({ number, expiry, quantity }) => [number, expiry, quantity])).toEqual([
      ['AZ101', '2027-08-31', 100_000],
      ['AZ102', '2028-01-31', 50_000],
    ]);
  });
});

describe('who may import a spreadsheet', () => {
  it('is refused to a user outside the company, as any foreign company is: 404', async () => {
    const stranger = await signUpUser();
    const refused = await send('check', 'customers', [{ row: 2, values: { name: 'Anyone' } }], stranger);
    expect(refused.status).toBe(404);
  });

  it('refuses an unknown kind and an empty sheet with a clear message', async () => {
    expect((await send('check', 'vendors' as SheetKind, [{ row: 2, values: { name: 'X Y' } }])).status).toBe(400);
    const empty = await send('check', 'customers', []);
    expect([empty.status, empty.body.message]).toEqual([400, 'The sheet has no rows under its headings.']);
  });
});
