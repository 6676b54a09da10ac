import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type Worker, OEM, PSM, createWorker } from 'tesseract.js';
import { CODE_ALPHABET, FIGURE_ALPHABET, rereadCodes } from './code-cells';
import { rereadLabelCells } from './label-cells';
import type { CodeKind } from './line-items';
import { type OcrImage, type Turn, ocrImage, straightenedImage, turnedImage } from './ocr-image';
import type { PageWords, Word } from './page-words';
import { type Baseline, skewOf, straightened } from './skew';

/**
 * OCR of bill images with tesseract.js, offline: the English model comes from the
 * @tesseract.js-data/eng package (the 'best_int' LSTM model), nothing is fetched or cached on
 * disk (Lambda's disk is read-only). Words are taken with their boxes and laid out again here, so
 * the page segmentation mode only decides what is found: single-column mode (4) found the lone
 * digits of a quantity column that sparse-text mode (11) dropped, and was as quick.
 */
const require = createRequire(import.meta.url);

type WorkerSettings = Parameters<Worker['setParameters']>[0];

/**
 * Pages are read as a column of text; a code or a price cut out of one (code-cells.ts) as one line
 * of its characters.
 */
const SETTINGS = {
  page: { tessedit_pageseg_mode: PSM.SINGLE_COLUMN, user_defined_dpi: '300' },
  code: { tessedit_pageseg_mode: PSM.SINGLE_LINE, user_defined_dpi: '300', tessedit_char_whitelist: CODE_ALPHABET },
  figure: { tessedit_pageseg_mode: PSM.SINGLE_LINE, user_defined_dpi: '300', tessedit_char_whitelist: FIGURE_ALPHABET },
} satisfies Record<string, WorkerSettings>;
type Reading = keyof typeof SETTINGS;

const workers: Partial<Record<Reading, Promise<Worker>>> = {};

async function startWorker(reading: Reading): Promise<Worker> {
  const langPath = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
  const started = await createWorker('eng', OEM.LSTM_ONLY, { langPath, gzip: true, cacheMethod: 'none' });
  await started.setParameters(SETTINGS[reading]);
  return started;
}

/**
 * The OCR worker for pages, for codes or for figures, each started on first use (2-4 s: the model is unpacked)
 * and kept for the next bill. Each keeps its own settings, so that bills read at once never mix them.
 */
function ocrWorker(reading: Reading): Promise<Worker> {
  workers[reading] ??= startWorker(reading).catch((error: unknown) => {
    workers[reading] = undefined;
    throw error;
  });
  return workers[reading];
}

/** Stops the OCR workers (tests and scripts, so that the process can exit). */
export async function stopOcr(): Promise<void> {
  const running = Object.values(workers);
  for (const reading of Object.keys(workers) as Reading[]) workers[reading] = undefined;
  for (const each of running) await (await each).terminate();
}

async function readCode(image: Uint8Array, kind: CodeKind) {
  const { data } = await (await ocrWorker(kind === 'mrp' ? 'figure' : 'code')).recognize(Buffer.from(image));
  return { text: data.text.trim(), confidence: data.confidence };
}

async function readLine(image: Uint8Array) {
  const { data } = await (await ocrWorker('page')).recognize(Buffer.from(image));
  return { text: data.text.trim(), confidence: data.confidence };
}

/** The height of a text line's baseline at `x` (pixels), where the line's words sit. */
function baselineUnder(baseline: Baseline, x: number): number {
  const { x0, y0, x1, y1 } = baseline;
  return x1 === x0 ? y0 : y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
}

/** The words OCR reads on an image, boxes as fractions of it, and the skew of its text lines. */
async function recognized(image: OcrImage): Promise<{ words: Word[]; skew: number }> {
  const { data } = await (
    await ocrWorker('page')
  ).recognize(Buffer.from(image.bytes), {}, { blocks: true, text: false });
  const lines = (data.blocks ?? []).flatMap((block) => block.paragraphs).flatMap((paragraph) => paragraph.lines);
  const baselines: Baseline[] = lines.map((line) => line.baseline);
  const words = lines.flatMap((line) =>
    line.words
      .filter((word) => word.text.trim() !== '')
      .map((word) => ({
        text: word.text.trim(),
        left: word.bbox.x0 / image.width,
        top: word.bbox.y0 / image.height,
        width: (word.bbox.x1 - word.bbox.x0) / image.width,
        height: (word.bbox.y1 - word.bbox.y0) / image.height,
        confidence: word.confidence,
        baseline: baselineUnder(line.baseline, (word.bbox.x0 + word.bbox.x1) / 2) / image.height,
      })),
  );
  return { words, skew: skewOf(baselines, image.width) };
}

/**
 * A read with fewer words this sure than FEW_WORDS may be of a photo taken sideways or upside
 * down (a long receipt photographed across): the image is read turned each way, until a turn
 * reads well, and the turn that reads most surely wins. An upright bill reads many more at once
 * and costs nothing more.
 */
const SURE = 60;
const FEW_WORDS = 12;
const TURNS: readonly Turn[] = [90, 270, 180];
/** Words read surely: of two letters or digits at least (sure-read '=' and '©' are a photo's noise). */
const sureWords = (words: readonly Word[]) =>
  words.filter((word) => word.confidence >= SURE && /[\p{L}\p{N}]{2}/u.test(word.text)).length;

/**
 * The words of a photo askew, as they lie on it straightened: read again off the image turned
 * straight (OCR finds a bordered table's columns on a straight page that it misses on a sloping
 * one), else, where that reads fewer words surely, the words read turned back by the skew, about
 * the middle as the image is: either way their boxes are on the straightened image.
 */
async function straightWords(
  image: OcrImage,
  words: Word[],
  skew: number,
): Promise<{ words: Word[]; image?: OcrImage }> {
  const straight = await straightenedImage(image, skew);
  const reread = straight && (await recognized(straight)).words;
  const turnedBack = () => straightened(words, skew, image.height / image.width);
  return { words: reread && sureWords(reread) >= sureWords(words) ? reread : turnedBack(), image: straight };
}

/**
 * The words on an image (PNG, JPEG or WebP) with their boxes as fractions of the image, read
 * upright (`turned` says how far it was turned for that). Undefined when the bytes are not an
 * image of those kinds (or one too large to read).
 */
export async function ocrWords(image: Uint8Array, page: number): Promise<PageWords | undefined> {
  const prepared = await ocrImage(image);
  if (!prepared) return undefined;
  let best: { image: OcrImage; words: Word[]; skew: number; turned?: Turn } = {
    image: prepared,
    ...(await recognized(prepared)),
  };
  for (const degrees of sureWords(best.words) < FEW_WORDS ? TURNS : []) {
    const turned = await turnedImage(prepared, degrees);
    if (!turned) break;
    const read = await recognized(turned);
    if (sureWords(read.words) > sureWords(best.words)) best = { image: turned, ...read, turned: degrees };
    if (sureWords(best.words) >= FEW_WORDS) break;
  }
  const { image: read, skew, turned } = best;
  const aspect = read.height / read.width;
  const { words, image: wordsImage } = skew ? await straightWords(read, best.words, skew) : { ...best, image: read };
  const pageWords: PageWords = {
    page,
    aspect,
    ocr: true,
    words,
    ...(turned ? { turned } : {}),
    ...(read.cut ? { cut: read.cut } : {}),
    ...(skew ? { skew } : {}),
  };
  if (!wordsImage) return pageWords;
  const withCodes = { ...pageWords, words: await rereadCodes(wordsImage, pageWords, readCode) };
  return { ...withCodes, words: await rereadLabelCells(wordsImage, withCodes, readLine) };
}
