import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { billDraftFromExpense } from '../bill-draft-from-expense';
import { extractBillLocally } from './extract-bill';

/**
 * The generated pharmacy distributors' bills (functions/test/bills/pharmacy, issue 34) read by the
 * local reader from their text layer: every line's batch, expiry, MRP and free quantity, and the
 * bill's totals, as labelled. Only the layouts tuned on are tested here; the held-out layouts are
 * measured by scripts/bench/bill-extraction.ts, and the photographs too (OCR is slow for a test).
 */
const FOLDER = join(import.meta.dirname, '..', '..', '..', '..', 'test', 'bills', 'pharmacy');

interface Label {
  kind: string;
  split: string;
  buyer: { name: string; taxId: string };
  truth: {
    supplier: string[];
    number: string;
    total: number;
    tax: number;
    lines: { description: string; amounts: number[]; batch: string; expiry: string; mrp: number; free: number }[];
  };
}
const labels = JSON.parse(readFileSync(join(FOLDER, 'labels.json'), 'utf8')) as Record<string, Label>;
const tuningPdfs = Object.entries(labels).filter(([, label]) => label.kind === 'text-pdf' && label.split === 'tuning');

describe("a pharmacy distributor's bill, read whole", () => {
  it.each(tuningPdfs)(
    '%s: the supplier, each line with its batch, expiry, MRP and free quantity, and the totals',
    async (name, label) => {
      // The app reads a bill for the company that bought it: its name and GSTIN are known.
      const buyer = { names: [label.buyer.name], gstin: label.buyer.taxId };
      const result = await extractBillLocally(
        new Uint8Array(readFileSync(join(FOLDER, name))),
        'application/pdf',
        buyer,
      );
      if (!result.ok) throw new Error(result.message);
      const draft = billDraftFromExpense(result.response, { buyer });
      const read = draft.lines.map((line) => ({
        description: line.description.value,
        amount: line.amount.value,
        batch: line.batch?.value,
        expiry: line.expiry?.value,
        mrp: line.mrp?.value,
        free: line.free_quantity?.value ?? 0,
      }));
      const expected = label.truth.lines.map((line) => ({
        description: line.description,
        amount: line.amounts[0],
        batch: line.batch,
        expiry: line.expiry,
        mrp: line.mrp,
        free: line.free,
      }));
      expect(read).toEqual(expected);
      expect([
        draft.supplier_name?.value.toLowerCase(),
        draft.bill_number?.value,
        draft.grand_total?.value,
        draft.tax_total?.value,
      ]).toEqual([label.truth.supplier[0]?.toLowerCase(), label.truth.number, label.truth.total, label.truth.tax]);
    },
  );
});
