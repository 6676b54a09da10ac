import * as z from '../zod';
import { returnPeriodFields } from '../reports/gstr1-docs';
import { QUARTER_END_MONTHS, QUARTER_MESSAGE, RETURN_FREQUENCIES, type ReturnFrequency } from './return-period';

/** The company, financial year, month and frequency a return is asked for by. */
export const returnQueryFields = {
  ...returnPeriodFields,
  frequency: z.optional(
    z.enum(RETURN_FREQUENCIES, { error: `frequency must be one of: ${RETURN_FREQUENCIES.join(', ')}` }),
  ),
};

/** A quarter is asked for by its last month. */
export const quarterEndCheck = z.refine<{ frequency?: ReturnFrequency | undefined; financial_month: number }>(
  (query) =>
    query.frequency !== 'quarterly' || (QUARTER_END_MONTHS as readonly number[]).includes(query.financial_month),
  { message: QUARTER_MESSAGE, path: ['financial_month'] },
);

export const returnQuerySchema = z.object(returnQueryFields).check(quarterEndCheck);
