import type { AnalyzeExpenseCommandOutput, ExpenseDocument } from '@aws-sdk/client-textract';
import { labelledValues, unlabelledDate } from './label-values';
import { type Line, pageLayout } from './layout';
import { lineItemGroups, tablesOf } from './line-items';
import type { BillBuyer } from '../buyer';
import type { PageWords } from './page-words';
import { buyerSegments, gstinFields, vendorName } from './parties';
import { summaryFields } from './summary-fields';
import { onImage } from './page-on-image';

/**
 * The layout analysis, whatever read the words: lines and segments, line-item tables, label-value
 * pairs, the parties (told apart by what the buying company is known to be). Returns the bill as one ExpenseDocument (a bill of several pages is one
 * expense; each field carries its page), in the shape AnalyzeExpense returns.
 */
export function expenseResponse(pages: readonly PageWords[], buyer?: BillBuyer): AnalyzeExpenseCommandOutput {
  const layouts = pages.map(pageLayout);
  const tables = layouts.flatMap(tablesOf);
  const tableLines = new Set<Line>(tables.flatMap((table) => table.lines));
  const buyers = buyerSegments(layouts, buyer);
  const vendor = vendorName(layouts, buyers, buyer);
  const found = layouts.flatMap((layout) => labelledValues(layout, tableLines));
  const [first] = layouts;
  const dated = found.some((value) => value.spec.type === 'INVOICE_RECEIPT_DATE');
  const date = dated || !first ? undefined : unlabelledDate(first, tableLines);
  const labelled = summaryFields(date ? [...found, date] : found, buyers);
  const hasTax = labelled.some((field) => field.Type?.Text === 'TAX');
  const document: ExpenseDocument = {
    ExpenseIndex: 1,
    SummaryFields: [
      ...(vendor ? [vendor] : []),
      ...gstinFields(layouts, buyers),
      ...labelled,
      // A tax printed only in the items' totals row counts when no label names one.
      ...(hasTax ? [] : tables.flatMap((table) => table.columnTaxes)),
    ],
    LineItemGroups: lineItemGroups(tables),
  };
  return onImage({ $metadata: {}, DocumentMetadata: { Pages: pages.length }, ExpenseDocuments: [document] }, pages);
}
