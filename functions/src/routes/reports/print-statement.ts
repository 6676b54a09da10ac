import { printStatement } from '@app/shared/api/routes/reports/print-statement';
import { getCompany } from '#lib/db/companies';
import { NotFoundError } from '#lib/errors';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';
import { renderPdf } from '#lib/print/pdf-renderer';
import { printCompanyOf } from '#lib/print/print-company';
import { statementDocument } from '#lib/print/statement-document';
import { statementTable } from '#lib/reports/statements';

/** A statement as a PDF through the print engine, named for the statement and its last day. */
export const handler = defineRoute(printStatement, COMPANY_IN_QUERY, async ({ query, membership }) => {
  const [table, company] = await Promise.all([
    statementTable(membership.company_id, query),
    getCompany(membership.company_id),
  ]);
  if (!company) throw new NotFoundError('Company not found');
  const bytes = await renderPdf(statementDocument(table, await printCompanyOf(company)));
  return { data: bytes, fileName: `${query.view}-${query.end_date}.pdf` };
});
