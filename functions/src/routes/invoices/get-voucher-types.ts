import { getVoucherTypes } from '@app/shared/api/routes/invoices/get-voucher-types';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';
import { voucherTypeDocs } from '#lib/presenters/voucher-type';

/** The four voucher types every company has. */
export const handler = defineRoute(getVoucherTypes, COMPANY_IN_QUERY, async () => ({ data: voucherTypeDocs() }));
