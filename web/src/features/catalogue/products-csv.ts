import type { Product } from '@app/shared/catalogue/product-docs';
import type { CsvColumn } from '@/lib/csv';

/**
 * Export CSV and Excel of the Products tab: a line per item with what a Tally or Zoho user keeps
 * of a stock item (its unit, HSN/SAC and GST), then the table's opening and closing stock.
 * Quantities and the GST rate as they are; rates and values as money.
 */
export const PRODUCTS_CSV_COLUMNS: CsvColumn<Product>[] = [
  { label: 'Sr. No.', value: (_, index) => index + 1, quantity: true },
  { label: 'Item Name', value: (product) => product.stock_item_name },
  { label: 'Alias', value: (product) => product.alias_name },
  { label: 'Category', value: (product) => product.category },
  { label: 'Group', value: (product) => product.group },
  { label: 'Unit', value: (product) => product.unit },
  { label: 'HSN/SAC', value: (product) => product.hsn_code },
  { label: 'Taxability', value: (product) => product.taxability },
  { label: 'GST Rate (%)', value: (product) => product.tax_rate, quantity: true },
  { label: 'Barcode', value: (product) => product.barcode },
  { label: 'Opening Stock', value: (product) => product.opening_balance, quantity: true },
  { label: 'Opening Rate', value: (product) => product.opening_rate },
  { label: 'Opening Value', value: (product) => product.opening_value },
  { label: 'Closing Stock QTY', value: (product) => product.current_stock, quantity: true },
  { label: 'Closing Stock Rate', value: (product) => product.closing_rate },
  { label: 'Closing Stock Value', value: (product) => product.closing_value },
];

/** The files' name, 'products-2026-11-22' (the day of the export), and the sheet's. */
export const productsExportNames = (today: string) => ({ fileName: `products-${today}`, title: 'Products' });
