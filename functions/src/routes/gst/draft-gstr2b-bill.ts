import { draftGstr2bBill } from '@app/shared/api/routes/gst/draft-gstr2b-bill';
import { RECONCILIATION_MESSAGES as M } from '@app/shared/gst/gstr2b-docs';
import { returnPeriodOf } from '@app/shared/gst/return-period';
import { createBillRecord, newBillId } from '#lib/bills/bill-store';
import { presentBillSummary } from '#lib/bills/present-bill';
import { ConflictError, NotFoundError, ValidationError } from '#lib/errors';
import { draftProblems } from '#lib/extraction/draft-problems';
import { draftOfGstr2bRow } from '#lib/gst/gstr2b-draft';
import { reconcilePeriod } from '#lib/gst/reconciliation';
import { COMPANY_IN_BODY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/**
 * Drafts the purchase of a bill the period's 2B reports and the books lack (issue 33), as a bill
 * ready for review with no file; the Bills page and the review page take it from there.
 */
export const handler = defineRoute(draftGstr2bBill, COMPANY_IN_BODY, async ({ body, caller, membership }) => {
  const period = returnPeriodOf(body.financial_year, body.financial_month, body.frequency);
  const month = await reconcilePeriod(membership.company_id, period);
  const row = month.twoB.find((document) => document.id === body.two_b_id);
  if (!row) throw new NotFoundError(M.noRow);
  const pair = month.result.pairs.find((candidate) => candidate.twoB.id === row.id);
  if (pair) throw new ConflictError(M.alreadyInBooks(pair.books.number));
  if (row.kind === 'note') throw new ValidationError(M.noteRow);
  const draft = draftOfGstr2bRow(row);
  const bill = await createBillRecord({
    bill_id: newBillId(),
    company_id: membership.company_id,
    source: 'gstr2b',
    file_key: '',
    file_name: `GSTR-2B ${row.number}`,
    media_type: null,
    size: 0,
    sender: null,
    subject: null,
    user_id: caller.sub,
    status: 'ready',
    draft,
    problems: draftProblems(draft).map((problem) => problem.message),
  });
  return { statusCode: 201, message: M.drafted(row.number), data: presentBillSummary(bill) };
});
