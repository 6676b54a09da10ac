/**
 * The products the demo pharmacy keeps by batch and expiry (issue 18). Each came into the books
 * with its opening stock in one batch, expiring `opening[1]` days after the day the demo is made;
 * every delivery brings a new batch (`prefix` + year and month + a letter) that keeps
 * `shelfMonths` months. The last three are slow movers nobody reorders, held down to `keep`:
 * two batches expire within the 90-day alert window and one has expired, so the Expiring tab and
 * the bell have something to say.
 */
export interface BatchHabit {
  prefix: string;
  shelfMonths: number;
  opening: [number: string, expiresInDays: number];
  /** Never sold below this many: what is left of an old batch on the shelf. */
  keep?: number;
}

export const BATCH_TRACKED: Record<string, BatchHabit> = {
  'Paracetamol 500 mg (strip of 10)': { prefix: 'PCM', shelfMonths: 36, opening: ['P2503', 160] },
  'Azithromycin 500 mg (strip of 3)': { prefix: 'AZ', shelfMonths: 24, opening: ['AZ2504', 140] },
  'Amoxicillin 500 mg (strip of 10)': { prefix: 'AMX', shelfMonths: 24, opening: ['AMX2502', 130] },
  'Pantoprazole 40 mg (strip of 15)': { prefix: 'PAN', shelfMonths: 30, opening: ['PAN2501', 180] },
  'Cough Syrup 100 ml': { prefix: 'CS', shelfMonths: 24, opening: ['CS2504', 150] },
  'Ceftriaxone 1 g Injection (vial)': { prefix: 'CFX', shelfMonths: 24, opening: ['CFX2502', 170] },
  'Ofloxacin Eye Drops 5 ml': { prefix: 'OFX', shelfMonths: 18, opening: ['OFX2406', 35], keep: 12 },
  'Mupirocin Ointment 5 g': { prefix: 'MUP', shelfMonths: 24, opening: ['MUP2405', 70], keep: 9 },
  'Vitamin B-Complex Syrup 200 ml': { prefix: 'BCX', shelfMonths: 18, opening: ['BCX2404', -15], keep: 10 },
};

/**
 * How some products end the year (issue 19: low and out-of-stock products): their distributor
 * stops delivering them six weeks before today, and a last order of the final days takes the
 * rest ('out') or all but half the alert level ('low').
 */
export const ENDINGS: Record<string, 'low' | 'out'> = {
  'Cetirizine 10 mg (strip of 10)': 'out',
  'Pulse Oximeter': 'out',
  'Atorvastatin 10 mg (strip of 15)': 'low',
  'Ondansetron 4 mg (strip of 10)': 'low',
  'Adhesive Plaster 2.5 cm x 5 m': 'low',
  'Hand Sanitizer 100 ml': 'low',
};

/** Days before today after which the products with an ending are no longer delivered. */
export const LAST_DELIVERY_DAYS = 45;
