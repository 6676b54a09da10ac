import { listVoucherTypes } from '@app/shared/api/routes/invoices/list-voucher-types';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { matchesAll, pageOf, searchTerms, sortRecords } from '#lib/catalogue/paging';
import { defineRoute } from '#lib/http/define-route';
import { voucherTypeDocs } from '#lib/presenters/voucher-type';

/** The voucher types as a searchable, paged list. */
export const handler = defineRoute(listVoucherTypes, COMPANY_IN_QUERY, async ({ query }) => {
  const terms = searchTerms(query.search);
  const types = voucherTypeDocs().filter((type) => matchesAll(terms, [type.name]));
  const { items, meta } = pageOf(
    sortRecords(
      types,
      (type) => type.name,
      query.sortOrder,
      () => '',
    ),
    query,
  );
  return { data: { docs: items, meta } };
});
