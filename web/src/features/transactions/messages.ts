import { VOUCHER_MESSAGES } from '@app/shared/books/voucher-input';

/**
 * Spec 5 and 8: the receipt and payment messages, word for word. The ones the server also gives
 * come from the shared voucher schema's list, so both sides say the same thing. Note the spec's
 * pairing: a missing party reads 'Account name is required', a missing cash or bank account
 * 'Customer is required'.
 */
export const TRANSACTION_MESSAGES = {
  noCompany: 'Please create a company first.',
  dateRequired: 'Date is required',
  dateInvalid: VOUCHER_MESSAGES.date,
  dateFuture: VOUCHER_MESSAGES.dateFuture,
  numberRequired: 'Transaction number is required',
  party: VOUCHER_MESSAGES.account,
  account: VOUCHER_MESSAGES.cashAccount,
  amount: VOUCHER_MESSAGES.amount,
  amountTooLarge: 'Amount is too large',
  notes: VOUCHER_MESSAGES.notes,
  unbalanced: VOUCHER_MESSAGES.unbalanced,
  fixErrors: 'Please fix the errors before submitting',
  addFailed: 'Failed to add transaction. 🚫',
  deleted: 'Transaction deleted successfully!',
} as const;

/** Spec 8: '{Type} added successfully!' after an entry; the server says '{Type} updated successfully!' after an edit. */
export const addedMessage = (type: string) => `${type} added successfully!`;
export const updatedMessage = (type: string) => `${type} updated successfully!`;
