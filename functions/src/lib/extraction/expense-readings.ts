import type { AnalyzeExpenseCommandOutput } from '@aws-sdk/client-textract';
import type { Region } from '@app/shared/bills/bill-draft';

/**
 * An AnalyzeExpense or GetExpenseAnalysis response (both carry ExpenseDocuments); the local
 * extractor emits the same shape with the same Type texts.
 */
export type ExpenseResponse = Pick<AnalyzeExpenseCommandOutput, 'ExpenseDocuments' | 'DocumentMetadata'>;

/** One ExpenseField, flattened and checked, so the rest of the mapper never meets a missing part. */
export interface ExpenseReading {
  /** Type.Text upper-cased ('TOTAL', 'OTHER'); '' when absent. */
  type: string;
  /** LabelDetection.Text as printed ('Invoice No:'); '' when the value had no label. */
  label: string;
  /** ValueDetection.Text trimmed; '' when absent. */
  text: string;
  /** ValueDetection.Confidence, else Type.Confidence, within 0-100. */
  confidence: number;
  region: Region | null;
  page: number;
  /** Currency.Code ('USD', 'INR'); '' when absent. */
  currency: string;
  /** GroupProperties Types ('VENDOR', 'RECEIVER'). */
  groups: string[];
}

export interface ExpenseReadings {
  summary: ExpenseReading[];
  /** Each line item's fields, every page and table in order. */
  lines: ExpenseReading[][];
  pages: number;
}

/** Textract reads at most 3,000 pages; a larger page number is garbage. */
const MAX_PAGES = 3000;

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const records = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isRecord) : []);
const field = (value: unknown, key: string): unknown => (isRecord(value) ? value[key] : undefined);
const textIn = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const finite = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const pageNumber = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_PAGES ? value : undefined;

function regionOf(detection: unknown, page: number): Region | null {
  const box = field(field(detection, 'Geometry'), 'BoundingBox');
  const left = finite(field(box, 'Left'));
  const top = finite(field(box, 'Top'));
  const width = finite(field(box, 'Width'));
  const height = finite(field(box, 'Height'));
  if (left === undefined || top === undefined || width === undefined || height === undefined) return null;
  return { page, left, top, width, height };
}

function readingOf(expenseField: Json): ExpenseReading {
  const type = field(expenseField, 'Type');
  const value = field(expenseField, 'ValueDetection');
  const page = pageNumber(expenseField.PageNumber) ?? 1;
  const confidence = finite(field(value, 'Confidence')) ?? finite(field(type, 'Confidence')) ?? 0;
  return {
    type: textIn(field(type, 'Text')).toUpperCase(),
    label: textIn(field(field(expenseField, 'LabelDetection'), 'Text')),
    text: textIn(field(value, 'Text')),
    confidence: Math.min(100, Math.max(0, confidence)),
    region: regionOf(value, page),
    page,
    currency: textIn(field(field(expenseField, 'Currency'), 'Code')).toUpperCase(),
    groups: records(expenseField.GroupProperties).flatMap((group) =>
      (Array.isArray(group.Types) ? group.Types : []).map(textIn).map((name) => name.toUpperCase()),
    ),
  };
}

/** Every field of every ExpenseDocument (one per page or receipt), whatever is malformed left out. */
export function expenseReadings(response: ExpenseResponse): ExpenseReadings {
  const documents = records(field(response, 'ExpenseDocuments'));
  const summary = documents.flatMap((document) => records(document.SummaryFields).map(readingOf));
  const lines = documents
    .flatMap((document) => records(document.LineItemGroups))
    .flatMap((group) => records(group.LineItems))
    .map((item) => records(item.LineItemExpenseFields).map(readingOf));
  const printedPages = pageNumber(field(field(response, 'DocumentMetadata'), 'Pages')) ?? 1;
  // A page past the last field (terms and conditions, a blank back) is still a page of the bill.
  const pages = Math.max(printedPages, ...summary.map((reading) => reading.page), ...lines.flat().map((r) => r.page));
  return { summary, lines, pages };
}
