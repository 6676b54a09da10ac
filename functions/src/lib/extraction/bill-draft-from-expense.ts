import type { BillDraft } from '@app/shared/bills/bill-draft';
import { roundOff, subtotal } from './bill-amounts';
import { billDate, billNumber } from './bill-identity';
import { billTaxes, taxFromRate } from './bill-taxes';
import { inRupees } from './currency-hints';
import { type ExpenseResponse, expenseReadings } from './expense-readings';
import { grandTotal } from './grand-total';
import { draftLine } from './line-items';
import type { BillBuyer } from './buyer';
import { supplierGstin, supplierName } from './supplier';

export type { ExpenseResponse } from './expense-readings';

export interface DraftOptions {
  /** The buying company: its name and GSTIN are printed on its bills too, but never the supplier's. */
  buyer?: BillBuyer;
}

/**
 * A draft purchase from an AnalyzeExpense or GetExpenseAnalysis response, or the local
 * extractor's response of the same shape. Pages (ExpenseDocuments) are merged into one draft.
 * Pure and total: a malformed or empty response gives a draft of nulls with no lines, never an
 * error. How each field is chosen is told where it is chosen (supplier.ts, bill-identity.ts,
 * grand-total.ts, bill-taxes.ts, line-items.ts).
 */
export function billDraftFromExpense(response: ExpenseResponse, options: DraftOptions = {}): BillDraft {
  const { summary, lines, pages } = expenseReadings(response);
  const supplier_gstin = supplierGstin(summary, options.buyer?.gstin);
  const [amountBeforeTax, total] = [subtotal(summary), grandTotal(summary)];
  const taxes = billTaxes(summary);
  // HSN codes and GST rates are only looked for in a row's loose text on a bill that is a GST bill.
  const gstBill =
    supplier_gstin !== null || taxes.cgst !== null || taxes.sgst !== null || taxes.igst !== null || inRupees(summary);
  return {
    supplier_name: supplierName(summary, options.buyer),
    supplier_gstin,
    bill_number: billNumber(summary),
    bill_date: billDate(summary),
    lines: lines.flatMap((fields) => draftLine(fields, gstBill) ?? []),
    subtotal: amountBeforeTax,
    ...taxes,
    tax_total: taxes.tax_total ?? taxFromRate(summary, amountBeforeTax, total),
    round_off: roundOff(summary),
    grand_total: total,
    pages,
  };
}
