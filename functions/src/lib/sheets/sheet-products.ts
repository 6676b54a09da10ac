import { TAXABILITIES } from '@app/shared/catalogue/products';
import { numberText, parseScaled } from '@app/shared/decimal';
import type { SheetRow } from '@app/shared/imports/sheet-import';
import { thousandthsToUnits } from '@app/shared/money';
import { unitFromText } from '@app/shared/reference/units';
import { cellText, percentText, plainNumber } from './sheet-cells';

/** Where the product form's fields come from in a product's row. */
export const PRODUCT_COLUMNS: Readonly<Record<string, string>> = {
  stock_item_name: 'name',
  unit: 'unit',
  hsn_code: 'hsn',
  tax_rate: 'gst_rate',
  taxability: 'taxability',
  opening_balance: 'opening_quantity',
  opening_rate: 'opening_rate',
  low_stock_alert: 'low_stock_alert',
  barcode: 'barcode',
  alias_name: 'alias',
  description: 'description',
  batch_number: 'batch',
  batch_expiry: 'expiry',
  quantity: 'opening_quantity',
};

const quantityText = (values: SheetRow['values'], key: string) => {
  const text = cellText(values, key);
  return text === undefined ? undefined : plainNumber(text);
};

/** Taxability as written in any case; when not written, Taxable above a 0% rate, else Nil Rated. */
function taxabilityOf(written: string | undefined, rate: string | undefined): string | undefined {
  if (written !== undefined)
    return TAXABILITIES.find((each) => each.toLowerCase() === written.toLowerCase()) ?? written;
  if (rate === undefined) return undefined;
  const hundredths = parseScaled(rate, 2);
  return hundredths === undefined ? undefined : hundredths > 0 ? 'Taxable' : 'Nil Rated';
}

/**
 * A product's rows as the product drawer's fields: the first row's details; when the rows give
 * batches, the opening stock is in those batches (each row's quantity) and adds up to their sum.
 * Also the row the opening stock's own problems belong on.
 */
export function productFormInput(companyId: string, rows: readonly SheetRow[]) {
  const [first] = rows;
  const values = first?.values ?? {};
  const unitText = cellText(values, 'unit');
  const rate = cellText(values, 'gst_rate');
  const rateText = rate === undefined ? undefined : percentText(rate);
  const batched = rows.some((row) => cellText(row.values, 'batch') !== undefined);
  const quantities = rows.map((row) => quantityText(row.values, 'opening_quantity') ?? '0');
  const thousandths = quantities.map((text) => parseScaled(text, 3));
  // A quantity that does not read stands for the total, for the form to refuse on its row.
  const unread = thousandths.findIndex((each) => each === undefined);
  const total =
    unread >= 0
      ? quantities[unread]
      : numberText(thousandthsToUnits(thousandths.reduce<number>((sum, each) => sum + (each ?? 0), 0)));
  const input = {
    company_id: companyId,
    stock_item_name: cellText(values, 'name') ?? '',
    unit: unitText === undefined ? '' : (unitFromText(unitText)?.value ?? unitText),
    hsn_code: cellText(values, 'hsn')?.replace(/\s/g, ''),
    tax_rate: rateText,
    taxability: taxabilityOf(cellText(values, 'taxability'), rateText),
    opening_balance: batched ? total : quantityText(values, 'opening_quantity'),
    opening_rate: quantityText(values, 'opening_rate'),
    low_stock_alert: quantityText(values, 'low_stock_alert'),
    barcode: cellText(values, 'barcode'),
    alias_name: cellText(values, 'alias'),
    description: cellText(values, 'description'),
    batch_tracked: batched,
    opening_batches: batched
      ? rows.map((row, index) => ({
          batch_number: cellText(row.values, 'batch'),
          batch_expiry: cellText(row.values, 'expiry'),
          quantity: quantities[index],
        }))
      : undefined,
  };
  /** The row the opening stock's problems belong on. */
  const openingRow = rows[Math.max(unread, 0)]?.row ?? first?.row ?? 0;
  return { input, openingRow };
}
