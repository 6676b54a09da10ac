import type { BillBuyer } from '#lib/extraction/buyer';
import type { CompanyRecord } from '#lib/db/companies';

/** The company a bill is read for, as the reader tells its block from the supplier's (issue 34). */
export const billBuyerOf = (company: CompanyRecord | undefined): BillBuyer => ({
  names: [company?.name, company?.mailing_name].filter((name): name is string => Boolean(name)),
  gstin: company?.company_settings.tax_details.tin ?? undefined,
});
