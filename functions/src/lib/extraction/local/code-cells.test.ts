import { describe, expect, it } from 'vitest';
import { loadCanvas } from './canvas';
import { type CodeReader, rereadCodes } from './code-cells';
import type { PageWords, Word } from './page-words';

const word = (text: string, left: number, top: number, confidence = 95): Word => ({
  text,
  left,
  top,
  width: 0.008 * text.length,
  height: 0.01,
  confidence,
});

/** A distributor's table: the second row's batch and the third's expiry read with little confidence. */
const page: PageWords = {
  page: 1,
  aspect: 1.414,
  ocr: true,
  words: [
    ...[
      ['Description', 0.05],
      ['Batch', 0.4],
      ['Exp', 0.55],
      ['Rate', 0.7],
      ['Amount', 0.85],
    ].map(([text, left]) => word(String(text), Number(left), 0.3)),
    ...[
      ['Crocin', 0.05],
      ['AB123', 0.4],
      ['06/27', 0.55],
      ['25.00', 0.7],
      ['250.00', 0.85],
    ].map(([text, left]) => word(String(text), Number(left), 0.33)),
    ...[
      ['Dolo', 0.05],
      ['182531', 0.4, 5],
      ['01/27', 0.55],
      ['24.00', 0.7],
      ['120.00', 0.85],
    ].map(([text, left, sure]) => word(String(text), Number(left), 0.35, sure === undefined ? 95 : Number(sure))),
    ...[
      ['Zincovit', 0.05],
      ['ZN44', 0.4],
      ['O3/28', 0.55, 30],
      ['45.00', 0.7],
      ['90.00', 0.85],
    ].map(([text, left, sure]) => word(String(text), Number(left), 0.37, sure === undefined ? 95 : Number(sure))),
    word('Thank', 0.05, 0.5, 20),
  ],
};

async function blankImage() {
  const canvas = (await loadCanvas())?.createCanvas(1000, 1414);
  if (!canvas) throw new Error('@napi-rs/canvas is a dependency of functions');
  return { bytes: new Uint8Array(canvas.toBuffer('image/png')), width: 1000, height: 1414 };
}

describe('batch numbers, expiries and counts read again on their own', () => {
  it('replaces a code read unsurely by a surer reading of the same kind, and nothing else', async () => {
    const asked: number[] = [];
    // What OCR makes of each cut-out word, in the order asked: batch and expiry cells, row by row.
    const answers = [
      ['AB123', 90],
      ['AB123', 91],
      ['06/27', 99],
      ['06/27', 99],
      ['L82531', 86],
      ['L82531', 84],
      ['01/27', 80],
      ['01/27', 80],
      ['ZN44', 50],
      ['ZN44', 50],
      ['03/28', 60],
      ['0328', 96],
    ] as const;
    const readCode: CodeReader = async () => {
      const [text, confidence] = answers[asked.length] ?? ['', 0];
      asked.push(asked.length);
      return { text, confidence };
    };
    const words = await rereadCodes(await blankImage(), page, readCode);
    expect(words.map((each) => each.text)).toEqual(
      page.words.map((each) => ({ '182531': 'L82531', 'O3/28': '03/28' })[each.text] ?? each.text),
    );
    // Each batch and expiry cell is read at two sizes; descriptions, figures and the note are not.
    expect(asked).toHaveLength(12);
  });

  it('fills a cell where the page reading found nothing, with a code read surely, under its header', async () => {
    const blankExpiry: PageWords = { ...page, words: page.words.filter((each) => each.text !== '06/27') };
    let asked = 0;
    // Cells in reading order, each at two sizes: the first row's batch (asks 1, 2), then its blank
    // expiry (3, 4); nothing else is read surely.
    const readCode: CodeReader = async () => {
      asked += 1;
      return asked === 3 || asked === 4 ? { text: '11/28', confidence: 88 } : { text: '', confidence: 0 };
    };
    const words = await rereadCodes(await blankImage(), blankExpiry, readCode);
    expect(words).toHaveLength(blankExpiry.words.length + 1);
    const filled = words.find((each) => each.text === '11/28');
    expect(filled?.top).toBeCloseTo(0.33);
    expect(filled?.left).toBeCloseTo(0.55);
  });

  it("fills a blank free quantity's cell with a count, and only a count", async () => {
    const row = (top: number, ...cells: [string, number][]) => cells.map(([text, left]) => word(text, left, top));
    const distributors: PageWords = {
      ...page,
      words: [
        ...row(
          0.3,
          ['Description', 0.05],
          ['Batch', 0.35],
          ['Exp', 0.48],
          ['Qty', 0.6],
          ['Free', 0.7],
          ['Amount', 0.85],
        ),
        ...row(0.33, ['Ondansetron', 0.05], ['2608D85', 0.35], ['08/28', 0.48], ['24', 0.6], ['924.77', 0.85]),
      ],
    };
    const image = await blankImage();
    // Cells in reading order, each at two sizes: batch (asks 1, 2), expiry (3, 4), quantity (5, 6),
    // then the blank free cell (7, 8).
    const readingFree = (free: string) => {
      let asked = 0;
      return rereadCodes(image, distributors, async () => {
        asked += 1;
        return asked >= 7 ? { text: free, confidence: 85 } : { text: '', confidence: 0 };
      });
    };
    const filled = (await readingFree('4')).find((each) => each.text === '4');
    expect(filled?.left).toBeCloseTo(0.7);
    expect(await readingFree('A')).toHaveLength(distributors.words.length);
  });

  it('reads an MRP again as a figure, by the reader of figures, and keeps it only as a price', async () => {
    const row = (top: number, ...cells: [string, number, number?][]) =>
      cells.map(([text, left, sure]) => word(text, left, top, sure));
    const priced: PageWords = {
      ...page,
      words: [
        ...row(0.3, ['Description', 0.05], ['MRP', 0.45], ['Rate', 0.6], ['Amount', 0.85]),
        ...row(0.33, ['Levothyroxine', 0.05], ['14800', 0.45, 40], ['110.78', 0.6], ['110.78', 0.85]),
      ],
    };
    const image = await blankImage();
    const kinds: string[] = [];
    const reading = (figure: string) =>
      rereadCodes(image, priced, async (_, kind) => {
        kinds.push(kind);
        return { text: figure, confidence: 90 };
      });
    expect((await reading('148.00')).map((each) => each.text)).toContain('148.00');
    expect(kinds).toEqual(['mrp', 'mrp']);
    expect((await reading('1480')).map((each) => each.text)).toContain('14800');
  });
});
