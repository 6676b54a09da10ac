import { SALES_SIDE_TYPES, raisesSale, sideSign } from '@app/shared/books/voucher-types';
import { calendarYearOf, lastDayOfMonth, toDisplayDate } from '@app/shared/financial-year';
import { stateCodeOf } from '@app/shared/gst/state-codes';
import { paiseToRupees, thousandthsToUnits } from '@app/shared/money';
import type { Gstr1, Gstr1HsnRow, Gstr1Invoice, Gstr1ItemDetail, Gstr1Note } from '@app/shared/reports/gstr1-docs';
import { getCompany } from '#lib/db/companies';
import { readDigest, type StockedDigestRow } from '#lib/db/product-digest';
import { voucherRows } from '#lib/db/vouchers';
import type { VoucherRowRecord } from '#lib/presenters/voucher';
import { salesByHsn, type HsnSales } from './sales-rollups';

/** B2C invoices above this value (paise), inter-state, are reported one by one (b2cl): Rs 1,00,000 from 1 August 2024, Rs 2,50,000 before. */
const b2clLimit = (date: string) => (date >= '2024-08-01' ? 1_00_000_00 : 2_50_000_00);

/** A consumer's invoice reported on its own (b2cl): inter-state and above the limit of its date. */
const isB2cl = (row: VoucherRowRecord) => !row.intra_state && row.grand_total > b2clLimit(row.date);

/**
 * A consumer's credit note reported on its own (cdnur): against an invoice that was b2cl. A note
 * copies its invoice's place of supply and kind of supply, so its own row says whether that was
 * inter-state; the invoice's value and date are the note's `against`.
 */
const againstB2cl = (row: VoucherRowRecord) =>
  !row.intra_state && row.against !== undefined && row.against.grand_total > b2clLimit(row.against.date);

/** The portal's dd-MM-yyyy. */
const gstDate = (iso: string) => toDisplayDate(iso, 'dd-MM-yyyy');
const rupees = paiseToRupees;

/** Taxable value and tax (paise) at a rate as GSTR-1 shows them: intra-state tax is half CGST, half SGST (equal on every line). */
const taxesOf = (rate: number, taxable: number, tax: number, intraState: boolean) => ({
  rt: rate / 100,
  txval: rupees(taxable),
  iamt: intraState ? 0 : rupees(tax),
  camt: intraState ? rupees(tax / 2) : 0,
  samt: intraState ? rupees(tax / 2) : 0,
  csamt: 0,
});

/** An invoice's or a credit note's taxable value and taxes per rate. */
function itemDetails(row: VoucherRowRecord): Gstr1ItemDetail[] {
  const byRate = new Map<number, { taxable: number; tax: number }>();
  for (const [, rate, , taxable, tax] of row.hsn ?? []) {
    const sums = byRate.get(rate) ?? { taxable: 0, tax: 0 };
    sums.taxable += taxable;
    sums.tax += tax;
    byRate.set(rate, sums);
  }
  return [...byRate].map(([rate, { taxable, tax }]) => {
    const { camt, samt, ...taxes } = taxesOf(rate, taxable, tax, row.intra_state ?? true);
    return row.intra_state ? { ...taxes, camt, samt } : taxes;
  });
}

const posOf = (row: VoucherRowRecord, companyState: string) =>
  stateCodeOf(row.place_of_supply ?? companyState) ?? stateCodeOf(companyState) ?? '';

function invoiceOf(row: VoucherRowRecord, pos: string): Gstr1Invoice {
  return {
    inum: row.voucher_number,
    idt: gstDate(row.date),
    val: rupees(row.grand_total),
    pos,
    itms: itemDetails(row).map((itm_det, index) => ({ num: index + 1, itm_det })),
  };
}

/** A note as cdnr and cdnur report it: its value positive, `ntty` saying which way ('C' credit, 'D' debit). */
function noteOf(row: VoucherRowRecord, pos: string): Omit<Gstr1Note, 'rchrg' | 'inv_typ'> {
  return {
    ntty: raisesSale(row) ? 'D' : 'C',
    nt_num: row.voucher_number,
    nt_dt: gstDate(row.date),
    val: rupees(row.grand_total),
    pos,
    itms: itemDetails(row).map((itm_det, index) => ({ num: index + 1, itm_det })),
  };
}

/** A b2cs row being summed, in paise. */
interface B2csSum {
  supply: 'INTRA' | 'INTER';
  pos: string;
  rate: number;
  taxable: number;
  tax: number;
}

/**
 * The consumer sales reported summed (b2cs), per kind of supply, place of supply and rate: the
 * invoices not reported on their own less the credit notes not reported on their own (against
 * such invoices, or standalone), as India Compliance nets them; so a rate with more returned than
 * sold in the month shows negative figures, and one that nets to nothing is left out.
 */
function b2csRows(rows: readonly VoucherRowRecord[], companyState: string): Gstr1['b2cs'] {
  const sums = new Map<string, B2csSum>();
  for (const row of rows) {
    const sign = sideSign(row);
    const supply = row.intra_state ? 'INTRA' : 'INTER';
    const pos = posOf(row, companyState);
    for (const [, rate, , taxable, tax] of row.hsn ?? []) {
      const key = `${supply}#${pos}#${rate}`;
      const sum = sums.get(key) ?? { supply, pos, rate, taxable: 0, tax: 0 };
      sum.taxable += sign * taxable;
      sum.tax += sign * tax;
      sums.set(key, sum);
    }
  }
  return [...sums.values()]
    .filter(({ taxable, tax }) => taxable !== 0 || tax !== 0)
    .map(({ supply, pos, rate, taxable, tax }) => ({
      ...taxesOf(rate, taxable, tax, supply === 'INTRA'),
      sply_ty: supply,
      pos,
      typ: 'OE' as const,
    }));
}

/**
 * A series of doc_issue (1 invoices, 4 debit notes, 5 credit notes): the month's numbers from the
 * first to the last, how many there were and how many were cancelled; none without a document of
 * the kind. Debit notes share one series with those raised on suppliers (Tally keeps one Debit
 * Note series); only the ones raising sales are outward documents, so only they are counted.
 */
function documentSeries(docNum: number, docType: string, rows: readonly VoucherRowRecord[]) {
  if (rows.length === 0) return [];
  const numbers = rows.map((row) => row.voucher_number).sort();
  const cancelled = rows.filter((row) => row.status !== 'active').length;
  return [
    {
      doc_num: docNum,
      doc_typ: docType,
      docs: [
        {
          num: 1,
          from: numbers[0] ?? '',
          to: numbers.at(-1) ?? '',
          totnum: rows.length,
          cancel: cancelled,
          net_issue: rows.length - cancelled,
        },
      ],
    },
  ];
}

/** GSTR-1's HSN rows: services (SAC 99...) report UQC OTH and no quantity. */
function hsnRows(sales: readonly HsnSales[], products: readonly StockedDigestRow[]): Gstr1HsnRow[] {
  return [...sales]
    .sort((a, b) => (a.hsn < b.hsn ? -1 : a.hsn > b.hsn ? 1 : a.rate - b.rate))
    .map((row, index) => {
      const named = products.filter((product) => (product.hsn ?? '') === row.hsn);
      const service = row.hsn.startsWith('99');
      return {
        num: index + 1,
        hsn_sc: row.hsn,
        desc: named
          .map((product) => product.name)
          .sort()
          .join(', ')
          .slice(0, 30),
        uqc: service ? 'OTH' : (named[0]?.unit ?? 'OTH'),
        qty: service ? 0 : thousandthsToUnits(row.quantity),
        rt: row.rate / 100,
        txval: rupees(row.taxable),
        iamt: rupees(row.igst),
        camt: rupees(row.cgst),
        samt: rupees(row.sgst),
        csamt: 0,
      };
    });
}

const isInvoice = (row: VoucherRowRecord) => row.voucher_type === 'Sales';
const isActive = (row: VoucherRowRecord) => row.status === 'active';
const isRegistered = (row: VoucherRowRecord) => Boolean(row.party_tin);

function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}

/**
 * GSTR-1 of a month (GST.md): every sales invoice to a registered buyer (b2b, by GSTIN); large
 * inter-state ones to consumers (b2cl, by place of supply); the other consumer sales summed by
 * place of supply and rate (b2cs); credit notes and debit notes raising sales to registered
 * buyers (cdnr, by GSTIN) and to consumers against a b2cl invoice (cdnur), any other note netted
 * into b2cs; the HSN summary for registered and other buyers, from the same HSN figures as the
 * Summary page (so their totals agree; net of notes); and the invoice, debit note and credit note
 * numbers issued and cancelled (doc_issue). Read from the month's list rows of the sales side and
 * the HSN figures. Debit notes raised on suppliers (purchase returns) are inward supplies, not in
 * GSTR-1.
 */
export async function gstr1(companyId: string, financialYear: number, month: number): Promise<Gstr1> {
  const year = calendarYearOf(financialYear, month);
  const mm = String(month).padStart(2, '0');
  const start = `${year}-${mm}-01`;
  const end = lastDayOfMonth(year, month);
  const [company, rows, hsn, products] = await Promise.all([
    getCompany(companyId),
    voucherRows<VoucherRowRecord>(
      companyId,
      { start, end },
      { types: SALES_SIDE_TYPES, side: 'Sales', includeCancelled: true, terms: [] },
      true,
    ),
    salesByHsn(companyId, start, end),
    readDigest(companyId),
  ]);
  const companyState = company?.state ?? '';
  const posOfRow = (row: VoucherRowRecord) => posOf(row, companyState);
  const [invoiceRows, noteRows] = [rows.filter(isInvoice), rows.filter((row) => !isInvoice(row))];
  const [invoices, notes] = [invoiceRows.filter(isActive), noteRows.filter(isActive)];
  const large = invoices.filter((row) => !isRegistered(row) && isB2cl(row));
  const largeNotes = notes.filter((row) => !isRegistered(row) && againstB2cl(row));
  const summed = [...invoices, ...notes].filter(
    (row) => !isRegistered(row) && !large.includes(row) && !largeNotes.includes(row),
  );
  return {
    gstin: company?.company_settings.tax_details.tin ?? '',
    fp: `${mm}${year}`,
    b2b: [...groupBy(invoices.filter(isRegistered), (row) => row.party_tin ?? '')].map(([ctin, sales]) => ({
      ctin,
      inv: sales.map((row) => ({ ...invoiceOf(row, posOfRow(row)), rchrg: 'N' as const, inv_typ: 'R' as const })),
    })),
    b2cl: [...groupBy(large, posOfRow)].map(([pos, sales]) => ({
      pos,
      inv: sales.map((row) => invoiceOf(row, pos)),
    })),
    b2cs: b2csRows(summed, companyState),
    cdnr: [...groupBy(notes.filter(isRegistered), (row) => row.party_tin ?? '')].map(([ctin, credits]) => ({
      ctin,
      nt: credits.map((row) => ({ ...noteOf(row, posOfRow(row)), rchrg: 'N' as const, inv_typ: 'R' as const })),
    })),
    cdnur: largeNotes.map((row) => ({ typ: 'B2CL' as const, ...noteOf(row, posOfRow(row)) })),
    hsn: {
      hsn_b2b: hsnRows(
        hsn.filter((row) => row.registered),
        products,
      ),
      hsn_b2c: hsnRows(
        hsn.filter((row) => !row.registered),
        products,
      ),
    },
    doc_issue: {
      doc_det: [
        ...documentSeries(1, 'Invoices for outward supply', invoiceRows),
        ...documentSeries(
          4,
          'Debit Note',
          noteRows.filter((row) => raisesSale(row)),
        ),
        ...documentSeries(
          5,
          'Credit Note',
          noteRows.filter((row) => !raisesSale(row)),
        ),
      ],
    },
  };
}

/** 'GSTR1_27AAPFU0939F1ZV_102026.json': the return, its GSTIN and period, then what the file holds. */
export const gstr1FileName = (file: Gstr1, ending: string) =>
  `GSTR1_${file.gstin || 'unregistered'}_${file.fp}.${ending}`;
