import * as z from '../zod';
import { quarterEndCheck, returnQueryFields, returnQuerySchema } from '../gst/return-query';

/**
 * GSTR-3B, the month's summary return (issue 33), in the shape of the GST portal's offline tool
 * (`sup_details`, `inter_sup`, `itc_elg`, `inward_sup`, `intr_ltfee`), rupees with 2 decimals; and
 * table 6.1's payment worked out from it (shared/gst/set-off.ts). Its period is a month, or a
 * quarter under QRMP (shared/gst/return-period.ts).
 */
export const gstr3bQuerySchema = returnQuerySchema;

/**
 * The 3B figures the books make, each open to the vouchers behind it: 3.1 (a) to (e), 3.2,
 * 4(A)(2), (3) and (5), 4(B)(1), and table 5's nil-rated and exempt, and non-GST purchases.
 * 4(A)(1), imports of goods, is the bills of entry in GSTR-2B, not the books'.
 */
export const GSTR3B_FIGURES = [
  '3.1a',
  '3.1b',
  '3.1c',
  '3.1d',
  '3.1e',
  '3.2',
  '4a2',
  '4a3',
  '4a5',
  '4b1',
  '5gst',
  '5nongst',
] as const;
export type Gstr3bFigure = (typeof GSTR3B_FIGURES)[number];

export const gstr3bVouchersQuerySchema = z
  .object({
    ...returnQueryFields,
    figure: z.enum(GSTR3B_FIGURES, { error: `figure must be one of: ${GSTR3B_FIGURES.join(', ')}` }),
  })
  .check(quarterEndCheck);

/** A voucher's share of one 3B figure: its lines of that kind, net (a credit note negative). */
export const gstr3bVoucherSchema = z.object({
  vouchar_id: z.string(),
  voucher_type: z.string(),
  voucher_number: z.string(),
  date: z.string(),
  party_name: z.string(),
  taxable: z.number(),
  tax: z.number(),
});
export type Gstr3bVoucher = z.infer<typeof gstr3bVoucherSchema>;

const money = z.number();
const allHeads = { txval: money, iamt: money, camt: money, samt: money, csamt: money };
const taxHeads = { iamt: money, camt: money, samt: money, csamt: money };

export const gstr3bReturnSchema = z.object({
  gstin: z.string(),
  /** MMYYYY. */
  ret_period: z.string(),
  sup_details: z.object({
    /** 3.1(a) outward taxable supplies, other than zero-rated, nil-rated and exempt. */
    osup_det: z.object(allHeads),
    /** 3.1(b) zero-rated (exports, supplies to SEZ). */
    osup_zero: z.object({ txval: money, iamt: money, csamt: money }),
    /** 3.1(c) nil-rated and exempt. */
    osup_nil_exmp: z.object({ txval: money }),
    /** 3.1(d) inward supplies liable to reverse charge. */
    isup_rev: z.object(allHeads),
    /** 3.1(e) non-GST outward supplies. */
    osup_nongst: z.object({ txval: money }),
  }),
  inter_sup: z.object({
    /** 3.2 inter-state supplies to unregistered persons, by place of supply (state code). */
    unreg_details: z.array(z.object({ pos: z.string(), txval: money, iamt: money })),
    comp_details: z.array(z.object({ pos: z.string(), txval: money, iamt: money })),
    uin_details: z.array(z.object({ pos: z.string(), txval: money, iamt: money })),
  }),
  itc_elg: z.object({
    /** 4(A): IMPG imports of goods, IMPS of services, ISRC inward under reverse charge, ISD, OTH all other. */
    itc_avl: z.array(z.object({ ty: z.enum(['IMPG', 'IMPS', 'ISRC', 'ISD', 'OTH']), ...taxHeads })),
    /** 4(B) reversed: RUL rules 38, 42 and 43 and section 17(5); OTH others. */
    itc_rev: z.array(z.object({ ty: z.enum(['RUL', 'OTH']), ...taxHeads })),
    /** 4(C) net ITC available: (A) - (B). */
    itc_net: z.object(taxHeads),
    /** 4(D) ineligible: RUL section 16(4) and place-of-supply rules; OTH others. */
    itc_inelg: z.array(z.object({ ty: z.enum(['RUL', 'OTH']), ...taxHeads })),
  }),
  /** 5: exempt, nil-rated and non-GST inward supplies, inter- and intra-state. */
  inward_sup: z.object({
    isup_details: z.array(z.object({ ty: z.enum(['GST', 'NONGST']), inter: money, intra: money })),
  }),
  intr_ltfee: z.object({ intr_details: z.object(taxHeads) }),
});
export type Gstr3bReturn = z.infer<typeof gstr3bReturnSchema>;

const heads = z.object({ igst: money, cgst: money, sgst: money });

/** Table 6.1 in rupees: tax payable, the credit used head by head, the cash, the credit carried. */
export const gstr3bPaymentSchema = z.object({
  payable: heads,
  credit: heads,
  used: z.object({ igst: heads, cgst: heads, sgst: heads }),
  cash: heads,
  carried: heads,
});

/**
 * Where table 4's credit comes from: the books' input tax ('books', no GSTR-2B uploaded for the
 * month) or the month's GSTR-2B as reconciled ('gstr2b': exact and accepted matches only); and
 * the books' input tax that is not claimed, waiting for a supplier's filing or the user's word.
 */
export const gstr3bCreditSchema = z.object({
  basis: z.enum(['books', 'gstr2b']),
  /** The bills of entry in the period's GSTR-2B, whose IGST is 4(A)(1). */
  bills_of_entry: z.int(),
  in_books: heads,
  not_claimed: heads,
});

export const gstr3bSchema = z.object({
  return: gstr3bReturnSchema,
  payment: gstr3bPaymentSchema,
  credit: gstr3bCreditSchema,
});
export type Gstr3bDoc = z.infer<typeof gstr3bSchema>;
