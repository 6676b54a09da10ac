import type { ReturnPeriod } from '@app/shared/gst/return-period';
import { NO_TAX, setOff, type TaxHeads } from '@app/shared/gst/set-off';
import { paiseToRupees } from '@app/shared/money';
import {
  GSTR3B_FIGURES,
  type Gstr3bDoc,
  type Gstr3bFigure,
  type Gstr3bReturn,
  type Gstr3bVoucher,
} from '@app/shared/reports/gstr3b-docs';
import { getCompany } from '#lib/db/companies';
import { claimableCredit, reconcilePeriod } from '#lib/gst/reconciliation';
import { periodRows } from '#lib/gst/period-rows';
import type { VoucherRowRecord } from '#lib/presenters/voucher';
import { figureShares, type FigureShare } from './gstr3b-figures';

/** Taxable value and taxes being added up, in paise. */
interface Sum extends TaxHeads {
  taxable: number;
}
const emptySum = (): Sum => ({ taxable: 0, ...NO_TAX });

function add(sum: Sum, share: FigureShare) {
  sum.taxable += share.taxable;
  sum.igst += share.tax.igst;
  sum.cgst += share.tax.cgst;
  sum.sgst += share.tax.sgst;
}

const rupees = paiseToRupees;
const taxesOf = (sum: TaxHeads) => ({
  iamt: rupees(sum.igst),
  camt: rupees(sum.cgst),
  samt: rupees(sum.sgst),
  csamt: 0,
});
const total = (sums: readonly TaxHeads[], head: keyof TaxHeads) => sums.reduce((all, sum) => all + sum[head], 0);
const rupeeHeads = (sum: TaxHeads) => ({ igst: rupees(sum.igst), cgst: rupees(sum.cgst), sgst: rupees(sum.sgst) });

/**
 * The period's figures, added up from its rows' shares (gstr3b-figures.ts): each figure's sum,
 * 3.2 by place of supply, and table 5 inter- and intra-state.
 */
function totals(sales: readonly VoucherRowRecord[], purchases: readonly VoucherRowRecord[], companyState: string) {
  const sums = new Map<Gstr3bFigure, Sum>(GSTR3B_FIGURES.map((figure) => [figure, emptySum()]));
  const unregistered = new Map<string, Sum>();
  const table5 = { '5gst': { inter: 0, intra: 0 }, '5nongst': { inter: 0, intra: 0 } };
  const shares = [
    ...sales.flatMap((row) => figureShares(row, 'Sales', companyState)),
    ...purchases.flatMap((row) => figureShares(row, 'Purchase', companyState)),
  ];
  for (const share of shares) {
    add(sums.get(share.figure) ?? emptySum(), share);
    if (share.figure === '3.2') {
      const byState = unregistered.get(share.pos) ?? emptySum();
      add(byState, share);
      unregistered.set(share.pos, byState);
    }
    if (share.figure === '5gst' || share.figure === '5nongst')
      table5[share.figure][share.intraState ? 'intra' : 'inter'] += share.taxable;
  }
  const sum = (figure: Gstr3bFigure) => sums.get(figure) ?? emptySum();
  return { sum, unregistered, table5 };
}

/**
 * GSTR-3B of a month or a quarter (issue 33) from the period's list rows of both sides, never the vouchers: 3.1
 * and 3.2 from the sales side, 4 and 5 from the purchase side (4's credit from the month's GSTR-2B
 * as reconciled, once one is uploaded), and 6.1's payment: the tax payable paid from the month's
 * credit in the law's order (set-off.ts), the rest in cash.
 */
export async function gstr3b(companyId: string, period: ReturnPeriod): Promise<Gstr3bDoc> {
  // One read of the purchases serves the tables and the reconciliation.
  const purchasesRead = periodRows(companyId, period, 'Purchase');
  const [company, sales, purchases, reconciled] = await Promise.all([
    getCompany(companyId),
    periodRows(companyId, period, 'Sales'),
    purchasesRead,
    reconcilePeriod(companyId, period, purchasesRead),
  ]);
  const { sum, unregistered, table5 } = totals(sales, purchases, company?.state ?? '');
  const inBooks = sum('4a5');
  // With the period's 2B kept, the credit is what it confirms (section 16(2)(aa)).
  const { credit, blocked } = claimableCredit(reconciled) ?? { credit: inBooks, blocked: sum('4b1') };
  const [taxable, zero, reverseCharge] = [sum('3.1a'), sum('3.1b'), sum('3.1d')];
  // Reverse charge's credit (4(A)(3), and 4(A)(2) on services from abroad) is the company's own
  // tax, paid in cash: no 2B decides it. Imports of goods (4(A)(1)) are the 2B's bills of entry.
  const [importedServices, selfAssessed] = [sum('4a2'), sum('4a3')];
  const importedGoods = { ...NO_TAX, igst: reconciled.billsOfEntry.reduce((total, bill) => total + bill.igst, 0) };
  const available = [importedGoods, importedServices, selfAssessed, credit];
  const net = {
    igst: total(available, 'igst') - blocked.igst,
    cgst: total(available, 'cgst') - blocked.cgst,
    sgst: total(available, 'sgst') - blocked.sgst,
  };
  const noTax = { iamt: 0, camt: 0, samt: 0, csamt: 0 };
  const filed: Gstr3bReturn = {
    gstin: company?.company_settings.tax_details.tin ?? '',
    ret_period: period.code,
    sup_details: {
      osup_det: { txval: rupees(taxable.taxable), ...taxesOf(taxable) },
      osup_zero: { txval: rupees(zero.taxable), iamt: rupees(zero.igst), csamt: 0 },
      osup_nil_exmp: { txval: rupees(sum('3.1c').taxable) },
      isup_rev: { txval: rupees(reverseCharge.taxable), ...taxesOf(reverseCharge) },
      osup_nongst: { txval: rupees(sum('3.1e').taxable) },
    },
    inter_sup: {
      unreg_details: [...unregistered]
        .filter(([, sum]) => sum.taxable !== 0 || sum.igst !== 0)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([pos, sum]) => ({ pos, txval: rupees(sum.taxable), iamt: rupees(sum.igst) })),
      comp_details: [],
      uin_details: [],
    },
    itc_elg: {
      itc_avl: [
        { ty: 'IMPG', ...taxesOf(importedGoods) },
        { ty: 'IMPS', ...taxesOf(importedServices) },
        { ty: 'ISRC', ...taxesOf(selfAssessed) },
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
        { ty: 'GST', inter: rupees(table5['5gst'].inter), intra: rupees(table5['5gst'].intra) },
        { ty: 'NONGST', inter: rupees(table5['5nongst'].inter), intra: rupees(table5['5nongst'].intra) },
      ],
    },
    intr_ltfee: { intr_details: noTax },
  };
  // Negative credit (more debit notes than bills) is a reversal to pay, not credit to use.
  const usable = { igst: Math.max(0, net.igst), cgst: Math.max(0, net.cgst), sgst: Math.max(0, net.sgst) };
  const payable = {
    igst: Math.max(0, taxable.igst + zero.igst) + (usable.igst - net.igst),
    cgst: Math.max(0, taxable.cgst) + (usable.cgst - net.cgst),
    sgst: Math.max(0, taxable.sgst) + (usable.sgst - net.sgst),
  };
  const paid = setOff(payable, usable);
  // Tax under reverse charge is paid in cash only (section 49(4)): no credit pays it.
  const plus = (a: TaxHeads, b: TaxHeads) => ({ igst: a.igst + b.igst, cgst: a.cgst + b.cgst, sgst: a.sgst + b.sgst });
  return {
    return: filed,
    payment: {
      payable: rupeeHeads(plus(payable, reverseCharge)),
      credit: rupeeHeads(usable),
      used: { igst: rupeeHeads(paid.used.igst), cgst: rupeeHeads(paid.used.cgst), sgst: rupeeHeads(paid.used.sgst) },
      cash: rupeeHeads(plus(paid.cash, reverseCharge)),
      carried: rupeeHeads(paid.carried),
    },
    credit: {
      basis: reconciled.uploadedAt ? 'gstr2b' : 'books',
      bills_of_entry: reconciled.billsOfEntry.length,
      in_books: rupeeHeads(inBooks),
      not_claimed: rupeeHeads({
        igst: inBooks.igst - credit.igst,
        cgst: inBooks.cgst - credit.cgst,
        sgst: inBooks.sgst - credit.sgst,
      }),
    },
  };
}

/**
 * The vouchers behind one 3B figure (issue 33's drill-down), in date order: each with its lines'
 * share of the figure, net (a credit note negative), as the books make it (4(A)(5) the books'
 * input tax, whether or not 2B confirms it).
 */
export async function gstr3bVouchers(
  companyId: string,
  period: ReturnPeriod,
  figure: Gstr3bFigure,
): Promise<Gstr3bVoucher[]> {
  // 3.1(d) is the purchases' tax under reverse charge.
  const side = figure.startsWith('3') && figure !== '3.1d' ? 'Sales' : 'Purchase';
  const [company, rows] = await Promise.all([getCompany(companyId), periodRows(companyId, period, side)]);
  const inOrder = [...rows].sort((a, b) => a.date.localeCompare(b.date) || a.created_at.localeCompare(b.created_at));
  return inOrder.flatMap((row) => {
    const shares = figureShares(row, side, company?.state ?? '').filter((share) => share.figure === figure);
    if (shares.length === 0) return [];
    const total = emptySum();
    for (const share of shares) add(total, share);
    return [
      {
        vouchar_id: row.voucher_id,
        voucher_type: row.voucher_type,
        voucher_number: row.voucher_number,
        date: row.date,
        party_name: row.party_name,
        taxable: rupees(total.taxable),
        tax: rupees(total.igst + total.cgst + total.sgst),
      },
    ];
  });
}
