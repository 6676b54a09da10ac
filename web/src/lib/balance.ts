import { formatRupees } from '@app/shared/money';

/** Spec 2: a signed balance as the books read it: negative is a debit (DR), otherwise a credit (CR). */
export const drCr = (amount: number) => (amount < 0 ? 'DR' : 'CR');

/** '₹1,500.00 DR': the absolute amount and its side. */
export const balanceText = (amount: number) => `${formatRupees(Math.abs(amount))} ${drCr(amount)}`;

/** The side of an opening balance a form asks for: Dr (a debit) or Cr. */
export type BalanceSide = 'Dr' | 'Cr';

/** The signed text a form sends for an opening balance: a Dr balance negative, nothing for zero. */
export function signedOpeningBalance(amount: string, side: BalanceSide): string | undefined {
  const text = amount.trim();
  if (!text || /^0*(\.0*)?$/.test(text)) return undefined;
  return side === 'Dr' ? `-${text}` : text;
}
