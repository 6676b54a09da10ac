import { LINK_MESSAGES } from '@app/shared/sharing/invoice-link-docs';
import { getCompany } from '#lib/db/companies';
import { getVoucher } from '#lib/db/vouchers';
import { NotFoundError } from '#lib/errors';
import { openInvoiceLink } from './invoice-links';

/** The company, invoice and link a token opens; 404 for a token withdrawn, expired or never made. */
export async function sharedInvoice(token: string) {
  const link = await openInvoiceLink(token);
  if (!link) throw new NotFoundError(LINK_MESSAGES.gone);
  const [company, voucher] = await Promise.all([
    getCompany(link.company_id),
    getVoucher(link.company_id, link.voucher_id),
  ]);
  if (!company || company.is_deleted || !voucher) throw new NotFoundError(LINK_MESSAGES.gone);
  return { company, voucher, link };
}
