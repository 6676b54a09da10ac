/**
 * The four voucher types of the books (spec 001, 1) and the lists the voucher forms offer (spec 9).
 * The spec's client sends the type capitalised ('Sales'); paths use it in lower case.
 */
export const VOUCHER_TYPES = ['Sales', 'Purchase', 'Receipt', 'Payment'] as const;
export type VoucherType = (typeof VOUCHER_TYPES)[number];

export const INVOICE_TYPES = ['Sales', 'Purchase'] as const satisfies readonly VoucherType[];
export const TRANSACTION_TYPES = ['Receipt', 'Payment'] as const satisfies readonly VoucherType[];

export const isInvoiceType = (type: VoucherType) => type === 'Sales' || type === 'Purchase';

/** 'sales', 'SALES' or 'Sales' as the voucher type, or undefined. */
export function voucherTypeOf(text: string): VoucherType | undefined {
  const lower = text.trim().toLowerCase();
  return VOUCHER_TYPES.find((type) => type.toLowerCase() === lower);
}

export const PAYMENT_MODES = ['Cash', 'Card', 'Net Banking', 'NEFT', 'Cheque'] as const;
export const TRANSPORT_MODES = ['By Road', 'By Rail', 'By Air', 'By Sea'] as const;

/** Spec 5: the vehicle box's label follows the mode of transport. */
export const VEHICLE_LABELS: Record<(typeof TRANSPORT_MODES)[number], string> = {
  'By Road': 'Vehicle Number',
  'By Rail': 'Train Number',
  'By Air': 'Flight Number',
  'By Sea': 'Container Number',
};

/**
 * The party's side of each type (DESIGN.md 4, spec 7's accounting-line rules; negative = debit):
 * a sale debits the customer, a purchase credits the supplier, a receipt credits the payer and a
 * payment debits the payee.
 */
export const PARTY_SIGN: Record<VoucherType, 1 | -1> = { Sales: -1, Purchase: 1, Receipt: 1, Payment: -1 };

/** Spec 7: order_index of accounting lines is 0 for purchase and 1 for sales. */
export const ORDER_INDEX: Record<VoucherType, 0 | 1> = { Sales: 1, Purchase: 0, Receipt: 1, Payment: 0 };

/** The groups whose ledgers are the cash and bank accounts of receipts and payments. */
export const ACCOUNT_GROUPS = ['Cash-in-Hand', 'Bank Accounts'] as const;
/** The groups whose ledgers are parties on invoices (and their sub-groups: ledgers.ts). */
export { PARTY_GROUPS } from './ledgers';
