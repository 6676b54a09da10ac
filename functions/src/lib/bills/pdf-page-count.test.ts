import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderPdf } from '#lib/print/pdf-renderer';
import { invoiceDocument } from '#lib/print/invoice-document';
import { SAMPLE_COMPANY, sampleInvoice } from '#lib/print/sample-documents';
import { pdfPageCount } from './pdf-page-count';

const TESTDATA = join(import.meta.dirname, '../../../../../shared/testdata/bills');
const samplePdfs = ['invoice2data', 'textract'].flatMap((folder) =>
  readdirSync(join(TESTDATA, folder))
    .filter((name) => name.endsWith('.pdf'))
    .map((name) => join(TESTDATA, folder, name)),
);

/** pdf.js's own count, the reference. */
const pdfjsPages = async (bytes: Uint8Array) => (await getDocumentProxy(new Uint8Array(bytes))).numPages;

/** A PDF 1.5 whose page tree lives in a compressed object stream, as newer producers write it. */
function objectStreamPdf(pages: number): Uint8Array {
  const kids = Array.from({ length: pages }, (_, i) => `${3 + i} 0 R`).join(' ');
  const objects = [
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} /Resources << /Font << >> >> >>`,
    ...Array.from({ length: pages }, () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>'),
  ];
  const offsets: number[] = [];
  let body = '';
  for (const object of objects) {
    offsets.push(body.length);
    body += `${object}\n`;
  }
  const header = objects.map((_, i) => `${2 + i} ${offsets[i] ?? 0}`).join(' ') + '\n';
  const stream = deflateSync(Buffer.from(header + body, 'latin1'));
  const pdf = Buffer.concat([
    Buffer.from('%PDF-1.5\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n', 'latin1'),
    Buffer.from(
      `9 0 obj\n<< /Type /ObjStm /N ${objects.length} /First ${header.length} /Filter /FlateDecode /Length ${stream.length} >>\nstream\n`,
      'latin1',
    ),
    stream,
    Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1'),
  ]);
  return new Uint8Array(pdf);
}

describe("a PDF's page count, read from its page tree (issue 31)", () => {
  it('agrees with pdf.js on every sample bill', async () => {
    expect(samplePdfs.length).toBeGreaterThan(5);
    for (const file of samplePdfs) {
      const bytes = new Uint8Array(readFileSync(file));
      expect([file, pdfPageCount(bytes)]).toEqual([file, await pdfjsPages(bytes)]);
    }
  });

  it('counts the pages of a long printed invoice', async () => {
    const bytes = await renderPdf(invoiceDocument(sampleInvoice({ lines: 120 }), SAMPLE_COMPANY));
    expect(pdfPageCount(bytes)).toBe(3);
    expect(await pdfjsPages(bytes)).toBe(3);
  });

  it('reads a page tree kept in a compressed object stream', () => {
    expect(pdfPageCount(objectStreamPdf(4))).toBe(4);
  });

  it('cannot tell the pages of bytes that are no PDF', () => {
    expect(pdfPageCount(new TextEncoder().encode('%PDF-1.4 nothing here'))).toBeUndefined();
  });
});
