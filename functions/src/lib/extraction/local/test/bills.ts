import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnalyzeExpenseCommandOutput, ExpenseField } from '@aws-sdk/client-textract';

/** The repository's root: this file is functions/src/lib/extraction/local/test/. */
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', '..', '..');
/** Shared test documents live beside the repository, not in it (see their MANIFEST.md). */
const billsDir = join(repoRoot, '..', 'shared', 'testdata', 'bills');

export const readBill = (...path: string[]) => new Uint8Array(readFileSync(join(billsDir, ...path)));
export const readBillJson = (...path: string[]): unknown => JSON.parse(readFileSync(join(billsDir, ...path), 'utf8'));

const summaryOf = (response: AnalyzeExpenseCommandOutput) =>
  (response.ExpenseDocuments ?? []).flatMap((document) => document.SummaryFields ?? []);

/** The value texts of the summary fields of `type`, in order. */
export const summaryValues = (response: AnalyzeExpenseCommandOutput, type: string) =>
  summaryOf(response)
    .filter((field) => field.Type?.Text === type)
    .map((field) => field.ValueDetection?.Text);

/** Each summary field as 'TYPE [label] = value', for comparing several at once. */
export const summaryLines = (response: AnalyzeExpenseCommandOutput) =>
  summaryOf(response).map(
    (field) => `${field.Type?.Text} [${field.LabelDetection?.Text ?? ''}] = ${field.ValueDetection?.Text}`,
  );

/** Each line item as its fields' 'TYPE=value' (with OTHER's label), EXPENSE_ROW left out. */
export const lineItems = (response: AnalyzeExpenseCommandOutput) =>
  (response.ExpenseDocuments ?? [])
    .flatMap((document) => document.LineItemGroups ?? [])
    .flatMap((group) => group.LineItems ?? [])
    .map((item) =>
      Object.fromEntries(
        (item.LineItemExpenseFields ?? [])
          .filter((field: ExpenseField) => field.Type?.Text !== 'EXPENSE_ROW')
          .map((field: ExpenseField) => {
            const type = field.Type?.Text ?? '';
            return [type === 'OTHER' ? `OTHER ${field.LabelDetection?.Text}` : type, field.ValueDetection?.Text];
          }),
      ),
    );
