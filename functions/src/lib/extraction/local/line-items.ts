import type { ExpenseField, LineItemFields, LineItemGroup } from '@aws-sdk/client-textract';
import { parseExpiry } from '../parse-expiry';
import { type Detected, expenseField } from './expense-field';
import { type Line, type PageLayout, joinWords } from './layout';
import { LABELS, startsWithLabel } from './labels';
import { type Box, type Word, bottomOf, median, rightOf } from './page-words';
import { type Column, type ColumnKind, type TableHeader, tableHeaderAt } from './table-header';
import { isMoney } from './value-patterns';

/** How surely a column's header names what its cells are (Type.Confidence of line-item fields). */
const COLUMN_CONFIDENCE = 90;
/** A table ends at a gap taller than this many of its lines. */
const TABLE_GAP = 4;
/** A description's next line is at most this many line heights below the previous one. */
const CONTINUATION_GAP = 1.5;
/** Columns that hold figures: a line with words in them is a row or a totals line, not a note. */
const FIGURE_KINDS: ReadonlySet<ColumnKind | undefined> = new Set([
  'index',
  'quantity',
  'rate',
  'amount',
  'taxable',
  'discount',
  'mrp',
  'free',
]);
const MONEY_LABELS = LABELS.filter((spec) => spec.kind === 'money');
const TOTAL_LABELS = LABELS.filter((spec) => spec.type === 'TOTAL' || spec.type === 'SUBTOTAL');
/** A receipt's items are read without a header to name their columns. */
const RECEIPT_CONFIDENCE = 70;
/** Lines that end the items for good: the total in words, the bill's grand total. */
const TABLE_END = /\bin\s*words\b|^(?:grand\s*total|total\s*amount|amount\s*(?:payable|due)|net\s*payable)/i;

export interface Table {
  page: number;
  /** Each row's fields, as AnalyzeExpense gives a line item. */
  items: LineItemFields[];
  /** Every line the table took (header and rows): summary fields are not looked for there. */
  lines: Line[];
  /** Column totals printed under the items ('Total | 1 | 278.61 | 40.39 | 319.00'), as TAX fields. */
  columnTaxes: ExpenseField[];
  /** The rows' batch, expiry, MRP, quantity and free cells, to be read again (code-cells.ts). */
  codeCells: CodeCell[];
}

type Cells = Map<Column, Word[]>;

/** Cells of small print OCR misreads or drops: batch numbers, expiries, MRPs and counts ('24', a free '4'). */
export type CodeKind = 'batch' | 'expiry' | 'mrp' | 'quantity' | 'free';
const CODE_KINDS: ReadonlySet<ColumnKind | undefined> = new Set<CodeKind>([
  'batch',
  'expiry',
  'mrp',
  'quantity',
  'free',
]);
const isCodeKind = (kind: ColumnKind | undefined): kind is CodeKind => CODE_KINDS.has(kind);

/**
 * A batch, expiry, MRP, quantity or free cell of a row: a word read in it, or, where OCR read nothing
 * there, the blank cell: its box to read (its column's span out to halfway to its neighbours, on
 * the row's line with most words) and the place under its header where a word read in it goes.
 */
export type CodeCell = { kind: CodeKind } & (
  { word: Word; box?: undefined; place?: undefined } | { word?: undefined; box: Box; place: Box }
);

const overlapWith = (box: Box, column: Column) =>
  Math.max(0, Math.min(rightOf(box), column.right) - Math.max(box.left, column.left));
const distanceTo = (box: Box, column: Column) => Math.max(0, box.left - column.right, column.left - rightOf(box));

/**
 * The column whose header overlaps `box` most, else whose header is nearest. A figure in the gap
 * between two headers is the left one's: figures are printed flush right, so one under a header
 * printed flush left ends past that header, short of the next ('Rate' ... '25.00' ... 'Disc.').
 */
function columnOf(box: Box & { text: string }, columns: readonly Column[]): Column | undefined {
  const by = (score: (column: Column) => number) => [...columns].sort((a, b) => score(a) - score(b))[0];
  if (columns.some((column) => overlapWith(box, column) > 0)) return by((column) => -overlapWith(box, column));
  const before = columns.filter((column) => column.right <= box.left).at(-1);
  const after = columns.find((column) => column.left >= rightOf(box));
  if (before && after && isMoney(box.text)) return before;
  return by((column) => distanceTo(box, column));
}

/**
 * A line's words by column. A segment (words printed together) stays in one cell when it lies
 * under at most one header ('Paracetamol 500 mg (strip of 10)' runs past its header's end);
 * one under several headers ('0.00 15.00%' under 'Disc.% Taxes') is split word by word.
 */
function cellsOf(line: Line, columns: readonly Column[]): Cells {
  const cells: Cells = new Map();
  const add = (column: Column | undefined, words: readonly Word[]) => {
    if (column) cells.set(column, [...(cells.get(column) ?? []), ...words]);
  };
  for (const segment of line.segments) {
    const under = columns.filter((column) => overlapWith(segment, column) > 0);
    if (under.length <= 1) {
      add(columnOf(segment, columns), segment.words);
      continue;
    }
    let previous: Column | undefined;
    for (const word of segment.words) {
      previous = continuesText(word, previous, columns) ? previous : columnOf(word, columns);
      add(previous, [word]);
    }
  }
  return withIndexApart(cells, columns);
}

/**
 * A word of a description runs on from the word before it, under no header ('0 Pantoprazole 40mg
 * Tab', a free '0' printed close before the name: the name's last word is nearer the next header
 * than its own, which is printed flush left over the name's start).
 */
const continuesText = (word: Word, previous: Column | undefined, columns: readonly Column[]) =>
  previous?.kind === 'description' &&
  /\p{L}/u.test(word.text) &&
  columns.every((column) => overlapWith(word, column) === 0);

const INDEX_VALUE = /^\d{1,4}[.)]?$/;

/**
 * A serial number holds only its number: words printed on after it ('1 Pantoprazole 40mg Tab',
 * a short description that does not reach its centred header) are the next column's.
 */
function withIndexApart(cells: Cells, columns: readonly Column[]): Cells {
  const index = columns.find((column) => column.kind === 'index');
  const words = index && cells.get(index);
  const rest = words?.findIndex((word) => !INDEX_VALUE.test(word.text)) ?? -1;
  const next = index && [...columns].sort((a, b) => a.left - b.left).find((column) => column.left > index.left);
  if (!index || !words || rest === -1 || !next) return cells;
  cells.set(index, words.slice(0, rest));
  cells.set(next, [...words.slice(rest), ...(cells.get(next) ?? [])]);
  return cells;
}

const textOf = (cells: Cells, column: Column | undefined) => (column ? joinWords(cells.get(column) ?? []) : '');

/** The column a row's description is in: 'Description' or 'Title' before 'Product', the widest on a tie. */
function descriptionColumn(columns: readonly Column[]): Column | undefined {
  const rank = (column: Column) =>
    (/description|particulars|title|item|artikel|beschreibung/i.test(column.label.text) ? 1 : 0) +
    (column.right - column.left);
  return columns.filter((column) => column.kind === 'description').sort((a, b) => rank(b) - rank(a))[0];
}

/**
 * The column a row's amount is in: the rightmost 'Amount' or 'Total', else 'Taxable Value'; else
 * the table's last column, right of its 'Rate', when its header names nothing known (a misprint
 * or misreading: 'GESSAMTPRES'); else 'Rate'.
 */
function amountColumn(columns: readonly Column[]): Column | undefined {
  for (const kind of ['amount', 'taxable'] as const) {
    const found = columns.filter((column) => column.kind === kind).at(-1);
    if (found) return found;
  }
  const rate = columns.filter((column) => column.kind === 'rate').at(-1);
  const last = columns.at(-1);
  if (rate && last && last.kind === undefined && last.left > rate.left) return last;
  return rate;
}

/**
 * Whether a line has a figure under 'Qty' or 'Rate'. Once the rows so far all had one, a line
 * without is no row but the summary beside the table's foot ('GST 5% | 327.96 | 8.20 ... Less
 * Discount 449.26'), however its words fall under the headers.
 */
const hasCountedFigure = (cells: Cells, columns: readonly Column[]) =>
  columns.some(
    (column) => (column.kind === 'quantity' || column.kind === 'rate') && isMoney(textOf(cells, column), true),
  );

/** A line of sums under the items ('Subtotal $ 112.00', 'Total 1 278.61 40.39 319.00'). */
function isTotalsLine(line: Line, cells: Cells, description: Column | undefined): boolean {
  const labelled = line.segments.find((segment) => MONEY_LABELS.some((spec) => spec.pattern.test(segment.text)));
  if (!labelled || !line.segments.some((segment) => isMoney(segment.text, true))) return false;
  const descriptionWords = description ? (cells.get(description) ?? []) : [];
  // 'Total Station 1 5,000.00' is an item; a lone 'Total' in the description column is not.
  return descriptionWords.every((word) => labelled.words.includes(word));
}

/**
 * The rows under a header, until the table ends: a gap, the grand total, another header or the
 * page's end. A row is a line with an amount in the amount column; lines of description alone
 * continue the row above, or, before a row with no description of its own (a description
 * centred on two lines), start it. Section headings and notes between rows are left out.
 */
function tableUnder(layout: PageLayout, header: TableHeader, start: number): Table {
  const { columns } = header;
  const description = descriptionColumn(columns);
  const amount = amountColumn(columns);
  const rows: Line[][] = [];
  const taken: Line[] = [...header.lines];
  const columnTaxes: ExpenseField[] = [];
  let pending: Line[] = [];
  /** Whether each row so far had a quantity or rate (see hasCountedFigure). */
  const rowShapes: boolean[] = [];
  let closed = false;
  let previous = header.lines.at(-1);
  const lineHeight = () => median(taken.map((line) => line.height));

  for (const line of layout.lines.slice(start)) {
    if (previous && line.top - bottomOf(previous) > TABLE_GAP * lineHeight()) break;
    if (tableHeaderAt(layout.lines, line.index)) break;
    const cells = cellsOf(line, columns);
    if (isTotalsLine(line, cells, description)) {
      columnTaxes.push(...taxTotals(line, cells, columns, layout.page));
      closed = true;
      previous = line;
      if (TABLE_END.test(line.text)) break;
      continue;
    }
    if (TABLE_END.test(line.text)) break;
    const hasDescription = textOf(cells, description) !== '';
    const hasFigures = [...cells.keys()].some((column) => FIGURE_KINDS.has(column.kind));
    const shaped = rowShapes.length < 2 || !rowShapes.every(Boolean) || hasCountedFigure(cells, columns);
    if (isMoney(textOf(cells, amount), true) && (hasDescription || pending.length > 0) && shaped) {
      rowShapes.push(hasCountedFigure(cells, columns));
      const row = hasDescription ? [line] : [...pending, line];
      rows.push(row);
      taken.push(...row);
      pending = [];
      closed = false;
    } else if (hasDescription && !hasFigures) {
      const last = rows.at(-1);
      const near = previous !== undefined && line.top - bottomOf(previous) <= CONTINUATION_GAP * line.height;
      if (last && !closed && pending.length === 0 && near) {
        last.push(line);
        taken.push(line);
      } else {
        pending = [...pending.slice(-2), line];
      }
    } else {
      closed = true;
      pending = [];
    }
    previous = line;
  }
  const expiry = unheadedExpiry(rows, columns);
  if (expiry) return tableUnder(layout, { ...header, columns: [...columns, expiry] }, start);
  const restore = layout.ocr ? pointRestorer(rows, columns) : (_column: Column, text: string) => text;
  const items = rows.map((row) => ({ LineItemExpenseFields: fieldsOfRow(row, columns, layout.page, restore) }));
  return { page: layout.page, items, lines: taken, columnTaxes, codeCells: codeCellsOf(rows, columns) };
}

/** An expiry as a pharmacy bill prints one ('9/28', 'Jun-27'); not a figure with decimals ('8.43'). */
const isExpiry = (text: string) => parseExpiry(text) !== undefined && !/^\d+[.,]\d+$/.test(text);
/** How far (page widths) the expiries of one column lie from their middle. */
const SAME_COLUMN = 0.02;

/**
 * A column of expiries whose header OCR lost ('BATCH | EXPIRY | QTY' read 'BATCH | QTY'): in most
 * rows, an expiry under no header, one above another. Undefined when the table has an expiry
 * column, or the rows show none.
 */
function unheadedExpiry(rows: readonly Line[][], columns: readonly Column[]): Column | undefined {
  if (rows.length < 2 || columns.some((column) => column.kind === 'expiry')) return undefined;
  const loose = rows.flatMap(
    (row) =>
      row
        .flatMap((line) => line.words)
        .find((word) => isExpiry(word.text) && columns.every((column) => overlapWith(word, column) === 0)) ?? [],
  );
  const middle = median(loose.map((word) => word.left + word.width / 2));
  const column = loose.filter((word) => Math.abs(word.left + word.width / 2 - middle) <= SAME_COLUMN);
  if (column.length < Math.max(2, 0.6 * rows.length)) return undefined;
  const left = Math.min(...column.map((word) => word.left));
  // Named as its cells show it is, printed nowhere: the mapper knows a column by its header's words.
  return { kind: 'expiry', label: { text: 'Expiry', words: [] }, left, right: Math.max(...column.map(rightOf)) };
}

function codeCellsOf(rows: readonly Line[][], columns: readonly Column[]): CodeCell[] {
  const sorted = [...columns].sort((a, b) => a.left - b.left);
  return rows.flatMap((row) => {
    const cells = row.map((line) => cellsOf(line, columns));
    const main = row.reduce((most, line) => (line.words.length > most.words.length ? line : most));
    return sorted.flatMap((column, index): CodeCell[] => {
      const kind = column.kind;
      if (!isCodeKind(kind)) return [];
      const words = cells.flatMap((lineCells) => lineCells.get(column) ?? []);
      if (words.length > 0) return words.map((word) => ({ kind, word }));
      const before = sorted[index - 1];
      const after = sorted[index + 1];
      const left = before ? (before.right + column.left) / 2 : column.left;
      const right = after ? (column.right + after.left) / 2 : column.right;
      const [top, height] = [main.top, main.height];
      const place = { left: column.left, top, width: column.right - column.left, height };
      return [{ kind, box: { left, top, width: right - left, height }, place }];
    });
  });
}

/** A totals line's figures in tax columns ('Tax (₹)' 40.39): the bill's tax when no label says it. */
function taxTotals(line: Line, cells: Cells, columns: readonly Column[], page: number): ExpenseField[] {
  return columns
    .filter((column) => column.kind === 'tax')
    .flatMap((column) => {
      const words = cells.get(column) ?? [];
      const text = joinWords(words);
      return isMoney(text, true) ? [expenseField('TAX', 70, page, { text, words }, column.label)] : [];
    });
}

/** Every line-item table on a page, top to bottom; on a page without one, a receipt's items. */
export function tablesOf(layout: PageLayout): Table[] {
  const tables: Table[] = [];
  for (let index = 0; index < layout.lines.length; index++) {
    const header = tableHeaderAt(layout.lines, index);
    if (!header) continue;
    const table = tableUnder(layout, header, index + header.lines.length);
    tables.push(table);
    const last = table.lines.at(-1);
    index = Math.max(index + header.lines.length - 1, last ? last.index : index);
  }
  const receipt = tables.length === 0 ? receiptItems(layout) : undefined;
  return receipt ? [receipt] : tables;
}

const LINE_ITEM_TYPES: Partial<Record<ColumnKind, string>> = {
  quantity: 'QUANTITY',
  rate: 'UNIT_PRICE',
  hsn: 'PRODUCT_CODE',
};

/** Columns of money: their figures print decimals. */
const MONEY_KINDS: ReadonlySet<ColumnKind | undefined> = new Set([
  'rate',
  'mrp',
  'amount',
  'taxable',
  'tax',
  'discount',
]);
const TWO_DECIMALS = /\d[.,]\d{2}$/;
const BARE_FIGURE = /^\d{3,}$/;

/**
 * OCR drops a decimal point now and then ('14800' for '148.00'), on a small print often. A column
 * prints its figures one way: in a money column where any figure was read with two decimals, a
 * bare figure of three digits or more lost its point.
 */
function pointRestorer(rows: readonly Line[][], columns: readonly Column[]) {
  const cellsByRow = rows.map((row) => row.map((line) => cellsOf(line, columns)));
  const twoDecimalColumns = new Set(
    columns.filter((column) => {
      if (!MONEY_KINDS.has(column.kind)) return false;
      const texts = cellsByRow.flatMap((row) => row.map((cells) => textOf(cells, column))).filter(Boolean);
      return texts.some((text) => TWO_DECIMALS.test(text));
    }),
  );
  return (column: Column, text: string) =>
    twoDecimalColumns.has(column) && BARE_FIGURE.test(text) ? `${text.slice(0, -2)}.${text.slice(-2)}` : text;
}

function fieldsOfRow(
  row: readonly Line[],
  columns: readonly Column[],
  page: number,
  restore: (column: Column, text: string) => string,
): ExpenseField[] {
  const description = descriptionColumn(columns);
  const amount = amountColumn(columns);
  const hasHsn = columns.some((column) => column.kind === 'hsn');
  const cellsByLine = row.map((line) => cellsOf(line, columns));
  const fields = columns.flatMap((column): ExpenseField[] => {
    if (column.kind === 'index') return [];
    const perLine = cellsByLine
      .map((cells) => cells.get(column) ?? [])
      .map((words) => (column === description ? words.filter((word) => /[\p{L}\p{N}]/u.test(word.text)) : words))
      .filter((words) => words.length > 0);
    if (perLine.length === 0) return [];
    const separator = column === description ? '\n' : ' ';
    const value: Detected = { text: restore(column, perLine.map(joinWords).join(separator)), words: perLine.flat() };
    const type =
      column === description
        ? 'ITEM'
        : column === amount
          ? 'PRICE'
          : column.kind === 'code' && !hasHsn
            ? 'PRODUCT_CODE'
            : ((column.kind && LINE_ITEM_TYPES[column.kind]) ?? 'OTHER');
    return [expenseField(type, COLUMN_CONFIDENCE, page, value, column.label)];
  });
  return [...fields, expenseField('EXPENSE_ROW', COLUMN_CONFIDENCE, page, rowDetected(row))];
}

const rowDetected = (row: readonly Line[]): Detected => ({
  text: row.map((line) => line.text).join('\n'),
  words: row.flatMap((line) => line.words),
});

/** A receipt's item line: a name, perhaps a quantity, and an amount last ('APPLE TV V4  $89.99 S'). */
function receiptItem(line: Line): LineItemFields | undefined {
  const last = line.segments.at(-1);
  const [first] = line.segments;
  if (!first || !last || first === last || !isMoney(last.text)) return undefined;
  if (line.segments.some((segment) => startsWithLabel(segment.text))) return undefined;
  const described = line.segments.slice(0, -1).filter((segment) => !isMoney(segment.text, true));
  if (described.length === 0 || (first.text.match(/\p{L}/gu) ?? []).length < 3) return undefined;
  const item = { text: described.map((segment) => segment.text).join(' '), words: described.flatMap((s) => s.words) };
  return {
    LineItemExpenseFields: [
      expenseField('ITEM', RECEIPT_CONFIDENCE, line.page, item),
      expenseField('PRICE', RECEIPT_CONFIDENCE, line.page, last),
      expenseField('EXPENSE_ROW', RECEIPT_CONFIDENCE, line.page, rowDetected([line])),
    ],
  };
}

/**
 * A receipt's items, which have no header: the unbroken run of item lines right above the first
 * subtotal or total.
 */
function receiptItems(layout: PageLayout): Table | undefined {
  const { lines } = layout;
  const anchor = lines.find((line) => {
    const [first] = line.segments;
    return first !== undefined && TOTAL_LABELS.some((spec) => spec.pattern.test(first.text));
  });
  if (!anchor) return undefined;
  const taken: Line[] = [];
  const items: LineItemFields[] = [];
  let below = anchor;
  for (const line of lines.slice(0, anchor.index).reverse()) {
    const item = receiptItem(line);
    if (!item || below.top - bottomOf(line) > TABLE_GAP * line.height) break;
    items.unshift(item);
    taken.unshift(line);
    below = line;
  }
  return items.length > 0 ? { page: layout.page, items, lines: taken, columnTaxes: [], codeCells: [] } : undefined;
}

/** The tables' rows as AnalyzeExpense line-item groups, one group per table. */
export function lineItemGroups(tables: readonly Table[]): LineItemGroup[] {
  return tables
    .filter((table) => table.items.length > 0)
    .map((table, index) => ({ LineItemGroupIndex: index + 1, LineItems: table.items }));
}
