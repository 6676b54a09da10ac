import { INVOICE_TYPES, NOTE_TYPES, VOUCHER_TYPES, type VoucherType } from '@app/shared/books/voucher-types';

/** One of the two voucher directories: the types it lists, its columns' words and its files' name. */
export interface Directory {
  types: readonly VoucherType[];
  /** The CSV's file name starts with it: 'invoices-2026-11-01-to-2026-11-26.csv'. */
  fileStem: string;
  /** The headings the screen gives the date, party, type and number columns (spec 2). */
  labels: { date: string; party: string; type: string; number: string };
}

/** The Invoices Directory: Sales and Purchase invoices, and their credit and debit notes. */
export const INVOICES_DIRECTORY: Directory = {
  types: [...INVOICE_TYPES, ...NOTE_TYPES],
  fileStem: 'invoices',
  labels: { date: 'Invoice Date', party: 'Customer', type: 'Invoice Type', number: 'Invoice No.' },
};

/** The Transactions Directory: vouchers of every type. */
export const TRANSACTIONS_DIRECTORY: Directory = {
  types: VOUCHER_TYPES,
  fileStem: 'transactions',
  labels: {
    date: 'Transaction Date',
    party: 'Sender / Receiver',
    type: 'Transaction Type',
    number: 'Transaction No.',
  },
};
