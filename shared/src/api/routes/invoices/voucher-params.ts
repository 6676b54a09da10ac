import * as z from '../../../zod';
import { companyIdField } from '../../../catalogue/fields';

/** A voucher addressed by id (the spec spells it vouchar_id), in a company given in the query. */
export const voucherIdParams = z.object({ vouchar_id: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)) });
export const companyQuery = z.object({ company_id: companyIdField });
