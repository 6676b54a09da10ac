import type { Paise } from '../money';

/** An invoice a receipt or payment may settle: what is due on it, oldest due first in a list. */
export interface SettleableInvoice {
  id: string;
  due: Paise;
}

/**
 * First in, first out (what Vyapar and myBillBook do with a payment, and Tally's ageing assumes):
 * the amount settles the invoices in the order given, oldest due first, each as far as what is
 * due on it; what is left stays on the party's account. The result names only invoices it pays.
 */
export function allocateOldestFirst(amount: Paise, invoices: readonly SettleableInvoice[]): Map<string, Paise> {
  const settled = new Map<string, Paise>();
  let left = Math.max(0, amount);
  for (const invoice of invoices) {
    if (left <= 0) break;
    const paying = Math.min(left, invoice.due);
    if (paying <= 0) continue;
    settled.set(invoice.id, paying);
    left -= paying;
  }
  return settled;
}
