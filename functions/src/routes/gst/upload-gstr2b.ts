import { uploadGstr2b } from '@app/shared/api/routes/gst/upload-gstr2b';
import { GSTR2B_MESSAGES, readGstr2b } from '@app/shared/gst/gstr2b';
import { getCompany } from '#lib/db/companies';
import { keepGstr2b } from '#lib/db/gstr2b';
import { NotFoundError, ValidationError } from '#lib/errors';
import { COMPANY_IN_BODY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

const NO_GSTIN = "This company has no GSTIN: add it to the company's details to reconcile its GSTR-2B";

/** Keeps a month's GSTR-2B for reconciliation (issue 33); a second upload of the month replaces it. */
export const handler = defineRoute(uploadGstr2b, COMPANY_IN_BODY, async ({ body, caller, membership }) => {
  const company = await getCompany(membership.company_id);
  if (!company) throw new NotFoundError('Company not found');
  const gstin = company.company_settings.tax_details.tin;
  if (!gstin) throw new ValidationError(NO_GSTIN, [{ field: 'file', message: NO_GSTIN }]);
  const file = readGstr2b(body.file, gstin);
  if ('error' in file) throw new ValidationError(file.error, [{ field: 'file', message: file.error }]);
  await keepGstr2b(membership.company_id, file, caller.sub);
  const suppliers = new Set(file.documents.map((document) => document.gstin)).size;
  const billsOfEntry = file.billsOfEntry.length;
  return {
    message: GSTR2B_MESSAGES.kept(file.period, file.documents.length, suppliers, billsOfEntry),
    data: { period: file.period, documents: file.documents.length, suppliers, bills_of_entry: billsOfEntry },
  };
});
