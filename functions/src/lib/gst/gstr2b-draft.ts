import type { BillDraft } from '@app/shared/bills/bill-draft';
import { GST_RATES } from '@app/shared/catalogue/products';
import type { Gstr2bDocument } from '@app/shared/gst/gstr2b';
import { paiseToRupees } from '@app/shared/money';

/** A figure as reported to the portal: certain, and found on no page. */
const reported = <T>(value: T) => ({ value, confidence: 100, region: null });

/** The GST rate whose tax on the taxable value comes nearest the tax 2B reports. */
function rateOf(taxable: number, tax: number): number {
  if (taxable <= 0) return 0;
  return GST_RATES.reduce((best, rate) =>
    Math.abs((taxable * rate) / 100 - tax) < Math.abs((taxable * best) / 100 - tax) ? rate : best,
  );
}

/**
 * The draft purchase of a bill 2B reports and the books lack (issue 33): its supplier, number and
 * date as filed, one line of its taxable value at the rate its tax comes to (2B has no lines), and
 * its taxes, for the review page to complete as any read bill.
 */
export function draftOfGstr2bRow(row: Gstr2bDocument): BillDraft {
  const tax = row.igst + row.cgst + row.sgst;
  const rupees = (paise: number) => reported(paiseToRupees(paise));
  return {
    supplier_name: reported(row.supplier),
    supplier_gstin: reported(row.gstin),
    bill_number: reported(row.number),
    bill_date: reported(row.date),
    lines: [
      {
        description: reported(`As reported in GSTR-2B by ${row.supplier}`),
        hsn_code: null,
        quantity: reported(1),
        unit: null,
        rate: rupees(row.taxable),
        tax_rate: reported(rateOf(row.taxable, tax)),
        amount: rupees(row.taxable),
      },
    ],
    subtotal: rupees(row.taxable),
    // A bill charges IGST or CGST and SGST: the heads it does not charge are not on it.
    cgst: row.cgst ? rupees(row.cgst) : null,
    sgst: row.sgst ? rupees(row.sgst) : null,
    igst: row.igst ? rupees(row.igst) : null,
    tax_total: rupees(tax),
    round_off: null,
    grand_total: rupees(row.taxable + tax),
    pages: 1,
  };
}
