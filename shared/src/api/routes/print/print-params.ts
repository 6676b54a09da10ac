import * as z from '../../../zod';
import { companyIdField } from '../../../catalogue/fields';

/** Spec 7: the voucher to print and its company, both in the query. */
export const printQuery = z.object({
  vouchar_id: z.string().check(z.trim(), z.minLength(1, 'vouchar_id is required'), z.maxLength(64)),
  company_id: companyIdField,
});
