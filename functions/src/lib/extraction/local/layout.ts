import { type Box, type PageWords, type Word, median, middleOf, rightOf, unionBox } from './page-words';

/** Words of one line that stand together: a label, a value, a table cell. */
export interface Segment extends Box {
  words: Word[];
  text: string;
}

/** Words sharing a baseline across the whole page, left to right, cut into segments at wide gaps. */
export interface Line extends Box {
  page: number;
  /** Position among its page's lines, top to bottom. */
  index: number;
  words: Word[];
  segments: Segment[];
  text: string;
}

export interface PageLayout {
  page: number;
  aspect: number;
  /** Read by OCR (see PageWords). */
  ocr: boolean;
  lines: Line[];
}

/**
 * A gap wider than this many word heights starts a new segment. A space is about a quarter of the
 * font size; columns and label-value gaps are wider than a font size. OCR boxes hug the ink (a
 * lowercase word's box is shorter than the font size), hence a larger factor for scans.
 */
const SEGMENT_GAP = { text: 0.9, ocr: 1.3 } as const;

export const joinWords = (words: readonly Word[]) => words.map((word) => word.text).join(' ');

export function segmentOf(words: Word[]): Segment {
  return { ...unionBox(words), words, text: joinWords(words) };
}

interface OpenLine {
  words: Word[];
  middle: number;
  height: number;
}

/** Where a word sits: on its baseline where OCR gave one, else its box's middle. */
const heightOf = (word: Word) => word.baseline ?? middleOf(word);

/** Words sitting (heightOf) within half a word height of each other share a line. */
function groupIntoLines(words: readonly Word[]): Word[][] {
  const open: OpenLine[] = [];
  for (const word of [...words].sort((a, b) => heightOf(a) - heightOf(b))) {
    const middle = heightOf(word);
    const distance = (candidate: OpenLine) => Math.abs(candidate.middle - middle);
    const line = open
      .filter(
        (candidate) =>
          distance(candidate) <= 0.5 * Math.min(candidate.height, word.height) &&
          word.height < 2.5 * candidate.height &&
          candidate.height < 2.5 * word.height,
      )
      .sort((a, b) => distance(a) - distance(b))[0];
    if (line) {
      line.words.push(word);
      line.middle = median(line.words.map(heightOf));
      line.height = median(line.words.map((member) => member.height));
    } else {
      open.push({ words: [word], middle, height: word.height });
    }
  }
  return open.map((line) => line.words);
}

function segmentsOf(words: readonly Word[], aspect: number, gapFactor: number): Segment[] {
  const height = median(words.map((word) => word.height)) * aspect;
  const segments: Word[][] = [];
  let previous: Word | undefined;
  for (const word of words) {
    const current = segments.at(-1);
    if (current && previous && word.left - rightOf(previous) <= gapFactor * height) current.push(word);
    else segments.push([word]);
    previous = word;
  }
  return segments.map(segmentOf);
}

/** A page's words as lines top to bottom, each cut into segments. */
export function pageLayout({ page, aspect, ocr, words }: PageWords): PageLayout {
  const gapFactor = ocr ? SEGMENT_GAP.ocr : SEGMENT_GAP.text;
  const lines = groupIntoLines(words.filter((word) => word.text.trim() !== ''))
    .map((members) => [...members].sort((a, b) => a.left - b.left))
    .sort((a, b) => median(a.map(middleOf)) - median(b.map(middleOf)))
    .map((members, index): Line => ({
      ...unionBox(members),
      page,
      index,
      words: members,
      segments: segmentsOf(members, aspect, gapFactor),
      text: joinWords(members),
    }));
  return { page, aspect, ocr, lines };
}
