import { type Box, type Word, median } from './page-words';

/**
 * A photographed bill lies a little askew: its rows slope, and a row's words at the left and right
 * of a wide table sit a line apart, so the layout (which groups words by height) breaks each row in
 * two. OCR reads each text line along its slope and gives its baseline; the page's skew is the
 * median slope of the long baselines, and the words' boxes are turned back by it before the layout
 * sees them (their centres turned about the page's, in units of its width).
 */

/** A text line's baseline as OCR gives it, in pixels. */
export interface Baseline {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Baselines shorter than this share of the image's width slope too coarsely to count. */
const LONG_BASELINE = 0.15;
/** Fewer long baselines than this tell no skew. */
const ENOUGH_BASELINES = 3;
/** Under 0.25 degrees a row drifts less than half a line across a page: left as it is. */
const NEGLIGIBLE = (0.25 * Math.PI) / 180;
/** Over 10 degrees it is no slope of a row but a turned or warped photo: left as it is. */
const TOO_STEEP = (10 * Math.PI) / 180;

/** The page's skew in radians (positive: rows fall to the right), or 0 when none is told. */
export function skewOf(baselines: readonly Baseline[], imageWidth: number): number {
  const slopes = baselines
    .filter((line) => line.x1 - line.x0 >= LONG_BASELINE * imageWidth)
    .map((line) => Math.atan2(line.y1 - line.y0, line.x1 - line.x0));
  if (slopes.length < ENOUGH_BASELINES) return 0;
  const angle = median(slopes);
  return Math.abs(angle) < NEGLIGIBLE || Math.abs(angle) > TOO_STEEP ? 0 : angle;
}

/** A box (fractions of a page `aspect` high for 1 wide) with its centre turned by `angle` about the page's. */
function turnedBox<T extends Box & { baseline?: number }>(box: T, angle: number, aspect: number): T {
  const centre = box.left + box.width / 2;
  const [x, y] = turnedPoint(centre, box.top + box.height / 2, angle, aspect);
  const turned = { ...box, left: x - box.width / 2, top: y - box.height / 2 };
  return box.baseline === undefined
    ? turned
    : { ...turned, baseline: turnedPoint(centre, box.baseline, angle, aspect)[1] };
}

/** A point (fractions of the page) turned by `angle` about the page's middle. */
function turnedPoint(left: number, top: number, angle: number, aspect: number): [number, number] {
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const dx = left - 0.5;
  const dy = top * aspect - aspect / 2;
  return [0.5 + dx * cos - dy * sin, (aspect / 2 + dx * sin + dy * cos) / aspect];
}

/** The words as they lie on the page straightened by `skew`. */
export const straightened = (words: readonly Word[], skew: number, aspect: number): Word[] =>
  words.map((word) => turnedBox(word, -skew, aspect));

/** A box on the page straightened by `skew`, put back where it lies on the askew image. */
export const unskewedBox = (box: Box, skew: number, aspect: number): Box => turnedBox(box, skew, aspect);
