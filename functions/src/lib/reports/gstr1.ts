import { calendarYearOf, lastDayOfMonth } from '@app/shared/financial-year';
import { stateCodeOf } from '@app/shared/gst/state-codes';
import { paiseToRupees, thousandthsToUnits } from '@app/shared/money';
import type { Gstr1, Gstr1HsnRow, Gstr1Invoice, Gstr1ItemDetail } from '@app/shared/reports/gstr1-docs';
import { getCompany } from '#lib/db/companies';
import { readDigest, type StockedDigestRow } from '#lib/db/product-digest';
import { voucherRows } from '#lib/db/vouchers';
import type { VoucherRowRecord } from '#lib/presenters/voucher';
import { salesByHsn, type HsnSales } from './sales-rollups';

/** B2C invoices above this value (paise), inter-state, are reported one by one (b2cl): Rs 1,00,000 from 1 August 2024, Rs 2,50,000 before. */
const b2clLimit = (date: string) => (date >= '2024-08-01' ? 1_00_000_00 : 2_50_000_00);

const gstDate = (iso: string) => iso.split('-').reverse().join('-');
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

/** An invoice's taxable value and taxes per rate. */
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

function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}

/**
 * GSTR-1 of a month (GST.md): every sales invoice to a registered buyer (b2b, by GSTIN); large
 * inter-state ones to consumers (b2cl, by place of supply); the other consumer sales summed by
 * place of supply and rate (b2cs); the HSN summary for registered and other buyers, from the same
 * HSN figures as the Summary page (so their totals agree); and the invoice numbers issued
 * and cancelled (doc_issue). Read from the month's invoice list rows and day figures.
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
      { types: ['Sales'], includeCancelled: true, terms: [] },
      true,
    ),
    salesByHsn(companyId, start, end),
    readDigest(companyId),
  ]);
  const companyState = company?.state ?? '';
  const active = rows.filter((row) => row.status === 'active');
  const registered = active.filter((row) => row.party_tin);
  const consumers = active.filter((row) => !row.party_tin);
  const large = consumers.filter((row) => !row.intra_state && row.grand_total > b2clLimit(row.date));
  const small = consumers.filter((row) => !large.includes(row));

  const b2cs = new Map<string, Gstr1['b2cs'][number] & { taxable: number; tax: number }>();
  for (const row of small) {
    const supply = row.intra_state ? 'INTRA' : 'INTER';
    const pos = posOf(row, companyState);
    for (const [, rate, , taxable, tax] of row.hsn ?? []) {
      const key = `${supply}#${pos}#${rate}`;
      const sums = b2cs.get(key) ?? {
        ...taxesOf(rate, 0, 0, supply === 'INTRA'),
        sply_ty: supply,
        pos,
        typ: 'OE' as const,
        taxable: 0,
        tax: 0,
      };
      sums.taxable += taxable;
      sums.tax += tax;
      b2cs.set(key, { ...sums, ...taxesOf(rate, sums.taxable, sums.tax, supply === 'INTRA') });
    }
  }

  const numbers = rows.map((row) => row.voucher_number).sort();
  const cancelled = rows.length - active.length;
  return {
    gstin: company?.company_settings.tax_details.tin ?? '',
    fp: `${mm}${year}`,
    b2b: [...groupBy(registered, (row) => row.party_tin ?? '')].map(([ctin, invoices]) => ({
      ctin,
      inv: invoices.map((row) => ({
        ...invoiceOf(row, posOf(row, companyState)),
        rchrg: 'N' as const,
        inv_typ: 'R' as const,
      })),
    })),
    b2cl: [...groupBy(large, (row) => posOf(row, companyState))].map(([pos, invoices]) => ({
      pos,
      inv: invoices.map((row) => invoiceOf(row, pos)),
    })),
    b2cs: [...b2cs.values()].map(({ taxable: _taxable, tax: _tax, ...row }) => row),
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
      doc_det:
        rows.length === 0
          ? []
          : [
              {
                doc_num: 1,
                doc_typ: 'Invoices for outward supply',
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
            ],
    },
  };
}

/** 'GSTR1_27AAPFU0939F1ZV_102026.json': the return, its GSTIN and period, then what the file holds. */
export const gstr1FileName = (file: Gstr1, ending: string) =>
  `GSTR1_${file.gstin || 'unregistered'}_${file.fp}.${ending}`;
