import { vi } from 'vitest';

export interface SavedFile {
  name: string;
  blob: Blob;
}

/**
 * Files the page saves (lib/save-file clicks a link to an object URL), kept by name and content
 * instead of downloaded. Spies: restore them with `vi.restoreAllMocks()` after each test.
 */
export function captureDownloads(): SavedFile[] {
  const saved: SavedFile[] = [];
  let made = new Blob();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    made = blob as Blob;
    return 'blob:saved';
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: made });
  });
  return saved;
}
