import type { Word } from '../page-words';

/** A word at `left`, `top` (fractions of an A4 page), as wide as its text at a small print, read 99% sure unless told. */
export const word = (text: string, left: number, top: number, extra: Partial<Word> = {}): Word => ({
  text,
  left,
  top,
  width: 0.008 * text.length,
  height: 0.01,
  confidence: 99,
  ...extra,
});
