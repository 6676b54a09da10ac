/**
 * A bill's table ruled in lines (Tally prints every cell boxed): OCR reads a rule beside a figure
 * as '|', '[' or ']' stuck to it ('[RH25361', '14800]'), or drops a boxed column altogether. The
 * rules are long straight runs of dark pixels, which no letter makes: they are painted out in the
 * paper's shade before OCR reads the page.
 */

/** The parts of a 2D context used here. */
export interface PixelContext {
  getImageData: (x: number, y: number, width: number, height: number) => { data: Uint8ClampedArray };
  putImageData: (image: { data: Uint8ClampedArray }, x: number, y: number) => void;
}

/** Ink is darker than this share of the paper's brightness (a photo's rules print grey). */
const INK_SHARE = 0.8;
/** How many pixels either side of a rule are painted out with it (its blurred edges). */
const EDGE = 1;
/** A run this long, in pixels, is a rule, not a letter's stroke: across, and down. */
const RULE_ACROSS = 0.04;
const RULE_DOWN = 0.025;

/** The paper's brightness: the median of a sample of the pixels (most of a bill is paper). */
function paperBrightness(data: Uint8ClampedArray, brightness: (at: number) => number): number {
  const samples: number[] = [];
  const step = Math.max(4, Math.floor(data.length / 4 / 5000) * 4);
  for (let at = 0; at < data.length; at += step) samples.push(brightness(at));
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? 255;
}

/** A broken rule's pieces are this far apart at most (share of the width), and half its length is ink. */
const BREAK = 0.008;
const BROKEN_INK = 0.5;
/** Rows this many pixels above and below a rule are paper (little ink): a line of letters has ink there. */
const CLEAR = 4;
const CLEAR_INK = 0.1;

/**
 * Rules across that are not one run of ink: printed dashed (continuous stationery's rules), or thin
 * rules a photo's light and JPEG broke into pieces. OCR reads them as dashes stuck to the letters
 * beside them, or loses a header. Runs of ink with short breaks, half ink at least, as long as a
 * rule, with paper a few pixels above and below, which a row through letters never has.
 */
function brokenRules(isInk: (x: number, y: number) => boolean, width: number, height: number, across: number) {
  const gap = Math.max(6, Math.round(BREAK * width));
  const inkIn = (y: number, start: number, end: number) => {
    if (y < 0 || y >= height) return 0;
    let ink = 0;
    for (let x = start; x <= end; x++) if (isInk(x, y)) ink++;
    return ink;
  };
  const rules: [number, number, number, number][] = [];
  for (let y = 0; y < height; y++) {
    let [start, last, ink] = [-1, -1, 0];
    const close = () => {
      const span = last - start + 1;
      const clear = (row: number) => inkIn(row, start, last) <= CLEAR_INK * span;
      if (span >= across && ink >= BROKEN_INK * span && clear(y - CLEAR) && clear(y + CLEAR)) {
        rules.push([start, y, span, 1]);
      }
    };
    for (let x = 0; x < width; x++) {
      if (!isInk(x, y)) continue;
      if (start !== -1 && x - last <= gap) [last, ink] = [x, ink + 1];
      else {
        if (start !== -1) close();
        [start, last, ink] = [x, x, 1];
      }
    }
    if (start !== -1) close();
  }
  return rules;
}

/** Paints out the rules (long dark runs across or down) of a `width` x `height` canvas. */
export function paintOutRules(context: PixelContext, width: number, height: number): void {
  const image = context.getImageData(0, 0, width, height);
  const { data } = image;
  const brightness = (at: number) => ((data[at] ?? 255) + (data[at + 1] ?? 255) + (data[at + 2] ?? 255)) / 3;
  const paper = paperBrightness(data, brightness);
  const ink = INK_SHARE * paper;
  const isInk = (x: number, y: number) => brightness((y * width + x) * 4) < ink;
  const rules: [number, number, number, number][] = [];
  const across = Math.max(40, Math.round(RULE_ACROSS * width));
  for (let y = 0; y < height; y++) {
    let start = -1;
    for (let x = 0; x <= width; x++) {
      if (x < width && isInk(x, y)) start = start === -1 ? x : start;
      else if (start !== -1) {
        if (x - start >= across) rules.push([start, y, x - start, 1]);
        start = -1;
      }
    }
  }
  rules.push(...brokenRules(isInk, width, height, across));
  const down = Math.max(30, Math.round(RULE_DOWN * height));
  for (let x = 0; x < width; x++) {
    let start = -1;
    for (let y = 0; y <= height; y++) {
      if (y < height && isInk(x, y)) start = start === -1 ? y : start;
      else if (start !== -1) {
        if (y - start >= down) rules.push([x, start, 1, y - start]);
        start = -1;
      }
    }
  }
  for (const [left, top, runWidth, runHeight] of rules) {
    const [x0, x1] = runWidth === 1 ? [left - EDGE, left + EDGE] : [left, left + runWidth - 1];
    const [y0, y1] = runHeight === 1 ? [top - EDGE, top + EDGE] : [top, top + runHeight - 1];
    for (let y = Math.max(0, y0); y <= Math.min(height - 1, y1); y++) {
      for (let x = Math.max(0, x0); x <= Math.min(width - 1, x1); x++)
        data.fill(paper, (y * width + x) * 4, (y * width + x) * 4 + 3);
    }
  }
  context.putImageData(image, 0, 0);
}
