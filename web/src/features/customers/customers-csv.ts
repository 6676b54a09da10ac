import type { Ledger } from '@app/shared/books/ledger-docs';
import type { PartyGroup } from '@app/shared/books/party-groups';
import { indianDate } from '@app/shared/financial-year';
import { drCr } from '@/lib/balance';
import type { CsvColumn } from '@/lib/csv';
import { toDisplayDate } from '@/lib/dates';

/**
 * Export CSV and Excel of the directory: a line per party with what a Tally or Zoho user keeps of
 * it. A balance is its amount and its side, DR or CR, as the table shows it ('₹8,750.25 DR'). The
 * phone's number has a column of its own, apart from its dial code, so that it stays a plain
 * number a sheet can look up (a '+' leading a CSV field is kept from being read as a formula).
 */
export const CUSTOMERS_CSV_COLUMNS: CsvColumn<Ledger>[] = [
  { label: 'Sr. No.', value: (_, index) => index + 1, quantity: true },
  { label: 'Name', value: (party) => party.ledger_name },
  { label: 'Alias', value: (party) => party.alias },
  { label: 'Group', value: (party) => party.parent },
  { label: 'TIN/GSTIN', value: (party) => party.tin },
  { label: 'Address', value: (party) => party.mailing_address },
  { label: 'Pincode', value: (party) => party.mailing_pincode },
  { label: 'State', value: (party) => party.mailing_state },
  { label: 'Country', value: (party) => party.mailing_country },
  { label: 'Phone Code', value: (party) => party.phone?.code },
  { label: 'Phone', value: (party) => party.phone?.number },
  { label: 'Email', value: (party) => party.email },
  { label: 'Opening Balance', value: (party) => Math.abs(party.opening_balance) },
  { label: 'Opening DR/CR', value: (party) => drCr(party.opening_balance) },
  { label: 'Closing Balance', value: (party) => Math.abs(party.total_amount) },
  { label: 'Closing DR/CR', value: (party) => drCr(party.total_amount) },
  { label: 'Created On', value: (party) => toDisplayDate(indianDate(new Date(party.created_at))) },
];

/** What the file is of: the type filtered to, or both. */
const LIST_OF: Record<PartyGroup | 'all', { fileName: string; title: string }> = {
  Debtors: { fileName: 'customers', title: 'Customers' },
  Creditors: { fileName: 'suppliers', title: 'Suppliers' },
  all: { fileName: 'customers-and-suppliers', title: 'Customers and Suppliers' },
};

/** The files' name, 'suppliers-2026-11-22' (the type on screen, the day of the export), and the sheet's. */
export function customersExportNames(type: PartyGroup | undefined, today: string) {
  const list = LIST_OF[type ?? 'all'];
  return { fileName: `${list.fileName}-${today}`, title: list.title };
}
