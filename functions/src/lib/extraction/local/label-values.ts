import type { Detected } from './expense-field';
import { type Line, type PageLayout, type Segment, joinWords, segmentOf } from './layout';
import { LABELS, type LabelSpec, type ValueKind, startsWithLabel } from './labels';
import { type Word, bottomOf, horizontalOverlap, rightOf, unionBox } from './page-words';
import { parseAmount } from '../parse-amount';
import { documentNumberIn, findDate, isMoney, taxNumberIn } from './value-patterns';

/** A label found on the bill and the value printed with it. */
export interface LabelledValue {
  spec: LabelSpec;
  page: number;
  line: Line;
  label: Detected;
  value: Detected;
}

/** How far below its label (label heights) a value may be printed, and in how many lines. */
const BELOW_GAP = 2.5;
const BELOW_LINES = 3;
/** The longest money value in words ('Rs. 1,939 /-'). */
const MONEY_WORDS = 4;

/** The words of `words` (joined by single spaces) that characters start..end fall in. */
function wordsAt(words: readonly Word[], start: number, end: number): Word[] {
  let offset = 0;
  return words.filter((word) => {
    const from = offset;
    offset += word.text.length + 1;
    return from < end && from + word.text.length > start;
  });
}

/** Printed text and its words: a segment, or the part of one after its label. */
const detectedOf = (words: readonly Word[]): Detected => ({ text: joinWords(words), words });

/** The amount `text` is, or ends with: '$ 16.94' in 'Tax 15% on $ 112.90 | $ 16.94'. */
function moneyIn(found: Detected): Detected | undefined {
  if (isMoney(found.text, true)) return found;
  for (let count = Math.min(MONEY_WORDS, found.words.length - 1); count >= 1; count--) {
    const tail = detectedOf(found.words.slice(-count));
    if (isMoney(tail.text)) return tail;
  }
  return undefined;
}

function valueIn(kind: Exclude<ValueKind, 'money'>, found: Detected): Detected | undefined {
  if (kind === 'date') {
    const date = findDate(found.text);
    return date && { text: found.text.slice(date.start, date.end), words: wordsAt(found.words, date.start, date.end) };
  }
  const text = kind === 'id' ? documentNumberIn(found.text) : taxNumberIn(found.text);
  if (text === undefined) return undefined;
  const start = found.text.indexOf(text);
  return { text, words: wordsAt(found.words, start, start + text.length) };
}

/**
 * OCR's figures read with next to no confidence are a photo's smudge read as digits ('1873477' for
 * a box's garbled figure): no value is taken from them, so that the column's sum or the figures it
 * adds up to are read instead.
 */
const ILLEGIBLE = 20;
const isLegible = (found: Detected) => found.words.some((word) => word.confidence >= ILLEGIBLE);

/**
 * The amount on the label's line: the last of the first run of amounts to its right, before any
 * other label ('Exclusief BTW € 593,36 | Subtotaal € 717,97' gives 593,36; a totals row
 * 'Total | 1 | 278.61 | 40.39 | 319.00' gives 319.00).
 */
function moneyAfter(candidates: readonly Detected[]): Detected | undefined {
  let found: Detected | undefined;
  for (const candidate of candidates) {
    const money = isLegible(candidate) ? moneyIn(candidate) : undefined;
    if (money) found = money;
    else if (found && !/^[\d\s.,%]+$/.test(candidate.text)) break;
  }
  return found;
}

/** A page's lines, and those a line-item table took (no summary value is read there). */
interface PageLines {
  layout: PageLayout;
  tableLines: ReadonlySet<Line>;
}

/** The value printed under a label (a header cell over its value), within a few lines. */
function valueBelow(kind: ValueKind, label: Detected, line: Line, { layout, tableLines }: PageLines) {
  const left = Math.min(...label.words.map((word) => word.left));
  const right = Math.max(left + 0.05, ...label.words.map(rightOf));
  for (const next of layout.lines.slice(line.index + 1, line.index + 1 + BELOW_LINES)) {
    if (tableLines.has(next) || next.top - bottomOf(line) > BELOW_GAP * line.height * (next.index - line.index)) {
      return undefined;
    }
    const under = next.segments.find((segment) => segment.left < right && rightOf(segment) > left - 0.01);
    if (!under) continue;
    if (startsWithLabel(under.text)) return undefined;
    return kind === 'money' ? moneyIn(under) : valueIn(kind, under);
  }
  return undefined;
}

/** How many rows a totals table may print under its headers. */
const STACKED_ROWS = 6;
/** Types whose header may stand over a column of figures ending in their sum. */
const STACKED_TYPES = new Set(['TOTAL', 'SUBTOTAL', 'TAX']);

/**
 * The sum at the foot of a column of figures under a header label: a totals table by tax rate
 * ('Nettobetrag | MwSt-Betrag | Endbetrag' over a row per rate and a row of sums). Undefined unless
 * the last figure is the sum of those above it, to the cent.
 */
function sumBelow(label: Detected, line: Line, { layout, tableLines }: PageLines): Detected | undefined {
  const header = unionBox(label.words);
  const figures: { money: Detected; cents: number }[] = [];
  let previous = line;
  for (const next of layout.lines.slice(line.index + 1, line.index + 1 + STACKED_ROWS)) {
    if (tableLines.has(next) || next.top - bottomOf(previous) > BELOW_GAP * line.height) break;
    // The figure most under the header: a right-aligned column's neighbour may reach under it too.
    const overlaps = next.segments.map((segment) => ({ segment, overlap: horizontalOverlap(segment, header) }));
    const under = overlaps.filter(({ overlap }) => overlap > 0).sort((a, b) => b.overlap - a.overlap)[0]?.segment;
    const money = under && moneyIn(under);
    const amount = money && parseAmount(money.text);
    if (!money || amount === undefined) break;
    figures.push({ money, cents: Math.round(amount * 100) });
    previous = next;
  }
  const last = figures.at(-1);
  if (!last || figures.length < 3) return undefined;
  const above = figures.slice(0, -1).reduce((sum, figure) => sum + figure.cents, 0);
  return above === last.cents ? last.money : undefined;
}

/** The value a label found at the start of `segment` names, if the bill prints one with it. */
function valueOf(spec: LabelSpec, label: Detected, rest: Word[], line: Line, index: number, page: PageLines) {
  const remainder = rest.length > 0 ? [detectedOf(rest)] : [];
  const right: Detected[] = [];
  for (const next of line.segments.slice(index + 1)) {
    if (startsWithLabel(next.text)) break;
    right.push(next);
  }
  const sameLine = [...remainder, ...right];
  if (spec.kind === 'money') {
    // 'TVA : FR11999999998 - SIRET ...' labels the seller's tax number, not a tax.
    if (spec.type === 'TAX' && sameLine[0] && !isMoney(sameLine[0].text) && taxNumberIn(sameLine[0].text))
      return undefined;
    const rate = spec.type === 'TAX' ? rateOf(label.text) : undefined;
    const money = (rate !== undefined ? taxOfRow(rate, sameLine) : undefined) ?? moneyAfter(sameLine);
    if (money) return money;
    const sum = STACKED_TYPES.has(spec.type) ? sumBelow(label, line, page) : undefined;
    if (sum) return sum;
    if (spec.type === 'TAX') return bareRate(label, sameLine);
    // Only a clear total is looked for under its label ('Total Due' over '$93.50').
    if (sameLine.length > 0 || spec.rank < 85 || spec.type !== 'TOTAL') return undefined;
    return valueBelow(spec.kind, label, line, page);
  }
  const [nearest] = sameLine;
  return (nearest && valueIn(spec.kind, nearest)) ?? valueBelow(spec.kind, label, line, page);
}

/**
 * The segment without a stray first mark OCR read off a border or a box ('i Invoice No : # BLR...'),
 * when one is there.
 */
function withoutStrayMark(segment: Segment): Segment {
  const [first, ...rest] = segment.words;
  if (!first || rest.length === 0 || first.text.length > 1 || /\d/.test(first.text)) return segment;
  return segmentOf(rest);
}

/** A tax rate as printed ('19%', '19,00 %', '2.5%'), its figure captured. */
const RATE_FIGURE = /(\d{1,2}(?:[.,]\d{1,3})?)\s*%/u;
const RATE = RATE_FIGURE.source;
/** A rate printed after a tax label ('GST 12%', 'CGST @ 6%'). */
const RATE_AFTER = new RegExp(String.raw`^\s*(?:@\s*)?${RATE}`, 'u');
/** A rate printed before one ('19% VAT', 'zzgl. 19,00% MwSt.', 'incl. 7% USt'), as European bills do. */
const RATE_BEFORE = new RegExp(String.raw`^(?:(?:zzgl|zuzgl|inkl|incl|plus|add|enth)\.?\s*)?${RATE}\s*`, 'iu');
const BARE_RATE = new RegExp(String.raw`^${RATE}$`, 'u');

/** The rate a label names, as a fraction (0.19 for '19,00% MwSt.'). */
const rateOf = (labelText: string) => {
  const figure = RATE_FIGURE.exec(labelText)?.[1];
  return figure === undefined ? undefined : Number(figure.replace(',', '.')) / 100;
};

/**
 * Of a run of amounts right of a tax label with its rate, the tax: a row by rate prints the base,
 * the tax and the gross ('19,00% MwSt.: | 376,37 | 71,51 | 447,88'), and the tax is the amount that
 * is the rate of another. Undefined when no amount is.
 */
function taxOfRow(rate: number, candidates: readonly Detected[]): Detected | undefined {
  const amounts = candidates.flatMap((candidate) => {
    const money = moneyIn(candidate);
    const value = money && parseAmount(money.text);
    return money && value !== undefined ? [{ money, value }] : [];
  });
  return amounts.find(({ value }) =>
    amounts.some((base) => base.value !== value && Math.abs(base.value * rate - value) <= 0.011),
  )?.money;
}

/**
 * The value a tax label has when the bill prints only its rate ('Sales Tax | 3%', 'VAT 20%'): the
 * rate itself, which the mapper turns into an amount from the subtotal and total (bill-taxes.ts).
 */
function bareRate(label: Detected, sameLine: readonly Detected[]): Detected | undefined {
  const [nearest] = sameLine;
  if (nearest) return BARE_RATE.test(nearest.text) ? nearest : undefined;
  const rateWords = label.words.filter((word) => word.text.includes('%'));
  return rateWords.length > 0 ? detectedOf(rateWords) : undefined;
}

function labelledValuesIn(printed: Segment, index: number, line: Line, page: PageLines): LabelledValue[] {
  const segment = LABELS.some((spec) => spec.pattern.test(printed.text)) ? printed : withoutStrayMark(printed);
  return LABELS.flatMap((spec) => {
    const before = spec.type === 'TAX' ? (RATE_BEFORE.exec(segment.text)?.[0] ?? '') : '';
    const match = spec.pattern.exec(segment.text.slice(before.length));
    if (!match) return [];
    // An amount's label takes the rate printed after it ('GST 12%', 'CGST @ 6%'): a figure at one rate.
    const rate = spec.kind === 'money' ? RATE_AFTER.exec(segment.text.slice(before.length + match[0].length)) : null;
    const labelText = before + match[0] + (rate?.[0] ?? '');
    const labelWords = wordsAt(segment.words, 0, labelText.trimEnd().length);
    // A label and value printed without a space ('Date:31/12/2017') share a word: both keep it.
    const restStart = labelText.length;
    const rest = restStart >= segment.text.length ? [] : wordsAt(segment.words, restStart, segment.text.length);
    const label = { text: segment.text.slice(0, labelText.length).trim(), words: labelWords };
    const value = valueOf(spec, label, rest, line, index, page);
    return value && value.words.length > 0 ? [{ spec, page: page.layout.page, line, label, value }] : [];
  });
}

/** Every label-value pair on a page, outside the lines a line-item table took. */
export function labelledValues(layout: PageLayout, tableLines: ReadonlySet<Line>): LabelledValue[] {
  return layout.lines
    .filter((line) => !tableLines.has(line))
    .flatMap((line) =>
      line.segments.flatMap((segment, index) => labelledValuesIn(segment, index, line, { layout, tableLines })),
    );
}

/** A date printed alone is the bill's date, less surely than a labelled one (a receipt's). */
const UNLABELLED_DATE_RANK = 50;

/**
 * The first date printed without a label on the first page (receipts print their date alone),
 * for when no label names the bill's date: before any label on its line ('04.12.2014 11:26
 * Bon-Nr.: 1433'), never after one (what follows 'Due Date' is the due date).
 */
export function unlabelledDate(layout: PageLayout, tableLines: ReadonlySet<Line>): LabelledValue | undefined {
  for (const line of layout.lines) {
    if (tableLines.has(line)) continue;
    const firstLabel = line.segments.findIndex((segment) => startsWithLabel(segment.text));
    for (const segment of firstLabel === -1 ? line.segments : line.segments.slice(0, firstLabel)) {
      const value = valueIn('date', segment);
      if (!value) continue;
      const spec = { type: 'INVOICE_RECEIPT_DATE', kind: 'date', pattern: /$^/, rank: UNLABELLED_DATE_RANK } as const;
      return { spec, page: layout.page, line, label: { text: '', words: [] }, value };
    }
  }
  return undefined;
}
