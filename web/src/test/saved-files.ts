import { vi } from 'vitest';
import type { Workbook, Worksheet } from 'exceljs';

/**
 * Catches the files a page saves through a download link (jsdom saves nothing): each one's name
 * and contents, in the order saved. Undo with `vi.restoreAllMocks()` after the test.
 */
export function catchSavedFiles() {
  const saved: { name: string; blob: Blob }[] = [];
  let blob = new Blob();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((made) => {
    blob = made as Blob;
    return 'blob:saved-file';
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob });
  });
  return saved;
}

/** A blob's text (jsdom's Blob has no text()); the reader drops a byte-order mark. */
export const textOf = (blob: Blob | undefined) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob ?? new Blob());
  });

/** A blob's bytes, read as textOf reads its text. */
const bytesOf = (blob: Blob | undefined) =>
  new Promise<ArrayBuffer>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(blob ?? new Blob());
  });

/** A saved Excel file opened as a spreadsheet would open it: its workbook, read by ExcelJS. */
export async function workbookOf(blob: Blob | undefined): Promise<Workbook> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await bytesOf(blob));
  return workbook;
}

/** A sheet's rows as the values of their cells from column A on, an empty cell null; none after the last filled. */
export const rowsOf = (sheet: Worksheet | undefined) =>
  (sheet?.getRows(1, sheet.rowCount) ?? []).map((row) => {
    const cells = Array.from({ length: row.cellCount }, (_, index) => row.getCell(index + 1).value);
    while (cells.length > 0 && cells.at(-1) === null) cells.pop();
    return cells;
  });

/**
 * jsdom's files and blobs have no arrayBuffer() or text(), which every browser's have and the code
 * reads uploads with: FileReader stands in, for the rest of the test file.
 */
export function readableBlobs() {
  Object.defineProperty(Blob.prototype, 'arrayBuffer', {
    configurable: true,
    value(this: Blob) {
      return bytesOf(this);
    },
  });
  Object.defineProperty(Blob.prototype, 'text', {
    configurable: true,
    value(this: Blob) {
      return textOf(this);
    },
  });
}
