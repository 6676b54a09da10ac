import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { extractText, getDocumentProxy } from 'unpdf';

/** The text of each page of a PDF, as a PDF text library reads it (unpdf, PDF.js inside). */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(document, { mergePages: false });
  return text;
}

/** Each page of a PDF as a PNG (poppler's pdftoppm, 50 dpi: an A4 page is 414 x 585 pixels). */
export function renderPngs(bytes: Uint8Array): Buffer[] {
  const folder = mkdtempSync(join(tmpdir(), 'print-'));
  writeFileSync(join(folder, 'document.pdf'), bytes);
  execFileSync('pdftoppm', ['-r', '50', '-png', join(folder, 'document.pdf'), join(folder, 'page')]);
  return readdirSync(folder)
    .filter((name) => name.endsWith('.png'))
    .sort()
    .map((name) => readFileSync(join(folder, name)));
}

/** Set to write the reference images anew (then look at each one before committing it). */
export const UPDATING_REFERENCES = process.env.UPDATE_PRINT_REFERENCES === '1';

/**
 * The share of pixels that differ between a rendered page and its committed reference image
 * (anti-aliasing ignored), or 1 when the sizes differ. With UPDATE_PRINT_REFERENCES=1 the page
 * becomes the reference.
 */
export function differenceFromReference(png: Buffer, referencePath: string): number {
  if (UPDATING_REFERENCES || !existsSync(referencePath)) {
    writeFileSync(referencePath, png);
    if (!UPDATING_REFERENCES)
      throw new Error(`No reference image yet: wrote ${referencePath}; look at it and commit it`);
    return 0;
  }
  const actual = PNG.sync.read(png);
  const expected = PNG.sync.read(readFileSync(referencePath));
  if (actual.width !== expected.width || actual.height !== expected.height) return 1;
  const changed = pixelmatch(actual.data, expected.data, undefined, actual.width, actual.height, { threshold: 0.1 });
  return changed / (actual.width * actual.height);
}

/**
 * The QR code printed on a PDF's first page, read as a phone would read the paper: the page drawn
 * at 300 dpi (poppler), then decoded (jsQR); null when none can be read.
 */
export function qrCodeOn(bytes: Uint8Array): string | null {
  const folder = mkdtempSync(join(tmpdir(), 'qr-'));
  writeFileSync(join(folder, 'document.pdf'), bytes);
  execFileSync('pdftoppm', [
    '-r',
    '300',
    '-f',
    '1',
    '-l',
    '1',
    '-png',
    join(folder, 'document.pdf'),
    join(folder, 'page'),
  ]);
  const [file] = readdirSync(folder).filter((name) => name.endsWith('.png'));
  if (!file) return null;
  const image = PNG.sync.read(readFileSync(join(folder, file)));
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}
