import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from '@app/shared/zod';
import type { ExpenseResponse } from '../expense-readings';

/** The repository's root: this file is functions/src/lib/extraction/test/. */
export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', '..');
/** Shared test documents live beside the repository, not in it (see their MANIFEST.md). */
export const textractDir = join(repoRoot, '..', 'shared', 'testdata', 'bills', 'textract');

const readJson = (name: string): unknown => JSON.parse(readFileSync(join(textractDir, name), 'utf8'));

/** A real AnalyzeExpense / GetExpenseAnalysis response from the shared test documents. */
export const textractResponse = (name: string) => readJson(name) as ExpenseResponse;

/** What a person read off the image paired with a response (`*.expected.json`). */
const expectedBillSchema = z.object({
  supplier_name: z.string(),
  tax_id: z.nullable(z.string()),
  invoice_number: z.string(),
  invoice_date: z.string(),
  line_items: z.array(
    z.object({
      description: z.string(),
      qty: z.nullable(z.number()),
      rate: z.nullable(z.number()),
      amount: z.number(),
    }),
  ),
  subtotal: z.number(),
  tax_total: z.number(),
  grand_total: z.number(),
});
export type ExpectedBill = z.infer<typeof expectedBillSchema>;

export const expectedBill = (name: string): ExpectedBill => expectedBillSchema.parse(readJson(name));

/** Every response in the shared folder, for properties that must hold on all of them. */
export const ALL_RESPONSES = [
  'analyzeExpenseResponse-multipage.json',
  'expense-missing-geoms-response.json',
  'invoice-expense-response.json',
  'test_analyze_expense_from_path.json',
  'test_analyze_expense_no_summary_fields.json',
  'test_trp2_expense_sample1.json',
  'test_trp2_expense_sample2.json',
  'test_trp2_expense_sample3.json',
  'test_trp2_expense_sample4.json',
];
