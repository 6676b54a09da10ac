import type { BillSummary, HsnSummaryRow, PartySummaryRow } from '@app/shared/reports/summary-docs';
import type { CsvColumn } from '@/lib/csv';
import { toDisplayDate } from '@/lib/dates';
import { SUMMARY_TYPE_LABELS, type SummaryPeriod, type SummaryType } from './summary-search';

type BillSummaryRow = BillSummary['docs'][number];

/*
 * Export CSV and Excel: the columns of each table as the screen labels them, a line per row of
 * every page. Money goes in as numbers (2 places); quantities as they are (up to 3 places), GSTINs
 * and codes as text, dates as dd/MM/yyyy.
 */

const srNo = { label: 'Sr. No.', value: (_: unknown, index: number) => index + 1, quantity: true };

export const HSN_CSV_COLUMNS: CsvColumn<HsnSummaryRow>[] = [
  srNo,
  { label: 'HSN Code', value: (row) => row.hsn_code },
  { label: 'Product', value: (row) => row.item },
  { label: 'Unit', value: (row) => row.unit },
  { label: 'Quantity', value: (row) => row.quantity, quantity: true },
  { label: 'Total Value', value: (row) => row.total_value },
  { label: 'Taxable Value', value: (row) => row.taxable_value },
  { label: 'Tax Rate', value: (row) => row.tax_rate },
  { label: 'Tax Amount', value: (row) => row.tax_amount },
];

export const CUSTOMER_CSV_COLUMNS: CsvColumn<PartySummaryRow>[] = [
  srNo,
  { label: 'Customer Name', value: (row) => row.party_name },
  { label: 'Customer TIN/GSTIN', value: (row) => row.party_tin },
  { label: 'Quantity', value: (row) => row.quantity, quantity: true },
  { label: 'Total Value', value: (row) => row.total_value },
  { label: 'Taxable Value', value: (row) => row.taxable_value },
  { label: 'Tax Amount', value: (row) => row.tax_amount },
];

export const BILL_CSV_COLUMNS: CsvColumn<BillSummaryRow>[] = [
  srNo,
  { label: 'Invoice No.', value: (row) => row.voucher_number },
  { label: 'Date', value: (row) => toDisplayDate(row.date) },
  { label: 'Customer Details', value: (row) => row.party_name },
  { label: 'Customer TIN/GSTIN', value: (row) => row.party_tin },
  { label: 'Type', value: (row) => row.voucher_type || 'Sales' },
  { label: 'Total Value', value: (row) => row.total_value },
  { label: 'Taxable Value', value: (row) => row.taxable_value },
  { label: 'Tax Amount', value: (row) => row.tax_amount },
  { label: 'Grand Total', value: (row) => row.grand_total },
];

const FILE_STEMS: Record<SummaryType, string> = {
  hsn: 'hsn-summary',
  customer: 'customer-summary',
  bill: 'bill-summary',
};

/** The files' name, 'hsn-summary-2026-04-01-to-2027-03-31' (the view and its period), and the sheet's. */
export const summaryExportNames = (type: SummaryType, period: SummaryPeriod) => ({
  fileName: `${FILE_STEMS[type]}-${period.start}-to-${period.end}`,
  title: `${SUMMARY_TYPE_LABELS[type]} Summary`,
});
