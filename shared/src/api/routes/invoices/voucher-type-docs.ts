import * as z from '../../../zod';

/** A voucher type ('invoice group', spec 3): id and name. */
export const voucherTypeSchema = z.object({ _id: z.string(), name: z.string(), is_deleted: z.boolean() });
