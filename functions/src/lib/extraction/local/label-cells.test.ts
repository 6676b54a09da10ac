import { describe, expect, it } from 'vitest';
import { loadCanvas } from './canvas';
import { type LineReader, rereadLabelCells } from './label-cells';
import type { PageWords, Word } from './page-words';
import { word } from './test/words';

const pageOf = (...words: Word[]): PageWords => ({ page: 1, aspect: 1.414, ocr: true, words });

async function blankImage() {
  const canvas = (await loadCanvas())?.createCanvas(1000, 1414);
  if (!canvas) throw new Error('@napi-rs/canvas is a dependency of functions');
  return { bytes: new Uint8Array(canvas.toBuffer('image/png')), width: 1000, height: 1414 };
}

/** A reader giving each cut-out in turn the next answer, and counting what it was asked. */
function readerOf(...answers: string[]): LineReader & { asked: number } {
  const reader = Object.assign(
    async () => {
      const text = answers[reader.asked] ?? '';
      reader.asked += 1;
      return { text, confidence: 80 };
    },
    { asked: 0 },
  );
  return reader;
}

describe("a bill's number and date, read again where OCR misread them", () => {
  it("replaces a misread value under its label (a Tally header box) by the cell's second reading", async () => {
    // 'Invoice No.' over 'SI-2627-0456' read 'Cordini'; 'Dated' over '21-Sep-2026' read 'Sl'.
    const page = pageOf(
      word('Invoice', 0.5, 0.1),
      word('No.', 0.56, 0.1),
      word('Dated', 0.72, 0.1),
      word('Cordini', 0.5, 0.115),
      word('Sl', 0.72, 0.115),
    );
    // Beside each label first (blank), then under it; the first reading keeps the label OCR caught too.
    const reader = readerOf('', 'Invoice No\nSI-2627-0456', '', '21-Sep-2026');
    const words = await rereadLabelCells(await blankImage(), page, reader);
    expect(words.map((each) => each.text)).toEqual(['Invoice', 'No.', 'Dated', 'SI-2627-0456', '21-Sep-2026']);
    expect(words[3]).toMatchObject({ left: 0.5, top: 0.115 });
  });

  it('puts a value OCR missed beside its label on the label’s line, as read again', async () => {
    const label = { baseline: 0.109 };
    const page = pageOf(word('Inv', 0.6, 0.1, label), word('No:', 0.63, 0.1, label));
    const words = await rereadLabelCells(await blankImage(), page, readerOf(': DPD-00914'));
    const added = words.find((each) => each.text === ': DPD-00914');
    expect(added).toMatchObject({ top: 0.1, baseline: 0.109 });
    expect(added?.left).toBeCloseTo(0.654);
  });

  it('reads nothing again where the value reads as one, and keeps what a second reading does not make a value', async () => {
    const readable = pageOf(word('Invoice', 0.5, 0.1), word('No.', 0.56, 0.1), word('A/1187', 0.6, 0.1));
    const untouched = readerOf('999');
    expect(await rereadLabelCells(await blankImage(), readable, untouched)).toEqual(readable.words);
    expect(untouched.asked).toBe(0);
    const misread = pageOf(word('Dated', 0.72, 0.1), word('Sl', 0.72, 0.115));
    const words = await rereadLabelCells(await blankImage(), misread, readerOf('', 'Sep'));
    expect(words.map((each) => each.text)).toEqual(['Dated', 'Sl']);
  });
});
