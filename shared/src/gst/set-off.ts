import type { Paise } from '../money';

/** Amounts of the three GST heads, in paise. */
export interface TaxHeads {
  igst: Paise;
  cgst: Paise;
  sgst: Paise;
}

export const NO_TAX: TaxHeads = { igst: 0, cgst: 0, sgst: 0 };

/**
 * GSTR-3B table 6.1: how the month's tax is paid. `used[credit][tax]` is the credit of one head
 * used against the tax of another; `cash` is what is left to pay in cash; `carried` is the credit
 * left for next month.
 */
export interface SetOff {
  used: Record<keyof TaxHeads, TaxHeads>;
  cash: TaxHeads;
  carried: TaxHeads;
}

/**
 * The tax payable paid from the input tax credit in the order the law sets (section 49(5) and
 * rule 88A): IGST credit first, against IGST and then against CGST and SGST, until it is used up;
 * then CGST credit against CGST and then IGST, SGST credit against SGST and then IGST; CGST credit
 * never pays SGST, nor SGST credit CGST. Where the law leaves a choice (how IGST credit is split
 * between CGST and SGST), the split is the one that leaves the least to pay in cash: IGST credit
 * goes first where CGST's or SGST's own credit falls short.
 */
export function setOff(payable: TaxHeads, credit: TaxHeads): SetOff {
  const used = { igst: { ...NO_TAX }, cgst: { ...NO_TAX }, sgst: { ...NO_TAX } };
  const due = { ...payable };
  const left = { ...credit };
  const pay = (from: keyof TaxHeads, against: keyof TaxHeads, most = Infinity) => {
    const amount = Math.max(0, Math.min(left[from], due[against], most));
    left[from] -= amount;
    due[against] -= amount;
    used[from][against] += amount;
  };

  pay('igst', 'igst');
  // What CGST's and SGST's own credit cannot pay: IGST credit goes there first.
  pay('igst', 'cgst', due.cgst - left.cgst);
  pay('igst', 'sgst', due.sgst - left.sgst);
  // IGST credit is used up before any other (rule 88A), even where their own credit would do.
  pay('igst', 'cgst');
  pay('igst', 'sgst');
  pay('cgst', 'cgst');
  pay('cgst', 'igst');
  pay('sgst', 'sgst');
  pay('sgst', 'igst');
  return { used, cash: due, carried: left };
}
