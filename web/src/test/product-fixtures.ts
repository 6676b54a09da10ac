import type { ProductOption } from '@app/shared/catalogue/product-docs';

/** A product as the pickers list it: a pharmacy's cough syrup at 12% GST, 48 bottles in stock. */
export const syrup: ProductOption = {
  _id: 'p-syrup',
  stock_item_name: 'Cough Syrup 100 ml',
  unit: 'BTL',
  hsn_code: '30049011',
  tax_rate: 12,
  current_stock: 48,
  batch_tracked: false,
};
