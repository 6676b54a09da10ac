import type { Product } from '@app/shared/catalogue/product-docs';

/** The closing stock's colour: red when none or below none, amber when low. */
export const STOCK_TONE: Record<Product['stock_status'], string> = {
  zero: 'text-destructive',
  negative: 'text-destructive',
  low: 'text-amber-700 dark:text-amber-400',
  positive: '',
};
