import { describe, expect, it, vi } from 'vitest';
import { renderPdf } from '#lib/print/pdf-renderer';
import { extractBillLocally } from './extract-bill';

// Where no canvas package is installed, PDF pages cannot be rendered for OCR.
vi.mock('./canvas', () => ({ loadCanvas: () => Promise.resolve(undefined) }));

describe('a scanned PDF where pages cannot be rendered', () => {
  it('is reported as a scan that cannot be read here, for the user to see', async () => {
    const blankScan = await renderPdf({ content: [{ canvas: [{ type: 'rect', x: 0, y: 0, w: 200, h: 100 }] }] });
    const result = await extractBillLocally(blankScan, 'application/pdf');
    expect(result).toEqual({
      ok: false,
      reason: 'scanned-pdf-unsupported',
      message: 'This file could not be read as a bill: scanned PDFs cannot be read here yet',
    });
  });
});
