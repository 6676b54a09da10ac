import type { VoucherType } from './voucher-types';

/**
 * Voucher numbers (GST rule 46(b), GST.md): consecutive per company, type and financial year, at
 * most 16 characters: prefix, the year and a 4-digit serial, e.g. SI/26-27/0001 (13 characters;
 * 99,999 vouchers a year still fit). Purchases carry the supplier's bill number; PI/.. is only
 * the form's suggestion.
 */
export const SERIAL_PREFIXES: Record<VoucherType, string> = {
  Sales: 'SI',
  Purchase: 'PI',
  Receipt: 'RV',
  Payment: 'PV',
  'Credit Note': 'CN',
  'Debit Note': 'DN',
  Journal: 'JV',
  Contra: 'CV',
};

/** The number of the `serial`-th voucher of a type in the financial year starting `yearStart`. */
export function voucherNumber(type: VoucherType, yearStart: string, serial: number): string {
  const year = Number(yearStart.slice(0, 4));
  const years = `${String(year % 100).padStart(2, '0')}-${String((year + 1) % 100).padStart(2, '0')}`;
  return `${SERIAL_PREFIXES[type]}/${years}/${String(serial).padStart(4, '0')}`;
}
