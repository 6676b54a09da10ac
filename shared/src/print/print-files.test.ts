import { describe, expect, it } from 'vitest';
import { printFileName } from './print-files';

describe('the file name of a printed voucher', () => {
  it.each([
    ['SI/26-27/0001', 'SI-26-27-0001_Hisaab.pdf'],
    ['CN/26-27/0001', 'CN-26-27-0001_Hisaab.pdf'],
    ['DN/26-27/0012', 'DN-26-27-0012_Hisaab.pdf'],
    ['HPD / 2611', 'HPD-2611_Hisaab.pdf'],
    ['///', 'voucher_Hisaab.pdf'],
  ])('%s is saved as %s', (number, fileName) => {
    expect(printFileName(number)).toBe(fileName);
  });
});
