import type { ProductDetails } from '@app/shared/catalogue/product-docs';
import { stockStatusLabel } from '@/components/stock-status-badge';
import type { CsvColumn } from '@/lib/csv';
import { toDisplayDate } from '@/lib/dates';

/** Export CSV: the inventory table's columns and the details a row opens to, a line per item. */
export const INVENTORY_CSV_COLUMNS: CsvColumn<ProductDetails>[] = [
  { label: 'Sr. No.', value: (_, index) => String(index + 1) },
  { label: 'Item Name', value: (item) => item.stock_item_name },
  { label: 'Category', value: (item) => item.category },
  { label: 'Group', value: (item) => item.group },
  { label: 'HSN/SAC', value: (item) => item.hsn_code },
  { label: 'Unit', value: (item) => item.unit },
  { label: 'Opening Stock', value: (item) => String(item.opening_balance) },
  { label: 'Purchased', value: (item) => String(item.purchase_qty) },
  { label: 'Sold', value: (item) => String(item.sales_qty) },
  { label: 'Current Stock', value: (item) => String(item.current_stock) },
  { label: 'Stock Value', value: (item) => item.stock_value },
  { label: 'Status', value: (item) => stockStatusLabel(item.stock_status) },
  { label: 'Last Restock', value: (item) => (item.last_restock_date ? toDisplayDate(item.last_restock_date) : '') },
];

/** 'inventory-2026-11-22.csv': the stock as it stands on the day of the export. */
export const inventoryCsvFileName = (today: string) => `inventory-${today}.csv`;
