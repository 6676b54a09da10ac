import type { ExpenseReading } from './expense-readings';

const RUPEE_SIGNS = /₹|\brs\.?\s*\d|\binr\b/i;
const DOLLAR_SIGN = /^\s*[-(]?\s*(?:us)?\$/i;

/** A bill that prints rupees anywhere ('₹', 'Rs. 1,939', 'INR') or whose amounts Textract tagged INR. */
export const inRupees = (summary: readonly ExpenseReading[]) =>
  summary.some((reading) => reading.currency === 'INR' || RUPEE_SIGNS.test(reading.text));

/** A bill whose amounts start with '$' or were tagged USD. */
export const inDollars = (summary: readonly ExpenseReading[]) =>
  summary.some((reading) => reading.currency === 'USD' || DOLLAR_SIGN.test(reading.text));
