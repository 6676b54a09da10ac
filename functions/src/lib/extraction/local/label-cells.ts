import { type Line, type PageLayout, type Segment, pageLayout } from './layout';
import { LABELS, type LabelSpec, type ValueKind } from './labels';
import { type OcrImage, enlargedParts } from './ocr-image';
import { type Box, type PageWords, type Word, bottomOf, rightOf, unionBox } from './page-words';
import { documentNumberIn, findDate } from './value-patterns';

/** Reads one enlarged line of print: its text and how sure OCR is of it. */
export type LineReader = (image: Uint8Array) => Promise<{ text: string; confidence: number }>;

/** The values read again: a bill's number and its date. */
type CellKind = Extract<ValueKind, 'id' | 'date'>;
const READS_AS: Record<CellKind, (text: string) => boolean> = {
  id: (text) => documentNumberIn(text) !== undefined,
  date: (text) => findDate(text) !== undefined,
};
const isCellKind = (kind: ValueKind): kind is CellKind => kind in READS_AS;
/** Labels that surely name a bill's number or date ('Invoice No.', 'Dated'), not a bare 'Bill' or '#'. */
const SURE_LABEL = 80;
const CELL_LABELS = LABELS.filter((spec) => isCellKind(spec.kind) && spec.rank >= SURE_LABEL);

/** How far below its label (label heights) the value cell is looked for. */
const BELOW_GAP = 2.5;
/** How far right of its label (page widths) a value OCR missed is looked for. */
const BESIDE = 0.15;
/** Bold print in a header box is read again at twice its size. */
const SCALE = 2;

/** A place a label's value may be printed, and the words OCR read there (none: a blank). */
interface ValueCell {
  kind: CellKind;
  box: Box;
  words: readonly Word[];
  /** Where OCR put the line's baseline (page-words.ts), for the value read again to stay on it. */
  baseline: number | undefined;
}

/** The words of `segment` a label at its start takes ('Inv No :' of 'Inv No : 1S9'). */
function labelWords(spec: LabelSpec, segment: Segment): Word[] | undefined {
  const match = spec.pattern.exec(segment.text);
  if (!match) return undefined;
  const length = match[0].trimEnd().length;
  let start = 0;
  return segment.words.filter((word) => {
    const starts = start;
    start += word.text.length + 1;
    return starts < length;
  });
}

/** The segment printed under `label` on the next line, when it is close. */
function segmentUnder(label: Box, line: Line, lines: readonly Line[]): Segment | undefined {
  const next = lines[line.index + 1];
  if (!next || next.top - bottomOf(line) > BELOW_GAP * line.height) return undefined;
  return next.segments.find((segment) => segment.left < rightOf(label) && rightOf(segment) > label.left - 0.01);
}

/**
 * Where a label's value may be when OCR read none right: beside it (what follows it in its segment,
 * and the next segment if near; else the blank there), then in the cell under it.
 */
function cellsOfLabel(kind: CellKind, label: Word[], segment: Segment, line: Line, lines: readonly Line[]) {
  const rest = segment.words.slice(label.length);
  const after = line.segments.slice(line.segments.indexOf(segment) + 1);
  const labelBox = unionBox(label);
  const reach = rightOf(labelBox) + BESIDE;
  const near = after.filter((each) => each.left < reach);
  const besideWords = [...rest, ...near.flatMap((each) => each.words)];
  // Out to BESIDE at least (a value OCR read in part, or not at all), short of a segment beyond.
  const end = Math.min(Math.max(reach, ...besideWords.map(rightOf)), after[near.length]?.left ?? 1);
  const top = Math.min(labelBox.top, ...besideWords.map((word) => word.top));
  const bottom = Math.max(bottomOf(labelBox), ...besideWords.map(bottomOf));
  const besideBox = { left: rightOf(labelBox), top, width: end - rightOf(labelBox), height: bottom - top };
  const under = segmentUnder(labelBox, line, lines);
  const cells: ValueCell[] = [{ kind, box: besideBox, words: besideWords, baseline: label[0]?.baseline }];
  if (!under) return cells;
  return [...cells, { kind, box: unionBox(under.words), words: under.words, baseline: under.words[0]?.baseline }];
}

/**
 * Labels of a bill's number or date whose value OCR misread or missed: nothing beside the label
 * nor under it reads as a value of its kind. Each gives the places to read again, in order.
 */
function misreadValues(layout: PageLayout): ValueCell[][] {
  return layout.lines.flatMap((line) =>
    line.segments.flatMap((segment) => {
      const spec = CELL_LABELS.find((each) => each.pattern.test(segment.text));
      const label = spec && labelWords(spec, segment);
      if (!spec || !label || label.length === 0 || !isCellKind(spec.kind)) return [];
      const cells = cellsOfLabel(spec.kind, label, segment, line, layout.lines);
      const readsAs = READS_AS[spec.kind];
      return cells.some((cell) => readsAs(cell.words.map((word) => word.text).join(' '))) ? [] : [cells];
    }),
  );
}

/**
 * A bill's number and date are printed in bold, often boxed, where a photo's OCR errs most: a label
 * whose value reads as none of its kind, beside it or under it, has those places read again on
 * their own, cut out and enlarged. The first place that then reads as a value gets it, in place of
 * the words read there before (issue 34).
 */
export async function rereadLabelCells(image: OcrImage, page: PageWords, readLine: LineReader): Promise<Word[]> {
  const labels = misreadValues(pageLayout(page));
  const cells = labels.flat();
  if (cells.length === 0) return page.words;
  const parts = await enlargedParts(
    image,
    cells.map((cell) => cell.box),
    SCALE,
  );
  const replaced = new Map<Word, Word | undefined>();
  const added: Word[] = [];
  let index = 0;
  for (const places of labels) {
    let found = false;
    for (const cell of places) {
      const part = parts?.[index++];
      if (found || !part) continue;
      const read = await readLine(part);
      const text = read.text.split('\n').find((each) => READS_AS[cell.kind](each));
      if (text === undefined) continue;
      found = true;
      const word = {
        ...cell.box,
        text: text.trim(),
        confidence: read.confidence,
        ...(cell.baseline === undefined ? {} : { baseline: cell.baseline }),
      };
      const [first, ...rest] = cell.words;
      if (first) replaced.set(first, word);
      else added.push(word);
      for (const each of rest) replaced.set(each, undefined);
    }
  }
  return [
    ...page.words.flatMap((word) => {
      if (!replaced.has(word)) return [word];
      const replacement = replaced.get(word);
      return replacement ? [replacement] : [];
    }),
    ...added,
  ];
}
