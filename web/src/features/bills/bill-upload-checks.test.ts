// Node's File: jsdom's has no arrayBuffer(), which every browser's has.
import { File } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { BILL_FILE_MESSAGES, BILL_MAX_BYTES } from '@app/shared/bills/bill-files';
import { checkBillFile, dropProblem, percentOf, uploadNameOf } from './bill-upload-checks';

const PDF_HEAD = '%PDF-1.7\n';
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];

/** A file of `size` bytes that starts with `head` (the rest is zeros). */
function fileOf(head: string | number[], size: number, name = 'bill.pdf', type = 'application/pdf') {
  const bytes = new Uint8Array(size);
  bytes.set(typeof head === 'string' ? new TextEncoder().encode(head) : head);
  return new File([bytes], name, { type });
}

describe('the checks before a bill is uploaded', () => {
  it('takes up to 20 bills in one drop, and refuses more with the shared message', () => {
    expect(dropProblem(1)).toBeUndefined();
    expect(dropProblem(20)).toBeUndefined();
    expect(dropProblem(21)).toBe('At most 20 bills at a time.');
  });

  it('knows a PDF and a PNG by their bytes, whatever the name says', async () => {
    expect(await checkBillFile(fileOf(PDF_HEAD, 2048))).toEqual({ ok: true, type: 'application/pdf' });
    expect(await checkBillFile(fileOf(PNG_HEAD, 4096, 'scan.pdf', 'application/pdf'))).toEqual({
      ok: true,
      type: 'image/png',
    });
  });

  it('refuses a file that is not a PDF or an image, even named .pdf', async () => {
    const text = fileOf('Invoice 1234, total 1,939.00', 512, 'bill.pdf');
    expect(await checkBillFile(text)).toEqual({ ok: false, problem: BILL_FILE_MESSAGES.type });
  });

  it('refuses a bill over 10 MB and an empty file', async () => {
    expect(await checkBillFile(fileOf(PDF_HEAD, BILL_MAX_BYTES))).toEqual({ ok: true, type: 'application/pdf' });
    expect(await checkBillFile(fileOf(PDF_HEAD, BILL_MAX_BYTES + 1))).toEqual({
      ok: false,
      problem: 'A bill must be at most 10 MB.',
    });
    expect(await checkBillFile(new File([], 'empty.pdf'))).toEqual({ ok: false, problem: 'The file is empty.' });
  });

  it('names the upload by the file, within the API limit', () => {
    expect(uploadNameOf('  oyo.pdf ')).toBe('oyo.pdf');
    expect(uploadNameOf('x'.repeat(250))).toHaveLength(200);
    expect(uploadNameOf('   ')).toBe('bill');
  });

  it('shows progress as a whole percentage', () => {
    expect([0, 0.004, 0.5, 0.999, 1, 1.2].map(percentOf)).toEqual([0, 0, 50, 100, 100, 100]);
  });
});
