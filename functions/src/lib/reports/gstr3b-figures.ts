import { sideSign } from '@app/shared/books/voucher-types';
import { isOutsideIndia, isServiceCode } from '@app/shared/gst/imports';
import { NO_TAX, type TaxHeads } from '@app/shared/gst/set-off';
import { stateCodeOf } from '@app/shared/gst/state-codes';
import type { SupplyClass } from '@app/shared/gst/supply-class';
import type { Gstr3bFigure } from '@app/shared/reports/gstr3b-docs';
import type { HsnShare, VoucherRowRecord } from '#lib/presenters/voucher';

/** A list row's share of one 3B figure: its lines of that kind, signed, in paise. */
export interface FigureShare {
  figure: Gstr3bFigure;
  taxable: number;
  tax: TaxHeads;
  intraState: boolean;
  /** The place of supply's state code (3.2). */
  pos: string;
}

/** A line taxed at 0% that is not marked otherwise is nil-rated (3.1(c), table 5). */
const isNil = (rate: number, supply: SupplyClass | undefined) =>
  supply === 'nil' || supply === 'exempt' || (rate === 0 && supply === undefined);

/** Tax on its heads: intra-state tax is half CGST, half SGST (equal on every line). */
const onHeads = (tax: number, intraState: boolean): TaxHeads =>
  intraState ? { ...NO_TAX, cgst: tax / 2, sgst: tax / 2 } : { ...NO_TAX, igst: tax };

/** Which outward figures a sales-side line counts in: its class, and 3.2 for an unregistered buyer out of state. */
function outwardFigures(row: VoucherRowRecord, rate: number, supply: SupplyClass | undefined): Gstr3bFigure[] {
  if (supply === 'non-gst') return ['3.1e'];
  if (supply === 'zero') return ['3.1b'];
  if (isNil(rate, supply)) return ['3.1c'];
  return !row.party_tin && row.intra_state === false ? ['3.1a', '3.2'] : ['3.1a'];
}

/**
 * Which inward figures a purchase-side line counts in: table 5 by class, else credit (and
 * blocked); under reverse charge the tax is also owed (3.1(d)) and its credit is 4(A)(3). From
 * abroad (shared/gst/imports.ts), a taxed service's credit is 4(A)(2) instead, and goods count in
 * none: their credit, 4(A)(1), is the bills of entry's; neither is table 5's domestic supplies.
 */
function inwardFigures(row: VoucherRowRecord, [code, rate, , , tax, , supply]: HsnShare): Gstr3bFigure[] {
  const imported = isOutsideIndia(row.place_of_supply);
  if (imported && (tax === 0 || !isServiceCode(code))) return [];
  if (supply === 'non-gst') return ['5nongst'];
  if (isNil(rate, supply)) return ['5gst'];
  const credit: Gstr3bFigure[] = imported ? ['3.1d', '4a2'] : row.reverse_charge ? ['3.1d', '4a3'] : ['4a5'];
  return supply === 'blocked' ? [...credit, '4b1'] : credit;
}

/**
 * What one list row adds to each 3B figure (issue 33), line by line by GST class, signed: on the
 * sales side a credit note takes away and a debit note raising a sale adds; on the purchase side a
 * debit note raised on the supplier takes away. The one reading of a row 3B's tables and their
 * drill-down share.
 */
export function figureShares(row: VoucherRowRecord, side: 'Sales' | 'Purchase', companyState: string): FigureShare[] {
  const sign = side === 'Sales' ? sideSign(row) : row.voucher_type === 'Purchase' ? 1 : -1;
  // Zero-rated supplies (exports, SEZ) are inter-state.
  const intraState = row.intra_state ?? true;
  const pos = stateCodeOf(row.place_of_supply ?? companyState) ?? stateCodeOf(companyState) ?? '';
  return (row.hsn ?? []).flatMap((share) => {
    const [, rate, , value, tax, , supply] = share;
    return (side === 'Sales' ? outwardFigures(row, rate, supply) : inwardFigures(row, share)).map((figure) => {
      const intra = figure === '3.1b' ? false : intraState;
      return { figure, taxable: sign * value, tax: onHeads(sign * tax, intra), intraState: intra, pos };
    });
  });
}
