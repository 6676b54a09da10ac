import type { Gstr1, Gstr1ItemDetail } from '../reports/gstr1-docs';
import { sumRupees } from '../money';

/**
 * GSTR-1 as filed against GSTR-1 as the books make it now (issue 33): since the July 2025 period
 * the portal fills GSTR-3B's 3.1 and 3.2 from the filed GSTR-1 and locks them, so a sale entered,
 * changed or cancelled after filing makes 3B differ from the books. Each document of b2b, b2cl,
 * cdnr and cdnur is compared by its number; b2cs, a summary, by place of supply and rate.
 */

/** One document (or b2cs row) as either side has it: taxable value and tax, rupees. */
export interface FiledFigures {
  taxable: number;
  tax: number;
}

export interface Gstr1Difference {
  /** What the row is: 'Invoice', 'Credit note', 'Debit note', 'B2C summary'. */
  kind: string;
  /** The document's number, or for b2cs the place of supply and rate ('27, 18%'). */
  key: string;
  filed: FiledFigures | null;
  books: FiledFigures | null;
  /** In words: 'Not in the filed GSTR-1', 'Not in the books', 'Amounts differ'. */
  reason: string;
}

export const GSTR1_CHECK_MESSAGES = {
  notGstr1: 'This is not a GSTR-1 file: it has no GSTIN, period and tables',
  otherGstin: (file: string, company: string) => `This GSTR-1 is for GSTIN ${file}; this company's is ${company}`,
  otherPeriod: (file: string, period: string) => `This GSTR-1 is for the period ${file}; the return shown is ${period}`,
} as const;

const figuresOf = (items: readonly { itm_det: Gstr1ItemDetail }[], sign = 1): FiledFigures => ({
  taxable: sign * sumRupees(items.map((item) => item.itm_det.txval)),
  tax: sign * sumRupees(items.flatMap((item) => [item.itm_det.iamt, item.itm_det.camt ?? 0, item.itm_det.samt ?? 0])),
});

/** Every document of a GSTR-1 by kind and key; b2cs by place and rate. */
function documentsOf(gstr1: Partial<Gstr1>): Map<string, { kind: string; key: string; figures: FiledFigures }> {
  const documents = new Map<string, { kind: string; key: string; figures: FiledFigures }>();
  const add = (kind: string, key: string, figures: FiledFigures) => {
    const id = `${kind}\u0000${key.trim().toUpperCase()}`;
    const before = documents.get(id)?.figures;
    documents.set(id, {
      kind,
      key,
      figures: before
        ? { taxable: sumRupees([before.taxable, figures.taxable]), tax: sumRupees([before.tax, figures.tax]) }
        : figures,
    });
  };
  for (const party of gstr1.b2b ?? [])
    for (const invoice of party.inv) add('Invoice', invoice.inum, figuresOf(invoice.itms));
  for (const state of gstr1.b2cl ?? [])
    for (const invoice of state.inv) add('Invoice', invoice.inum, figuresOf(invoice.itms));
  const notes = [...(gstr1.cdnr ?? []).flatMap((party) => party.nt), ...(gstr1.cdnur ?? [])];
  for (const note of notes)
    add(
      note.ntty === 'C' ? 'Credit note' : 'Debit note',
      note.nt_num,
      figuresOf(note.itms, note.ntty === 'C' ? -1 : 1),
    );
  for (const row of gstr1.b2cs ?? [])
    add('B2C summary', `${row.pos}, ${row.rt}%`, {
      taxable: row.txval,
      tax: sumRupees([row.iamt, row.camt, row.samt]),
    });
  return documents;
}

/** Whether a parsed JSON looks like a GSTR-1 at all (the portal's or ours). */
export const isGstr1 = (value: unknown): value is Partial<Gstr1> & { gstin: string; fp: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { gstin?: unknown }).gstin === 'string' &&
  typeof (value as { fp?: unknown }).fp === 'string';

/**
 * The documents whose figures differ between the filed GSTR-1 and the books' one, in the books'
 * order then the filed-only ones; differences under a paisa are none.
 */
export function gstr1Differences(filed: Partial<Gstr1>, books: Partial<Gstr1>): Gstr1Difference[] {
  const [fromFile, fromBooks] = [documentsOf(filed), documentsOf(books)];
  const differences: Gstr1Difference[] = [];
  for (const [id, entry] of fromBooks) {
    const other = fromFile.get(id)?.figures ?? null;
    if (!other)
      differences.push({
        kind: entry.kind,
        key: entry.key,
        filed: null,
        books: entry.figures,
        reason: 'Not in the filed GSTR-1',
      });
    else if (other.taxable !== entry.figures.taxable || other.tax !== entry.figures.tax)
      differences.push({
        kind: entry.kind,
        key: entry.key,
        filed: other,
        books: entry.figures,
        reason: 'Amounts differ',
      });
  }
  for (const [id, entry] of fromFile) {
    if (!fromBooks.has(id))
      differences.push({
        kind: entry.kind,
        key: entry.key,
        filed: entry.figures,
        books: null,
        reason: 'Not in the books',
      });
  }
  return differences;
}
