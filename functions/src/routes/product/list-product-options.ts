import { listProductOptions } from '@app/shared/api/routes/product/list-product-options';
import { PERCENT_PLACES, scaledToNumber } from '@app/shared/decimal';
import { thousandthsToUnits } from '@app/shared/money';
import { sortRecords } from '#lib/catalogue/paging';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { readDigest } from '#lib/db/product-digest';
import { defineRoute } from '#lib/http/define-route';

/** Every product of the company by name, in a few fields, for pickers. */
export const handler = defineRoute(listProductOptions, COMPANY_IN_QUERY, async ({ membership }) => {
  const companyId = membership.company_id;
  const digest = await readDigest(companyId);
  const rows = sortRecords(
    digest,
    (row) => row.name,
    1,
    (row) => row.created_at,
  );
  return {
    data: rows.map((row) => ({
      _id: row.id,
      stock_item_name: row.name,
      unit: row.unit,
      hsn_code: row.hsn,
      tax_rate: row.tax_rate === null ? null : scaledToNumber(row.tax_rate, PERCENT_PLACES),
      current_stock: thousandthsToUnits(row.current_stock),
      batch_tracked: row.batch_tracked,
    })),
  };
});
