import { vi } from 'vitest';

/**
 * The browser parts PDF actions use, which jsdom lacks or cannot do: object URLs, saving through a
 * link, a print window, and the Web Share API (absent unless `allowShare` is called). Call
 * `restore` after each test.
 */
export function mockPdfBrowser() {
  /** The files saved through a download link: their URL and name. */
  const saved: { href: string; download: string }[] = [];
  const printWindow = {
    focus: vi.fn(),
    print: vi.fn(),
    // The PDF has loaded as soon as a listener asks.
    addEventListener: vi.fn((type: string, listener: () => void) => type === 'load' && listener()),
  };
  const open = vi.spyOn(window, 'open').mockReturnValue(printWindow as unknown as Window);
  const createObjectURL = vi.fn((_: Blob) => 'blob:http://localhost/pdf-1');
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: createObjectURL });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
  const share = vi.fn<(data: ShareData) => Promise<void>>();

  return {
    saved,
    open,
    printWindow,
    createObjectURL,
    share,
    /** Files can be shared here, and sharing does what `share` is made to do. */
    allowShare() {
      Object.defineProperty(navigator, 'canShare', { configurable: true, value: (data: ShareData) => !!data.files });
      Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    },
    restore() {
      open.mockRestore();
      click.mockRestore();
      for (const name of ['createObjectURL', 'revokeObjectURL'] as const) Reflect.deleteProperty(URL, name);
      for (const name of ['canShare', 'share'] as const) Reflect.deleteProperty(navigator, name);
    },
  };
}

/** A PDF's bytes as the server sends them, `kb` kilobytes long. */
export const pdfBlob = (kb = 1.5) => new Blob(['%PDF-'.padEnd(kb * 1024, ' ')], { type: 'application/pdf' });

/** An error as the browser raises it, e.g. 'AbortError' when the user cancels the share sheet. */
export const domError = (name: string) => new DOMException(name, name);
