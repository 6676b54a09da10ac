import { formatAmount } from '@app/shared/money';

/** A statement's figure: blank for nothing, as Tally prints one. */
export const figure = (rupees: number) => (rupees === 0 ? '' : formatAmount(rupees));

/** A balance as one figure with its side, '1,200.00 Dr'; `nothing` when it is zero. */
export const sidedBalance = (debit: number, credit: number, nothing = '') =>
  debit > 0 ? `${formatAmount(debit)} Dr` : credit > 0 ? `${formatAmount(credit)} Cr` : nothing;
