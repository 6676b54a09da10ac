import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { otherCompanyMessage, previewTallyExport } from './tally-preview';
import { TALLY_MESSAGES, TallyFileError, tallyObjects } from './tally-reader';
import { type TallyRecord, isProblem, tallyRecordOf } from './tally-records';

/**
 * Tally exports in both encodings and both field styles (functions/test/tally): ERP 9's flat fields
 * in UTF-8, Prime's nested ones in UTF-16 with a byte-order mark as Prime writes it (issue 35).
 */
const FOLDER = join(import.meta.dirname, '..', '..', '..', 'test', 'tally');
const ERP9 = new Uint8Array(readFileSync(join(FOLDER, 'erp9-flat.xml')));
const PRIME = new Uint8Array(readFileSync(join(FOLDER, 'prime-nested-utf16.xml')));

/** The file in chunks of `size` bytes, as a stream gives it: characters and references split across chunks. */
async function* chunksOf(bytes: Uint8Array, size = 64 * 1024): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

async function recordsOf(bytes: Uint8Array, size?: number): Promise<TallyRecord[]> {
  const records: TallyRecord[] = [];
  for await (const object of tallyObjects(chunksOf(bytes, size))) {
    const read = object.row === 0 ? undefined : tallyRecordOf(object);
    if (read && !isProblem(read)) records.push(read);
  }
  return records;
}

const named = (records: readonly TallyRecord[], name: string) => records.find((record) => record.name === name);

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('a Tally ERP 9 export: flat fields, UTF-8', () => {
  it('previews what it holds, and each master or voucher that cannot come in, by its place in the file', async () => {
    const preview = await previewTallyExport(chunksOf(ERP9), {});
    expect(preview).toEqual({
      company: 'Shree Ganesh Medical Agencies',
      counts: {
        group: { read: 1, refused: 0 },
        ledger: { read: 8, refused: 1 },
        unit: { read: 1, refused: 0 },
        'stock-item': { read: 1, refused: 0 },
        voucher: { read: 2, refused: 1 },
      },
      problems: [
        {
          row: 8,
          kind: 'ledger',
          name: 'Typo Traders',
          message: 'Invalid TIN: the check character does not match (27AAPFU0939F1ZX)',
        },
        { row: 15, kind: 'voucher', name: 'Journal 2', message: 'Debits 1,000.00 and credits 999.00 do not agree' },
      ],
      problemCount: 2,
      vouchers: { from: '2024-04-05', to: '2024-04-12' },
    });
  });

  it("reads ledgers with Tally's signs (a negative opening is a debit), GSTINs, addresses and bank details", async () => {
    const records = await recordsOf(ERP9);
    expect(named(records, 'Sai Medical & General Stores')).toMatchObject({
      kind: 'ledger',
      guid: '8c1f6a2e-4b1d-4f7a-9a51-0a7c1d2e3f40-00000031',
      parent: 'Pune Chemists',
      opening: 1_250_000,
      gstin: '27AAPFU0939F1ZV',
      registrationType: 'Regular',
      state: 'Maharashtra',
      address: ['Shop 3, Vrindavan Society, Paud Road', 'Kothrud, Pune'],
      pincode: '411038',
    });
    expect(named(records, 'Zenlab Pharma Distributors')).toMatchObject({ opening: -4_500_000 });
    expect(named(records, 'Canara Bank')).toMatchObject({
      opening: 8_000_000,
      bank: { name: 'Canara Bank', account: '0417201009982', ifsc: 'CNRB0000417' },
    });
  });

  it("reads a stock item's unit, HSN, GST rate (past Tally's stray '&#4;'), opening stock and batches", async () => {
    const records = await recordsOf(ERP9);
    expect(named(records, 'Strip')).toMatchObject({ kind: 'unit', formalName: 'Strips', decimals: 0 });
    expect(named(records, 'Paracetamol 650 Tab')).toEqual({
      kind: 'stock-item',
      row: 12,
      guid: '8c1f6a2e-4b1d-4f7a-9a51-0a7c1d2e3f40-00000041',
      name: 'Paracetamol 650 Tab',
      parent: 'Tablets',
      unit: 'Strip',
      hsn: '30049099',
      gstRate: 1200,
      opening: { quantity: 100_000, value: 250_000 },
      batches: [
        { name: 'AB24117', expiry: '2027-06-30', quantity: 60_000, value: 150_000 },
        { name: 'AB24203', expiry: '2027-12-31', quantity: 40_000, value: 100_000 },
      ],
    });
  });

  it('reads a sales invoice: its ledger amounts (the stock line posted to its sales ledger) and its stock line', async () => {
    const sale = named(await recordsOf(ERP9), 'Sales SGM/24-25/001');
    expect(sale).toMatchObject({
      kind: 'voucher',
      type: 'Sales',
      number: 'SGM/24-25/001',
      date: '2024-04-05',
      party: 'Sai Medical & General Stores',
      narration: 'Goods sent by van',
      cancelled: false,
      entries: [
        { ledger: 'Sai Medical & General Stores', amount: 168_000 },
        { ledger: 'CGST', amount: -9_000 },
        { ledger: 'SGST', amount: -9_000 },
        { ledger: 'Sales 12%', amount: -150_000 },
      ],
      inventory: [
        {
          item: 'Paracetamol 650 Tab',
          quantity: 50_000,
          rate: 3_000,
          amount: 150_000,
          batches: [{ name: 'AB24117', expiry: undefined, quantity: 50_000, value: 150_000 }],
        },
      ],
    });
  });
});

describe('a Tally Prime export: nested fields, UTF-16 with a byte-order mark', () => {
  it("reads the latest GST registration and mailing details, and a stock item's HSN and latest rate", async () => {
    const records = await recordsOf(PRIME);
    expect(named(records, 'Om Sai Pharma')).toMatchObject({
      opening: -1_825_050,
      gstin: '29AAPFU0939F1ZR',
      registrationType: 'Regular',
      state: 'Karnataka',
      address: ['No. 88, Sayyaji Rao Road', 'Mysuru'],
      pincode: '570024',
      bank: { name: 'State Bank of India', account: '30001234567', ifsc: 'SBIN0040123' },
    });
    expect(named(records, 'Walk-in Customers')).toMatchObject({ opening: 340_000, gstin: undefined });
    expect(named(records, 'Azivon 250 Tab')).toMatchObject({
      unit: 'Box',
      hsn: '30042099',
      gstRate: 500,
      opening: { quantity: 12_500, value: 93_750 },
    });
  });

  it('reads the same, chunk by chunk, however the stream cuts its characters and references', async () => {
    const whole = await recordsOf(PRIME);
    expect(await recordsOf(PRIME, 7)).toEqual(whole);
    expect(await recordsOf(ERP9, 5)).toEqual(await recordsOf(ERP9));
  });

  it("is refused whole when its vouchers carry another company's GSTIN", async () => {
    const own = await previewTallyExport(chunksOf(PRIME), { gstin: '29AAGCS2288K1ZR' });
    expect(own.counts.voucher).toEqual({ read: 1, refused: 0 });
    await expect(previewTallyExport(chunksOf(PRIME), { gstin: '27AAPFU0939F1ZV' })).rejects.toThrow(
      new TallyFileError(otherCompanyMessage('29AAGCS2288K1ZR', '27AAPFU0939F1ZV')),
    );
  });
});

describe('a file that is no Tally export, or not whole, is refused with a message and nothing read', () => {
  const refusal = async (bytes: Uint8Array) => {
    const seen: number[] = [];
    try {
      for await (const object of tallyObjects(chunksOf(bytes, 256))) seen.push(object.row);
    } catch (error) {
      return { message: error instanceof TallyFileError ? error.message : String(error), seen };
    }
    return { message: undefined, seen };
  };

  it("refuses a DTD and its entities (the 'billion laughs') before reading anything", async () => {
    const laughs = utf8(
      `<?xml version="1.0"?><!DOCTYPE ENVELOPE [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]><ENVELOPE><BODY><DATA><TALLYMESSAGE><LEDGER NAME="&lol2;"/></TALLYMESSAGE></DATA></BODY></ENVELOPE>`,
    );
    expect(await refusal(laughs)).toEqual({ message: TALLY_MESSAGES.dtd, seen: [] });
  });

  it('refuses an entity it does not know, a file cut short, one that is not Tally, and an empty one', async () => {
    const unknown = utf8(
      '<ENVELOPE><BODY><DATA><TALLYMESSAGE><GROUP NAME="&lol;"/></TALLYMESSAGE></DATA></BODY></ENVELOPE>',
    );
    expect((await refusal(unknown)).message).toBe(TALLY_MESSAGES.malformed(1));
    const cut = await refusal(ERP9.subarray(0, Math.floor(ERP9.length / 2)));
    expect(cut.message).toMatch(/^This file is cut short or is not well-formed XML \(near line \d+\)/);
    expect((await refusal(utf8('<html><body>Invoice</body></html>'))).message).toBe(TALLY_MESSAGES.notTally);
    expect((await refusal(new Uint8Array())).message).toBe(TALLY_MESSAGES.empty);
  });
});
