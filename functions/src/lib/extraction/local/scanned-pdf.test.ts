import { afterAll, describe, expect, it, vi } from 'vitest';
import { renderPdf } from '#lib/print/pdf-renderer';

// Where no canvas package is installed, PDF pages cannot be rendered for OCR. The integration tests
// share one module registry (isolate: false in vitest.config.ts), so the extractor is loaded afresh
// here with the canvas mocked, and the registry reset again after, for the files that follow.
async function extractorWithoutCanvas() {
  vi.resetModules();
  vi.doMock('./canvas', () => ({ loadCanvas: () => Promise.resolve(undefined) }));
  return (await import('./extract-bill')).extractBillLocally;
}

afterAll(() => {
  vi.doUnmock('./canvas');
  vi.resetModules();
});

describe('a scanned PDF where pages cannot be rendered', () => {
  it('is reported as a scan that cannot be read here, for the user to see', async () => {
    const extractBillLocally = await extractorWithoutCanvas();
    const blankScan = await renderPdf({ content: [{ canvas: [{ type: 'rect', x: 0, y: 0, w: 200, h: 100 }] }] });
    const result = await extractBillLocally(blankScan, 'application/pdf');
    expect(result).toEqual({
      ok: false,
      reason: 'scanned-pdf-unsupported',
      message: 'This file could not be read as a bill: scanned PDFs cannot be read here yet',
    });
  });
});
