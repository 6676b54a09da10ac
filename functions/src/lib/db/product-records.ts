import type { ProductRecord } from './products';
import { queryPrefix } from './query-all';

/**
 * Every product of the company, deleted ones included (one Query): exports read them all. Apart
 * from products.ts, so that the voucher routes' bundles, which write products, do not carry it.
 */
export const listProductRecords = (companyId: string) => queryPrefix<ProductRecord>(`COMPANY#${companyId}`, 'PRODUCT#');
