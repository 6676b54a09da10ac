import { describe, expect, it } from 'vitest';
import { GSTR2B_MESSAGES, readGstr2b } from './gstr2b';

const COMPANY = '27AAPFU0939F1ZV';

/**
 * A GSTR-2B of October 2026 as the portal writes it: two bills from Cipla, a credit note, a bill
 * from Haryana; a bill of entry at Nhava Sheva and one from an SEZ unit.
 */
const FILE = {
  chksum: 'a1b2',
  data: {
    gstin: COMPANY,
    rtnprd: '102026',
    version: '1.0',
    gendt: '14-11-2026',
    docdata: {
      b2b: [
        {
          ctin: '27AAGCS2288K1ZV',
          trdnm: 'Cipla Distributors',
          supfildt: '11-11-2026',
          supprd: '102026',
          inv: [
            {
              inum: 'INV/2025-26/040',
              typ: 'R',
              dt: '05-10-2026',
              val: 11800,
              pos: '27',
              rev: 'N',
              itcavl: 'Y',
              rsn: '',
              srctyp: 'e-Invoice',
              items: [
                { num: 1, rt: 18, txval: 8000, igst: 0, cgst: 720, sgst: 720, cess: 0 },
                { num: 2, rt: 18, txval: 2000, igst: 0, cgst: 180, sgst: 180, cess: 0 },
              ],
            },
            {
              inum: 'CPL/0102',
              typ: 'R',
              dt: '09-10-2026',
              val: 590.5,
              pos: '27',
              rev: 'Y',
              itcavl: 'N',
              items: [{ num: 1, rt: 18, txval: 500.42, igst: 0, cgst: 45.04, sgst: 45.04, cess: 0 }],
            },
          ],
        },
        {
          ctin: '06AABCO6063D1ZQ',
          trdnm: 'Haryana Distributors',
          inv: [{ inum: 'HD/77', dt: '12-10-2026', val: 1180, items: [{ txval: 1000, igst: 180 }] }],
        },
      ],
      cdnr: [
        {
          ctin: '27AAGCS2288K1ZV',
          trdnm: 'Cipla Distributors',
          nt: [{ ntnum: 'CN/5', typ: 'C', dt: '20-10-2026', val: 118, items: [{ txval: 100, cgst: 9, sgst: 9 }] }],
        },
      ],
      impg: [
        {
          refdt: '18-10-2026',
          recdt: '20-10-2026',
          portcode: 'INNSA1',
          boenum: 4321987,
          boedt: '15-10-2026',
          isamd: 'N',
          txval: 91300,
          igst: 16434,
          cess: 0,
        },
      ],
      impgsez: [
        {
          ctin: '27AAACS1234A1Z1',
          trdnm: 'SEEPZ Unit',
          boe: [{ portcode: 'INBOM4', boenum: '778812', boedt: '22-10-2026', txval: 10000, igst: 1800.5 }],
        },
      ],
    },
  },
};

describe("reading the portal's GSTR-2B (issue 33)", () => {
  it('takes each invoice and note with its lines added up, in paise, dated as ISO days', () => {
    const file = readGstr2b(JSON.stringify(FILE), COMPANY);
    if ('error' in file) throw new Error(file.error);
    expect([file.gstin, file.period]).toEqual([COMPANY, '102026']);
    expect(
      file.documents.map((document) => [
        document.kind,
        document.supplier,
        document.number,
        document.date,
        document.taxable,
        document.igst,
        document.cgst,
        document.sgst,
        document.itcAvailable,
        document.reverseCharge,
      ]),
    ).toEqual([
      ['invoice', 'Cipla Distributors', 'INV/2025-26/040', '2026-10-05', 10_000_00, 0, 900_00, 900_00, true, false],
      ['invoice', 'Cipla Distributors', 'CPL/0102', '2026-10-09', 500_42, 0, 45_04, 45_04, false, true],
      ['invoice', 'Haryana Distributors', 'HD/77', '2026-10-12', 1_000_00, 180_00, 0, 0, true, false],
      ['note', 'Cipla Distributors', 'CN/5', '2026-10-20', 100_00, 0, 9_00, 9_00, true, false],
    ]);
    expect(file.billsOfEntry).toEqual([
      { port: 'INNSA1', number: '4321987', date: '2026-10-15', taxable: 91_300_00, igst: 16_434_00, sezGstin: null },
      {
        port: 'INBOM4',
        number: '778812',
        date: '2026-10-22',
        taxable: 10_000_00,
        igst: 1_800_50,
        sezGstin: '27AAACS1234A1Z1',
      },
    ]);
  });

  it("reads the API's shorter form, each document's figures on the document without lines", () => {
    const short = {
      data: {
        gstin: COMPANY,
        rtnprd: '102026',
        docdata: {
          b2b: [
            {
              ctin: '27AAGCS2288K1ZV',
              inv: [{ inum: 'S008400', dt: '24-10-2026', val: 1180, txval: 1000, igst: 0, cgst: 90, sgst: 90 }],
            },
          ],
        },
      },
    };
    const file = readGstr2b(JSON.stringify(short), COMPANY);
    if ('error' in file) throw new Error(file.error);
    expect(file.documents.map((d) => [d.supplier, d.number, d.taxable, d.cgst, d.sgst])).toEqual([
      ['27AAGCS2288K1ZV', 'S008400', 1_000_00, 90_00, 90_00],
    ]);
    expect(file.billsOfEntry).toEqual([]);
  });

  it('says what is wrong with a file that is not JSON, not a GSTR-2B, or another GSTIN’s', () => {
    expect(readGstr2b('%PDF-1.7', COMPANY)).toEqual({ error: GSTR2B_MESSAGES.notJson });
    expect(readGstr2b(JSON.stringify({ b2b: [] }), COMPANY)).toEqual({ error: GSTR2B_MESSAGES.notGstr2b });
    expect(readGstr2b(JSON.stringify({ data: { ...FILE.data, rtnprd: '132026' } }), COMPANY)).toEqual({
      error: GSTR2B_MESSAGES.notGstr2b,
    });
    expect(readGstr2b(JSON.stringify(FILE), '29AAGCB7383J1Z4')).toEqual({
      error: `This GSTR-2B is for GSTIN ${COMPANY}; this company's is 29AAGCB7383J1Z4`,
    });
  });
});
