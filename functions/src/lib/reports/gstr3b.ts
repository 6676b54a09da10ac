import { SALES_SIDE_TYPES, sideSign, type VoucherType } from '@app/shared/books/voucher-types';
import type { ReturnPeriod } from '@app/shared/gst/return-period';
import type { SupplyClass } from '@app/shared/gst/supply-class';
import { NO_TAX, setOff, type TaxHeads } from '@app/shared/gst/set-off';
import { stateCodeOf } from '@app/shared/gst/state-codes';
import { paiseToRupees } from '@app/shared/money';
import type { Gstr3bDoc, Gstr3bReturn } from '@app/shared/reports/gstr3b-docs';
import { getCompany } from '#lib/db/companies';
import { claimableCredit, reconcilePeriod } from '#lib/gst/reconciliation';
import { voucherRows } from '#lib/db/vouchers';
import type { VoucherRowRecord } from '#lib/presenters/voucher';

/** The purchase side: purchases and the debit notes raised on suppliers (inward supplies). */
const PURCHASE_SIDE_TYPES = ['Purchase', 'Debit Note'] as const satisfies readonly VoucherType[];

/** Taxable value and taxes being added up, in paise. */
interface Sum extends TaxHeads {
  taxable: number;
}
const emptySum = (): Sum => ({ taxable: 0, ...NO_TAX });

/** A line's tax on its heads: intra-state tax is half CGST, half SGST (equal on every line). */
function add(sum: Sum, sign: number, taxable: number, tax: number, intraState: boolean) {
  sum.taxable += sign * taxable;
  if (intraState) {
    sum.cgst += (sign * tax) / 2;
    sum.sgst += (sign * tax) / 2;
  } else sum.igst += sign * tax;
}

const rupees = paiseToRupees;
const taxesOf = (sum: TaxHeads) => ({
  iamt: rupees(sum.igst),
  camt: rupees(sum.cgst),
  samt: rupees(sum.sgst),
  csamt: 0,
});
const rupeeHeads = (sum: TaxHeads) => ({ igst: rupees(sum.igst), cgst: rupees(sum.cgst), sgst: rupees(sum.sgst) });

/** A line taxed at 0% that is not marked otherwise is nil-rated (3.1(c), table 5). */
const isNil = (rate: number, supply: SupplyClass | undefined) =>
  supply === 'nil' || supply === 'exempt' || (rate === 0 && supply === undefined);

/**
 * What the period's sales side tells 3B (issue 33), line by line by GST class: taxable supplies
 * (3.1(a)), zero-rated (3.1(b)), nil-rated or exempt (3.1(c)) and non-GST (3.1(e)), net of
 * credit notes and with debit notes raising a sale; and of the taxable ones, the inter-state
 * supplies to unregistered buyers by place of supply (3.2). The same list rows GSTR-1 reads, so
 * the two agree.
 */
function outward(rows: readonly VoucherRowRecord[], companyState: string) {
  const [taxable, zero] = [emptySum(), emptySum()];
  let [nilExempt, nonGst] = [0, 0];
  const unregistered = new Map<string, Sum>();
  for (const row of rows) {
    const sign = sideSign(row);
    const intraState = row.intra_state ?? true;
    const pos = stateCodeOf(row.place_of_supply ?? companyState) ?? stateCodeOf(companyState) ?? '';
    for (const [, rate, , value, tax, , supply] of row.hsn ?? []) {
      if (supply === 'non-gst') nonGst += sign * value;
      else if (supply === 'zero') add(zero, sign, value, tax, false);
      else if (isNil(rate, supply)) nilExempt += sign * value;
      else {
        add(taxable, sign, value, tax, intraState);
        if (!row.party_tin && !intraState) {
          const byState = unregistered.get(pos) ?? emptySum();
          add(byState, sign, value, tax, false);
          unregistered.set(pos, byState);
        }
      }
    }
  }
  return { taxable, zero, nilExempt, nonGst, unregistered };
}

/**
 * What the period's purchase side tells 3B: the input tax of purchases and expense bills, less
 * the debit notes raised on suppliers (4(A)(5) all other ITC), and of it what section 17(5)
 * blocks (4(B)(1)); and what was bought nil-rated or exempt, and non-GST (table 5, inter- and
 * intra-state).
 */
function inward(rows: readonly VoucherRowRecord[]) {
  const [credit, blocked] = [emptySum(), emptySum()];
  const nil = { inter: 0, intra: 0 };
  const nonGst = { inter: 0, intra: 0 };
  for (const row of rows) {
    const sign = row.voucher_type === 'Purchase' ? 1 : -1;
    const intraState = row.intra_state ?? true;
    const where = intraState ? 'intra' : 'inter';
    for (const [, rate, , value, tax, , supply] of row.hsn ?? []) {
      if (supply === 'non-gst') nonGst[where] += sign * value;
      else if (isNil(rate, supply)) nil[where] += sign * value;
      else {
        add(credit, sign, value, tax, intraState);
        if (supply === 'blocked') add(blocked, sign, value, tax, intraState);
      }
    }
  }
  return { credit, blocked, nil, nonGst };
}

/**
 * GSTR-3B of a month or a quarter (issue 33) from the period's list rows of both sides, never the vouchers: 3.1
 * and 3.2 from the sales side, 4 and 5 from the purchase side (4's credit from the month's GSTR-2B
 * as reconciled, once one is uploaded), and 6.1's payment: the tax payable paid from the month's
 * credit in the law's order (set-off.ts), the rest in cash.
 */
export async function gstr3b(companyId: string, period: ReturnPeriod): Promise<Gstr3bDoc> {
  const range = { start: period.start, end: period.end };
  const read = (types: readonly VoucherType[], side: 'Sales' | 'Purchase') =>
    voucherRows<VoucherRowRecord>(
      companyId,
      range,
      { types: [...types], side, includeCancelled: false, terms: [] },
      true,
    );
  const [company, sales, purchases, reconciled] = await Promise.all([
    getCompany(companyId),
    read(SALES_SIDE_TYPES, 'Sales'),
    read(PURCHASE_SIDE_TYPES, 'Purchase'),
    reconcilePeriod(companyId, period),
  ]);
  const out = outward(sales, company?.state ?? '');
  const books = inward(purchases);
  const inBooks = books.credit;
  // With the period's 2B kept, the credit is what it confirms (section 16(2)(aa)).
  const { credit, blocked } = claimableCredit(reconciled) ?? books;
  const net = { igst: credit.igst - blocked.igst, cgst: credit.cgst - blocked.cgst, sgst: credit.sgst - blocked.sgst };
  const nothing = { txval: 0, iamt: 0, camt: 0, samt: 0, csamt: 0 };
  const noTax = { iamt: 0, camt: 0, samt: 0, csamt: 0 };
  const filed: Gstr3bReturn = {
    gstin: company?.company_settings.tax_details.tin ?? '',
    ret_period: period.code,
    sup_details: {
      osup_det: { txval: rupees(out.taxable.taxable), ...taxesOf(out.taxable) },
      osup_zero: { txval: rupees(out.zero.taxable), iamt: rupees(out.zero.igst), csamt: 0 },
      osup_nil_exmp: { txval: rupees(out.nilExempt) },
      isup_rev: nothing,
      osup_nongst: { txval: rupees(out.nonGst) },
    },
    inter_sup: {
      unreg_details: [...out.unregistered]
        .filter(([, sum]) => sum.taxable !== 0 || sum.igst !== 0)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([pos, sum]) => ({ pos, txval: rupees(sum.taxable), iamt: rupees(sum.igst) })),
      comp_details: [],
      uin_details: [],
    },
    itc_elg: {
      itc_avl: [
        { ty: 'IMPG', ...noTax },
        { ty: 'IMPS', ...noTax },
        { ty: 'ISRC', ...noTax },
        { ty: 'ISD', ...noTax },
        { ty: 'OTH', ...taxesOf(credit) },
      ],
      itc_rev: [
        { ty: 'RUL', ...taxesOf(blocked) },
        { ty: 'OTH', ...noTax },
      ],
      itc_net: taxesOf(net),
      itc_inelg: [
        { ty: 'RUL', ...noTax },
        { ty: 'OTH', ...noTax },
      ],
    },
    inward_sup: {
      isup_details: [
        { ty: 'GST', inter: rupees(books.nil.inter), intra: rupees(books.nil.intra) },
        { ty: 'NONGST', inter: rupees(books.nonGst.inter), intra: rupees(books.nonGst.intra) },
      ],
    },
    intr_ltfee: { intr_details: noTax },
  };
  // Negative credit (more debit notes than bills) is a reversal to pay, not credit to use.
  const usable = { igst: Math.max(0, net.igst), cgst: Math.max(0, net.cgst), sgst: Math.max(0, net.sgst) };
  const payable = {
    igst: Math.max(0, out.taxable.igst + out.zero.igst) + (usable.igst - net.igst),
    cgst: Math.max(0, out.taxable.cgst) + (usable.cgst - net.cgst),
    sgst: Math.max(0, out.taxable.sgst) + (usable.sgst - net.sgst),
  };
  const paid = setOff(payable, usable);
  return {
    return: filed,
    payment: {
      payable: rupeeHeads(payable),
      credit: rupeeHeads(usable),
      used: { igst: rupeeHeads(paid.used.igst), cgst: rupeeHeads(paid.used.cgst), sgst: rupeeHeads(paid.used.sgst) },
      cash: rupeeHeads(paid.cash),
      carried: rupeeHeads(paid.carried),
    },
    credit: {
      basis: reconciled.uploadedAt ? 'gstr2b' : 'books',
      in_books: rupeeHeads(inBooks),
      not_claimed: rupeeHeads({
        igst: inBooks.igst - credit.igst,
        cgst: inBooks.cgst - credit.cgst,
        sgst: inBooks.sgst - credit.sgst,
      }),
    },
  };
}
