import type { FieldError } from '@app/shared/api/envelope';
import type { NoteType } from '@app/shared/books/voucher-types';
import { scaledToText } from '@app/shared/decimal';
import { thousandthsToUnits } from '@app/shared/money';
import { ApiError } from '@/lib/api-client';

/** Spec 001, 2, 5 and 8: the invoice screens' words, exactly as the spec gives them. */
export const INVOICE_MESSAGES = {
  noCompany: 'Please create a company first.',
  created: '🎉 Invoice created successfully!',
  updated: '🎉 Invoice updated successfully!',
  createFailed: '❌ Failed to create invoice. Please try again.',
  /** Spec 8's service fallback for an update that did not succeed. */
  updateFailed: 'Invoice update failed',
  deleted: 'Invoice deleted successfully!',
  loadFailed: 'Failed to load data. Please refresh the page.',
  itemAdded: 'Item added successfully',
  itemUpdated: 'Item updated successfully',
  deleteConfirm: 'This action cannot be undone. Any information regarding this invoice will be lost.',
  empty: 'No invoices created today',
  emptyHint: 'Change the dates or filters, or add a sales or purchase invoice.',
  customerCreated: 'Customer successfully created! 🎉',
  customerNameRequired: 'Customer name is required',
  customerNameShort: 'Customer name must be at least 2 characters',
  countryRequired: 'Country is required',
  stateRequired: 'State is required',
  fixErrors: 'Please fix the form errors before submitting',
  paidTooMuch: 'Paid amount cannot exceed the grand total',
  discountTooLarge: 'Discount cannot exceed the amount',
  taxRateRange: 'Tax rate must be between 0 and 100',
} as const;

/** 'Credit note', as a sentence names it. */
const noteName = (type: NoteType) => (type === 'Credit Note' ? 'Credit note' : 'Debit note');

/**
 * Issue 18: the note screens' words. Created and updated are the server's own (the API answers a
 * note with '🎉 Credit note created successfully!'); over-return is its refusal, word for word.
 */
export const NOTE_MESSAGES = {
  created: (type: NoteType) => `🎉 ${noteName(type)} created successfully!`,
  updated: (type: NoteType) => `🎉 ${noteName(type)} updated successfully!`,
  createFailed: (type: NoteType) => `❌ Failed to create ${noteName(type).toLowerCase()}. Please try again.`,
  updateFailed: (type: NoteType) => `${noteName(type)} update failed`,
  cancelled: (type: NoteType) => `${noteName(type)} cancelled successfully!`,
  cancelConfirm: (type: NoteType, against: string | undefined) =>
    `The ${noteName(type).toLowerCase()} will be cancelled; its number stays used${
      against ? `, and what it returned can be returned again on invoice ${against}` : ''
    }. This cannot be undone.`,
  overReturn: (row: { returnable: number; item: string }) =>
    `Only ${thousandthsToUnits(row.returnable)} of ${row.item} can still be returned`,
  quantity: (decimalUnit: boolean) =>
    `Quantity to return should be a valid ${decimalUnit ? 'decimal' : 'whole'} number`,
  nothingReturned: 'Enter the quantity to return of at least one item',
  overLower: (row: { valueLeft: number; item: string }) =>
    `Only ${scaledToText(row.valueLeft, 2)} of the value of ${row.item} can still be lowered`,
  amount: 'Amount should be in rupees with at most 2 decimals',
  nothingChanged: 'Enter the amount of at least one item',
  fullyReturned: 'Everything on this invoice has been returned.',
} as const;

/** Spec 5: the quantity message names the kind of number the unit takes. */
export const quantityMessage = (decimalUnit: boolean) =>
  `Quantity must be greater than 0 and should be a valid ${decimalUnit ? 'decimal' : 'whole'} number`;

const isFieldError = (value: unknown): value is FieldError =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FieldError).field === 'string' &&
  typeof (value as FieldError).message === 'string';

/** The field errors of a 400 (`errors: [{field, message}]`), to show at the fields they name. */
export function fieldErrorsOf(error: unknown): FieldError[] {
  return error instanceof ApiError ? error.fieldErrors.filter(isFieldError) : [];
}
