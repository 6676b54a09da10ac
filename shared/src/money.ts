import { MONEY_PLACES, QUANTITY_PLACES, scaledToNumber, scaledToText } from './decimal';

/** Integer paise: every amount of money inside the system. */
export type Paise = number;
/** Integer thousandths of a unit: every quantity inside the system. */
export type Thousandths = number;

export const PAISE_PER_RUPEE = 100;
export const THOUSANDTHS_PER_UNIT = 1000;

/**
 * The largest amount the books accept: 10 lakh crore rupees. Every total of such amounts stays a
 * safe integer, so sums never lose a paisa.
 */
export const MAX_AMOUNT_PAISE: Paise = 10 ** 15;

/** Paise as rupees at the API's edge (123456 is 1234.56). */
export const paiseToRupees = (paise: Paise) => scaledToNumber(paise, MONEY_PLACES);

/** Thousandths as units at the API's edge (1500 is 1.5). */
/** Rupee amounts (2 decimals) added up in paise, so the sum does not drift as floats do. */
export const sumRupees = (amounts: readonly number[]) =>
  paiseToRupees(amounts.reduce((sum, rupees) => sum + Math.round(rupees * PAISE_PER_RUPEE), 0));

export const thousandthsToUnits = (quantity: Thousandths) => scaledToNumber(quantity, QUANTITY_PLACES);

const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
const AMOUNT = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Rupees as Indian readers write them: ₹1,23,456.00. */
export const formatRupees = (rupees: number) => RUPEES.format(rupees);

/** An amount without the symbol, Indian grouping, 2 decimals: 1,23,456.00. */
export const formatAmount = (rupees: number) => AMOUNT.format(rupees);

/** Paise as rupees written plain, as the forms take them and the files write them: '1234.50', '-12.00'. */
export const rupeesText = (paise: Paise) => scaledToText(paise, MONEY_PLACES);

/** Thousandths as a quantity written plain, as the forms take it: '100', '12.5'. */
export const unitsText = (quantity: Thousandths) => scaledToText(quantity, QUANTITY_PLACES).replace(/\.?0+$/, '');
