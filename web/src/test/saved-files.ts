import { vi } from 'vitest';

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
