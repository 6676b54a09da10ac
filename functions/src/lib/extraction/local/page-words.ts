/**
 * What both readers of a bill produce and the layout analysis works on: each page's words with
 * their boxes. Boxes are fractions of the page's width and height, top-left origin, as in
 * Textract's BoundingBox, so the PDF text layer and OCR of an image give the same kind of input.
 */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Word extends Box {
  text: string;
  /** 0-100: 99 for a PDF's text layer, the OCR engine's own figure for a scan. */
  confidence: number;
  /**
   * OCR: the height (fraction of the page's) of the word's text line's baseline under its middle.
   * Words of one row share it, however their ink rises or falls ('Tab' and 'Pantoprazole').
   */
  baseline?: number;
}

export interface PageWords {
  /** 1-based. */
  page: number;
  /** The page's height over its width (1.41 for A4 portrait), to compare gaps across with heights. */
  aspect: number;
  /** Read by OCR (boxes hug the ink) rather than from a PDF's text layer (boxes are font-sized). */
  ocr: boolean;
  /**
   * How far the image was turned clockwise to read it (a photo taken sideways): the words' boxes
   * are on the page as turned, upright; the response's are put back on the image as it is.
   */
  turned?: 90 | 180 | 270;
  /** The part of the image read (a photo's paper: ocr-image.ts), as fractions of it; absent: all. */
  cut?: Box;
  /**
   * How far (radians) the words were turned to straighten a photo taken askew (skew.ts): their
   * boxes are on the page straightened; the response's are put back on the image. Absent: none.
   */
  skew?: number;
  words: Word[];
}

export const rightOf = (box: Box) => box.left + box.width;
export const bottomOf = (box: Box) => box.top + box.height;
export const middleOf = (box: Box) => box.top + box.height / 2;

/** The smallest box holding all of `boxes` (an empty box at the origin for none). */
export function unionBox(boxes: readonly Box[]): Box {
  if (boxes.length === 0) return { left: 0, top: 0, width: 0, height: 0 };
  const left = Math.min(...boxes.map((box) => box.left));
  const top = Math.min(...boxes.map((box) => box.top));
  const right = Math.max(...boxes.map(rightOf));
  const bottom = Math.max(...boxes.map(bottomOf));
  return { left, top, width: right - left, height: bottom - top };
}

/** How much two boxes overlap across the page (0 when they do not). */
export const horizontalOverlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(rightOf(a), rightOf(b)) - Math.max(a.left, b.left));

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
