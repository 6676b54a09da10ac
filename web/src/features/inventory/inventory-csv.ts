import type { ProductDetails } from '@app/shared/catalogue/product-docs';
import { stockStatusLabel } from '@/components/stock-status-badge';
import type { CsvColumn } from '@/lib/csv';
import { toDisplayDate } from '@/lib/dates';

/** Export CSV and Excel: the inventory table's columns and the details a row opens to, a line per item. */
export const INVENTORY_CSV_COLUMNS: CsvColumn<ProductDetails>[] = [
  { label: 'Sr. No.', value: (_, index) => index + 1, quantity: true },
  { label: 'Item Name', value: (item) => item.stock_item_name },
  { label: 'Category', value: (item) => item.category },
  { label: 'Group', value: (item) => item.group },
  { label: 'HSN/SAC', value: (item) => item.hsn_code },
  { label: 'Unit', value: (item) => item.unit },
  { label: 'Opening Stock', value: (item) => item.opening_balance, quantity: true },
  { label: 'Purchased', value: (item) => item.purchase_qty, quantity: true },
  { label: 'Sold', value: (item) => item.sales_qty, quantity: true },
  { label: 'Current Stock', value: (item) => item.current_stock, quantity: true },
  { label: 'Stock Value', value: (item) => item.stock_value },
  { label: 'Status', value: (item) => stockStatusLabel(item.stock_status) },
  { label: 'Last Restock', value: (item) => (item.last_restock_date ? toDisplayDate(item.last_restock_date) : '') },
];

/** The files' name, 'inventory-2026-11-22' (the stock as it stands on the day of the export), and the sheet's. */
export const inventoryExportNames = (today: string) => ({ fileName: `inventory-${today}`, title: 'Inventory' });
