import { type CanvasModule, loadCanvas } from './canvas';
import { paintOutRules } from './ruled-lines';
import { imageSize } from './image-size';

/**
 * Tesseract reads characters best at 20-40 pixels high. A screenshot or a phone's small copy of a
 * bill (800 pixels across an A4 page: 10-pixel characters) is enlarged first, where a canvas is
 * at hand (canvas.ts); a scan, or a long receipt, is read as it is: enlarging what is sharp
 * enough already makes OCR slower and no better (it misread a receipt's '$19.99' as '$19:89').
 * A photo of tens of megapixels is made smaller, as OCR time grows with the pixels.
 */
const SMALL = 1400;
const ENLARGED = 2000;
const LARGE_PIXELS = 16e6;
const REDUCED_PIXELS = 12e6;
/** Beyond this even a canvas is not asked to decode the image (10,000 pixels square). */
export const MAX_IMAGE_PIXELS = 100e6;

export interface OcrImage {
  bytes: Uint8Array;
  width: number;
  height: number;
  /** The part of the photo read (its paper), as fractions of the photo; absent when read whole. */
  cut?: Area;
}

/** The paper is looked for on a copy this many pixels across: enough for its edges, quick. */
const SURVEY = 160;
/**
 * Paper: light and grey, never warmer than a little (a pale wooden table is as light and nearly
 * as grey, but its red stands well above its blue). Under a warm lamp paper is found nowhere, and
 * the photo is read whole, as before.
 */
const PAPER_LIGHT = 170;
const PAPER_GREY = 45;
const PAPER_WARMTH = 12;
/** Ink: dark. The paper is the stretch with the most ink, not an empty white margin. */
const INK_DARK = 110;
/** A column is the paper's when this much of it is paper; a row, when this much of its width is. */
const PAPER_COLUMN = 0.4;
const PAPER_ROW = 0.5;
/** Paper filling this much of the image already (a scan, a screenshot) is read as it is. */
const FILLS = 0.85;
/** How wide (survey pixels) a ring around the paper is looked at, and how much of it is background. */
const RING = 3;
const RING_BACKGROUND = 0.6;

interface Area {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The runs of indexes where `holds` is true, as [first, last]. */
function runsOf(count: number, holds: (index: number) => boolean): [number, number][] {
  const runs: [number, number][] = [];
  let start = -1;
  for (let index = 0; index <= count; index++) {
    if (index < count && holds(index)) {
      if (start === -1) start = index;
    } else if (start !== -1) {
      runs.push([start, index - 1]);
      start = -1;
    }
  }
  return runs;
}

/** The run scoring most (`score` of each index added up); undefined when none. */
function bestRun(runs: readonly [number, number][], score: (index: number) => number): [number, number] | undefined {
  let best: [number, number] | undefined;
  let bestScore = -1;
  for (const run of runs) {
    let total = 0;
    for (let index = run[0]; index <= run[1]; index++) total += score(index);
    if (total > bestScore) [best, bestScore] = [run, total];
  }
  return best;
}

/**
 * A photo of a bill lying on a table (issue 34): the paper's area, found on a small copy of the
 * image, so that OCR reads the bill at a size it reads well rather than a small part of a large
 * photo. Undefined when the paper fills the image already, or none stands out.
 */
function paperArea(canvasModule: CanvasModule, picture: unknown, width: number, height: number): Area | undefined {
  const scale = SURVEY / Math.max(width, height);
  const [w, h] = [Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale))];
  const context = canvasModule.createCanvas(w, h).getContext('2d');
  // A transparent PNG is white paper, as it is read.
  context.fillStyle = 'white';
  context.fillRect(0, 0, w, h);
  context.drawImage(picture, 0, 0, w, h);
  const { data } = context.getImageData(0, 0, w, h);
  const channels = (x: number, y: number) => {
    const at = (y * w + x) * 4;
    return [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0];
  };
  const isPaper = (x: number, y: number) => {
    const rgb = channels(x, y);
    const [red = 0, , blue = 0] = rgb;
    const grey = Math.max(...rgb) - Math.min(...rgb) <= PAPER_GREY;
    return Math.max(...rgb) >= PAPER_LIGHT && grey && red - blue <= PAPER_WARMTH;
  };
  const isInk = (x: number, y: number) => Math.max(...channels(x, y)) < INK_DARK;
  const count = (length: number, holds: (index: number) => boolean) => {
    let found = 0;
    for (let index = 0; index < length; index++) if (holds(index)) found++;
    return found;
  };
  const paperColumns = runsOf(w, (x) => count(h, (y) => isPaper(x, y)) / h >= PAPER_COLUMN);
  const columns = bestRun(paperColumns, (x) => count(h, (y) => isInk(x, y)));
  if (!columns) return undefined;
  const [left, right] = columns;
  const across = right - left + 1;
  const paperRows = runsOf(h, (y) => count(across, (x) => isPaper(left + x, y)) / across >= PAPER_ROW);
  const rows = bestRun(paperRows, (y) => count(across, (x) => isInk(left + x, y)));
  if (!rows) return undefined;
  const [top, bottom] = rows;
  const area = (across * (bottom - top + 1)) / (w * h);
  if (area >= FILLS || area < 0.05) return undefined;
  // Photographed paper lies within the photo, the table showing on three sides at least; a page
  // cut by a dark band across it (a table's header) reaches the image's edges, and is read whole.
  const freeSides = [left > 0, top > 0, right < w - 1, bottom < h - 1].filter(Boolean).length;
  if (freeSides < 3) return undefined;
  // The paper's edge lies against what it rests on: a ring around it that is mostly not paper.
  // A page's own coloured band or picture has paper beside it, and the page is read whole.
  let [ring, background] = [0, 0];
  for (let y = Math.max(0, top - RING); y <= Math.min(h - 1, bottom + RING); y++) {
    for (let x = Math.max(0, left - RING); x <= Math.min(w - 1, right + RING); x++) {
      if (x >= left && x <= right && y >= top && y <= bottom) continue;
      ring++;
      if (!isPaper(x, y)) background++;
    }
  }
  if (ring === 0 || background / ring < RING_BACKGROUND) return undefined;
  // A margin of two survey pixels: the paper's edge is a blur at this size.
  const x0 = Math.max(0, left - 2) / scale;
  const y0 = Math.max(0, top - 2) / scale;
  const x1 = Math.min(width, Math.min(w, right + 3) / scale);
  const y1 = Math.min(height, Math.min(h, bottom + 3) / scale);
  return { left: Math.round(x0), top: Math.round(y0), width: Math.round(x1 - x0), height: Math.round(y1 - y0) };
}

/**
 * The image to OCR: a photographed bill cut to its paper (paperArea), then resized if small or
 * huge; undefined when the bytes are not a PNG, JPEG or WebP of at most MAX_IMAGE_PIXELS. Where
 * no canvas is at hand, the image as it is.
 */
export async function ocrImage(bytes: Uint8Array): Promise<OcrImage | undefined> {
  const size = imageSize(bytes);
  if (!size || size.width * size.height > MAX_IMAGE_PIXELS) return undefined;
  const canvasModule = await loadCanvas();
  if (!canvasModule) return { bytes, ...size };
  const picture = await canvasModule.loadImage(Buffer.from(bytes));
  const paper = paperArea(canvasModule, picture, size.width, size.height);
  const source = paper ?? { left: 0, top: 0, width: size.width, height: size.height };
  const longest = Math.max(source.width, source.height);
  const pixels = source.width * source.height;
  const scale = longest < SMALL ? ENLARGED / longest : pixels > LARGE_PIXELS ? Math.sqrt(REDUCED_PIXELS / pixels) : 1;
  if (scale === 1 && !paper) return { bytes, ...size };
  const width = Math.round(source.width * scale);
  const height = Math.round(source.height * scale);
  const canvas = canvasModule.createCanvas(width, height);
  const context = canvas.getContext('2d');
  // Transparent parts (a PNG screenshot's) become paper-white rather than black.
  context.fillStyle = 'white';
  context.fillRect(0, 0, width, height);
  context.translate(-Math.round(source.left * scale), -Math.round(source.top * scale));
  context.drawImage(picture, 0, 0, Math.round(size.width * scale), Math.round(size.height * scale));
  const cut = paper && {
    left: paper.left / size.width,
    top: paper.top / size.height,
    width: paper.width / size.width,
    height: paper.height / size.height,
  };
  return { bytes: new Uint8Array(canvas.toBuffer('image/png')), width, height, ...(cut ? { cut } : {}) };
}

/** How far an image is turned clockwise to read it upright: a photo taken sideways or upside down. */
export type Turn = 90 | 180 | 270;

/** The image turned clockwise by `degrees`; undefined where no canvas is at hand to turn it. */
export async function turnedImage(image: OcrImage, degrees: Turn): Promise<OcrImage | undefined> {
  const canvasModule = await loadCanvas();
  if (!canvasModule) return undefined;
  const sideways = degrees !== 180;
  const [width, height] = sideways ? [image.height, image.width] : [image.width, image.height];
  const picture = await canvasModule.loadImage(Buffer.from(image.bytes));
  const canvas = canvasModule.createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = 'white';
  context.fillRect(0, 0, width, height);
  const origin = { 90: [width, 0], 180: [width, height], 270: [0, height] }[degrees];
  context.translate(origin[0] ?? 0, origin[1] ?? 0);
  context.rotate((degrees * Math.PI) / 180);
  context.drawImage(picture, 0, 0, image.width, image.height);
  return {
    bytes: new Uint8Array(canvas.toBuffer('image/png')),
    width,
    height,
    ...(image.cut ? { cut: image.cut } : {}),
  };
}

/**
 * The image turned back by `skew` radians about its middle (a photo askew: skew.ts), on a canvas
 * of its own size; undefined where no canvas is at hand.
 */
export async function straightenedImage(image: OcrImage, skew: number): Promise<OcrImage | undefined> {
  const canvasModule = await loadCanvas();
  if (!canvasModule) return undefined;
  const { width, height } = image;
  const picture = await canvasModule.loadImage(Buffer.from(image.bytes));
  const canvas = canvasModule.createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = 'white';
  context.fillRect(0, 0, width, height);
  context.translate(width / 2, height / 2);
  context.rotate(-skew);
  context.translate(-width / 2, -height / 2);
  context.drawImage(picture, 0, 0, width, height);
  context.setTransform(1, 0, 0, 1, 0, 0);
  paintOutRules(context, width, height);
  return {
    bytes: new Uint8Array(canvas.toBuffer('image/png')),
    width,
    height,
    ...(image.cut ? { cut: image.cut } : {}),
  };
}

/**
 * Boxes of the image (fractions of it), each with a few pixels' margin and enlarged `scale` times:
 * words cut out to be read again on their own (code-cells.ts). Undefined where no canvas is at hand.
 */
export async function enlargedParts(image: OcrImage, boxes: readonly Area[], scale: number) {
  const canvasModule = await loadCanvas();
  if (!canvasModule) return undefined;
  const picture = await canvasModule.loadImage(Buffer.from(image.bytes));
  const margin = 4;
  return boxes.map((box) => {
    const [left, top] = [box.left * image.width - margin, box.top * image.height - margin];
    const [width, height] = [box.width * image.width + 2 * margin, box.height * image.height + 2 * margin];
    const [outWidth, outHeight] = [Math.round(width * scale), Math.round(height * scale)];
    const canvas = canvasModule.createCanvas(outWidth, outHeight);
    const context = canvas.getContext('2d');
    context.fillStyle = 'white';
    context.fillRect(0, 0, outWidth, outHeight);
    context.drawImage(picture, left, top, width, height, 0, 0, outWidth, outHeight);
    return new Uint8Array(canvas.toBuffer('image/png'));
  });
}
