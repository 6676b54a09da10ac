import { readAllBatches } from '#lib/db/batch-chunks';
import type { DigestRow } from '#lib/db/product-digest';
import { getProducts } from '#lib/db/products';

/**
 * Whether each digest row's product keeps its stock in batches. A row written before the digest
 * kept it says null: such a product, if batch-tracked, had its batch maps made when batches were
 * switched on (they are kept as batch details since: db/batch-legacy.ts), so only the products with
 * batch details are read and the rest are not; a catalogue saved since then costs no read at all.
 */
export async function batchTrackedOf(
  companyId: string,
  rows: readonly DigestRow[],
): Promise<(row: DigestRow) => boolean> {
  const unknown = rows.filter((row) => row.batch_tracked === null).map((row) => row.id);
  if (unknown.length === 0) return (row) => row.batch_tracked === true;
  const withDetails = await readAllBatches(companyId);
  const candidates = unknown.filter((id) => withDetails.has(id));
  const products = candidates.length === 0 ? [] : await getProducts(companyId, candidates);
  const tracked = new Set(products.filter((product) => product.batch_tracked).map((product) => product.product_id));
  return (row) => row.batch_tracked ?? tracked.has(row.id);
}
