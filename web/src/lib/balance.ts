import { formatRupees } from '@app/shared/money';

/** Spec 2: a signed balance as the books read it: negative is a debit (DR), otherwise a credit (CR). */
export const drCr = (amount: number) => (amount < 0 ? 'DR' : 'CR');

/** '₹1,500.00 DR': the absolute amount and its side. */
export const balanceText = (amount: number) => `${formatRupees(Math.abs(amount))} ${drCr(amount)}`;
