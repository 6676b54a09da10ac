import type { Paise } from '../money';

/**
 * When goods on the road need an e-way bill (rule 138, issue 36): a consignment worth more than
 * Rs 50,000 moving between states; within a state, more than the limit its own notification sets.
 * Most states keep Rs 50,000; these set Rs 1 lakh for movement inside the state (their state GST
 * notifications, as of 2025). A company whose state changes its limit sets its own in the e-invoice
 * settings, which then wins over this table. Codes are GST state codes.
 */
export const INTER_STATE_LIMIT: Paise = 50_000_00;

const ONE_LAKH: Paise = 1_00_000_00;

const INTRA_STATE_LIMITS: Readonly<Record<string, Paise>> = {
  '03': ONE_LAKH, // Punjab
  '04': ONE_LAKH, // Chandigarh
  '07': ONE_LAKH, // Delhi
  '08': ONE_LAKH, // Rajasthan
  '10': ONE_LAKH, // Bihar
  '19': ONE_LAKH, // West Bengal
  '23': ONE_LAKH, // Madhya Pradesh
  '27': ONE_LAKH, // Maharashtra
  '33': ONE_LAKH, // Tamil Nadu
};

/** The limit above which goods moving inside the state need an e-way bill. */
export const intraStateLimit = (stateCode: string, own?: Paise | null): Paise =>
  own ?? INTRA_STATE_LIMITS[stateCode] ?? INTER_STATE_LIMIT;

/** Goods of a line: not a service (SAC codes start 99), and not nil-rated, exempt or outside GST. */
export interface ConsignmentLine {
  hsn_code: string | null;
  taxable: Paise;
  tax: Paise;
  supply?: string;
}

const UNCOUNTED = new Set(['nil', 'exempt', 'non-gst']);

/**
 * The consignment's value as rule 138 counts it: the goods' taxable value and their tax, without
 * exempt supplies (nil-rated, exempt, non-GST) or services, which do not travel.
 */
export const consignmentValue = (lines: readonly ConsignmentLine[]): Paise =>
  lines
    .filter((line) => !line.hsn_code?.startsWith('99') && !UNCOUNTED.has(line.supply ?? ''))
    .reduce((sum, line) => sum + line.taxable + line.tax, 0);

/** Whether a consignment of this value, from this state to that, needs an e-way bill. */
export function needsEwayBill(value: Paise, fromState: string, toState: string, ownIntraLimit?: Paise | null): boolean {
  const limit = fromState === toState ? intraStateLimit(fromState, ownIntraLimit) : INTER_STATE_LIMIT;
  return value > limit;
}

/**
 * How long an e-way bill stays valid (rule 138(10)): one day for each 200 km or part of it (20 km
 * for over-dimensional cargo), the first day ending at midnight of the day after it was made.
 */
export const validityDays = (distanceKm: number, overDimensional = false) =>
  Math.max(1, Math.ceil(distanceKm / (overDimensional ? 20 : 200)));
