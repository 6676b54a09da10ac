import { createCategory } from '@app/functions/lib/db/categories';
import { createInventoryGroup } from '@app/functions/lib/db/inventory-groups';
import { createProduct } from '@app/functions/lib/db/products';
import { PERCENT_PLACES, parseScaled } from '@app/shared/decimal';
import { parseQuantity } from '@app/shared/catalogue/quantity';
import { batchKeyOf } from '@app/shared/catalogue/batches';
import { openingValue } from '@app/shared/catalogue/stock';
import { indianDate } from '@app/shared/financial-year';

type DemoProduct = [
  name: string,
  unit: string,
  category: string,
  group: string,
  hsn: string,
  taxRate: string,
  quantity: string,
  rate: string,
  lowStockAlert: string | null,
  barcode: string | null,
];

/** A chemist's shelf: something in stock, something running low, something sold out. */
const PRODUCTS: DemoProduct[] = [
  [
    'Paracetamol 500 mg (strip of 10)',
    'TBS',
    'Tablets',
    'Medicines',
    '30049099',
    '12',
    '240',
    '1.75',
    '50',
    '8901030865278',
  ],
  ['Azithromycin 500 mg (strip of 3)', 'TBS', 'Tablets', 'Medicines', '30042019', '12', '36', '23.50', '40', null],
  ['Cetirizine 10 mg (strip of 10)', 'TBS', 'Tablets', 'Medicines', '30049099', '12', '0', '1.20', '30', null],
  ['Cough Syrup 100 ml', 'BTL', 'Syrups', 'Medicines', '30049011', '12', '48', '78.00', '12', '8901234000017'],
  ['ORS Powder 21 g', 'PAC', 'Personal Care', 'FMCG', '21069099', '5', '150', '19.00', null, null],
  ['Hand Sanitizer 500 ml', 'BTL', 'Personal Care', 'FMCG', '38089400', '18', '30', '145.00', '10', '8906000111222'],
  ['Cotton Roll 100 g', 'ROL', 'Personal Care', 'FMCG', '30059010', '5', '8', '42.00', '10', null],
];

/**
 * The medicines kept by batch (issue 18): their opening stock's batch and how many days from today
 * it expires. Azithromycin's runs out within the 90-day alert, so the Expiring tab and the bell
 * have something on first login.
 */
const OPENING_BATCHES: Record<string, [number: string, expiresInDays: number]> = {
  'Paracetamol 500 mg (strip of 10)': ['P2401', 77],
  'Azithromycin 500 mg (strip of 3)': ['AZ2312', 20],
};

const daysFromToday = (days: number) =>
  new Date(Date.parse(`${indianDate()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Seeds the demo company's catalogue with the same writes the API makes; gives the products' ids by name. */
export async function seedDemoCatalogue(companyId: string, userId: string): Promise<Map<string, string>> {
  const categories = new Map<string, string>();
  for (const [name, description] of [
    ['Tablets', 'Strips and blister packs'],
    ['Syrups', 'Bottles of oral liquids'],
    ['Personal Care', 'Hygiene and first-aid basics'],
  ] as const) {
    const input = { company_id: companyId, category_name: name, description, image: null };
    const category = await createCategory(companyId, input, null);
    categories.set(name, category.category_id);
  }
  const groups = new Map<string, string>();
  for (const [name, description] of [
    ['Medicines', 'Prescription and over-the-counter drugs'],
    ['FMCG', 'Fast-moving consumer goods'],
  ] as const) {
    const input = { company_id: companyId, inventory_group_name: name, description, parent: null, image: null };
    groups.set(name, (await createInventoryGroup(companyId, input, null)).group_id);
  }
  const products = new Map<string, string>();
  for (const [name, unit, category, group, hsn, taxRate, quantity, rate, alert, barcode] of PRODUCTS) {
    const [openingBalance, openingRate] = [parseQuantity(quantity), parseScaled(rate, 2) ?? 0];
    const batch = OPENING_BATCHES[name];
    const product = await createProduct(
      companyId,
      {
        stock_item_name: name,
        unit,
        alias_name: null,
        description: null,
        barcode,
        category_id: categories.get(category) ?? null,
        group_id: groups.get(group) ?? null,
        image_key: null,
        low_stock_alert: alert === null ? null : parseQuantity(alert),
        opening_balance: openingBalance,
        opening_rate: openingRate,
        opening_value: openingValue(openingBalance, openingRate),
        nature_of_goods: 'Goods',
        hsn_code: hsn,
        taxability: 'Taxable',
        tax_rate: parseScaled(taxRate, PERCENT_PLACES) ?? null,
        batch_tracked: batch !== undefined,
        opening_batch: batch ? { key: batchKeyOf(batch[0]), number: batch[0], expiry: daysFromToday(batch[1]) } : null,
      },
      userId,
    );
    products.set(name, product.product_id);
  }
  return products;
}
