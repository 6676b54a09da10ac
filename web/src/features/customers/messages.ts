import { VOUCHER_MESSAGES } from '@app/shared/books/voucher-input';
import { ApiError } from '@/lib/api-client';

/** Spec 5 and 8: the customers screens' messages, word for word. */
export const CUSTOMER_MESSAGES = {
  noCompany: 'Please create a company first.',
  notFound: 'Customer Profile not found',
  deleteText:
    'This action cannot be undone. This customer will be permanently removed from your company database if it is not attached to any other bills.',
  deleted: (name: string) => `${name} deleted successfully.`,
  deleteFailed: 'An unexpected error occurred while deleting the customer.',
  creating: (type: string) => `Creating ${type}... ⏳`,
  updating: (type: string) => `Updating ${type}... ⏳`,
  created: (type: string) => `${type} created successfully! 🎉`,
  updated: (type: string) => `${type} updated successfully! 🎉`,
  createFailed: (type: string) => `Failed to create ${type}. 🚫`,
  updateFailed: (type: string) => `Failed to update ${type}. 🚫`,
  fixValidation: 'Please fix the validation errors before submitting.',
  noCustomers: 'No customers found',
  noInvoices: 'There are no invoices for this customer in the current month.',
  noInvoicesHint: 'You can create a new invoice from the invoices page.',
} as const;

/** Spec 5 'Receipt/Payment' (the panel's variant) and spec 8. */
export const PANEL_MESSAGES = {
  amount: VOUCHER_MESSAGES.amount,
  date: 'Date is required',
  dateFuture: VOUCHER_MESSAGES.dateFuture,
  account: VOUCHER_MESSAGES.cashAccount,
  notes: VOUCHER_MESSAGES.notes,
  unbalanced: VOUCHER_MESSAGES.unbalanced,
  fixErrors: 'Please fix the form errors before submitting',
  received: 'Payment received successfully!',
  given: 'Payment given successfully!',
  failed: 'Failed to add transaction. 🚫',
  incomplete: 'Fill required fields',
} as const;

/** A fixable refusal (400 bad input, 404, 409 in use or taken): the server's words say what to change. */
export const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401;
