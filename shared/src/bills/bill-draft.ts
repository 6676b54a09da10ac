import * as z from '../zod';

/**
 * What was read off a bill, before anyone posts it: a draft purchase (issue 17). One mapper
 * (functions/src/lib/extraction/) builds it from an AnalyzeExpense response, whether Textract or
 * the local extractor produced it; the review page shows it beside the bill and the user's click
 * turns it into a Purchase voucher.
 *
 * Every field read carries how sure the reader was (0-100, Textract's scale) and where on which
 * page it was found, as fractions of the page (Textract's BoundingBox), so the review page can
 * highlight it and mark the doubtful ones. Money is kept as the bill printed it, in rupees with
 * two decimals (a number); the voucher engine turns it into paise when the purchase is posted.
 */
export const regionSchema = z.object({
  page: z.int().check(z.gte(1)),
  left: z.number(),
  top: z.number(),
  width: z.number(),
  height: z.number(),
});

const readField = <T extends z.ZodMiniType>(value: T) =>
  z.object({
    value,
    confidence: z.number().check(z.gte(0), z.lte(100)),
    region: z.nullable(regionSchema),
  });

export const readText = readField(z.string());
export const readNumber = readField(z.number());

export const draftLineSchema = z.object({
  description: readText,
  hsn_code: z.nullable(readText),
  quantity: z.nullable(readNumber),
  unit: z.nullable(readText),
  rate: z.nullable(readNumber),
  /** GST rate in percent (5, 12, 18...), when the bill prints it per line. */
  tax_rate: z.nullable(readNumber),
  /** The line's amount as printed (usually before tax). */
  amount: readNumber,
  /**
   * A pharmacy distributor's line (issue 34): the batch and its expiry (the month's last day,
   * YYYY-MM-DD, as batches keep it), the MRP printed on the pack, the free quantity of a scheme
   * ('10 + 2': 2 free, which come into stock at no cost), and the discount in rupees (a 'Disc %'
   * worked out on quantity x rate). Absent or null where the bill prints none.
   */
  batch: z.optional(z.nullable(readText)),
  expiry: z.optional(z.nullable(readText)),
  mrp: z.optional(z.nullable(readNumber)),
  free_quantity: z.optional(z.nullable(readNumber)),
  discount: z.optional(z.nullable(readNumber)),
});

export const billDraftSchema = z.object({
  supplier_name: z.nullable(readText),
  supplier_gstin: z.nullable(readText),
  bill_number: z.nullable(readText),
  /** YYYY-MM-DD. */
  bill_date: z.nullable(readText),
  lines: z.array(draftLineSchema),
  subtotal: z.nullable(readNumber),
  cgst: z.nullable(readNumber),
  sgst: z.nullable(readNumber),
  igst: z.nullable(readNumber),
  /** All tax on the bill, when it prints one figure (or the sum of the three above). */
  tax_total: z.nullable(readNumber),
  round_off: z.nullable(readNumber),
  grand_total: z.nullable(readNumber),
  pages: z.int().check(z.gte(1)),
});

export type Region = z.infer<typeof regionSchema>;
export type ReadText = z.infer<typeof readText>;
export type ReadNumber = z.infer<typeof readNumber>;
export type DraftLine = z.infer<typeof draftLineSchema>;
export type BillDraft = z.infer<typeof billDraftSchema>;
