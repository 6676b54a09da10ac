import * as z from '@app/shared/zod';
import { gstinProblem } from '@app/shared/gst/gstin';
import { INDIAN_STATES } from '@app/shared/gst/state-codes';
import { optional } from '#lib/config';

/**
 * Issue 31: Hisaab as the supplier on its own tax invoices: its legal name, GSTIN, address and
 * state, from the deploy's configuration (`-c seller='{"name":...}'`, HISAAB_SELLER); the local
 * stack's are local values (infra/local/razorpay-local.ts). Without it no invoice can be issued:
 * a payment's invoice then fails loudly (and Razorpay retries its webhook) rather than going out
 * without our GSTIN.
 */
const sellerSchema = z
  .object({
    name: z.string().check(z.minLength(1)),
    gstin: z.string(),
    address: z.array(z.string()),
    state: z.string().check(z.refine((state) => INDIAN_STATES.some(({ name }) => name === state))),
    email: z.optional(z.string()),
  })
  .check(
    z.refine((seller) => gstinProblem(seller.gstin, seller.state) === undefined, 'the GSTIN is not valid in its state'),
  );

export type Seller = z.infer<typeof sellerSchema>;

export function seller(): Seller {
  const text = optional('HISAAB_SELLER');
  if (!text) throw new Error('HISAAB_SELLER is not set: tax invoices need our name, GSTIN, address and state');
  const parsed = sellerSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`HISAAB_SELLER is not valid: ${parsed.error.issues[0]?.message ?? ''}`);
  return parsed.data;
}
