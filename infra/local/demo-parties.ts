import type { LedgerFormValues } from '@app/shared/books/ledgers';
import type { PAYMENT_MODES } from '@app/shared/books/voucher-types';

export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** The ledgers money moves through: the default 'Cash' and the shop's current account. */
export const CASH = 'Cash';
export const BANK = 'HDFC Bank Current A/c';
export type MoneyAccount = typeof CASH | typeof BANK;

export const PUNE_PHARMA = 'Pune Pharma Distributors';
export const MAHALAXMI = 'Mahalaxmi Surgicals';
export const DECCAN = 'Deccan Wellness Distributors';
export const HARYANA = 'Haryana Pharma Distributors';
export type SupplierName = typeof PUNE_PHARMA | typeof MAHALAXMI | typeof DECCAN | typeof HARYANA;

export const WALK_IN = 'Walk-in Customers';

type Ledger = Omit<LedgerFormValues, 'company_id'>;

/**
 * How a party settles its bills: every `every` days (the first time `firstAfter` days into the
 * year) it pays `share` of what is due on its bills at least `minAge` days old, oldest first, into
 * or out of `account`. A share below 1 leaves bills part paid and the younger ones unpaid: the
 * slow payers whose dues age past their due dates.
 */
export interface PayingHabit {
  every: number;
  firstAfter: number;
  minAge: number;
  share: number;
  account: MoneyAccount;
  mode: PaymentMode;
}

/** What kind of buyer a customer is decides what it buys, how much, and at what price. */
export type BuyerKind = 'chemist' | 'hospital' | 'clinic' | 'walk-in';

export interface DemoCustomer {
  ledger: Ledger;
  kind: BuyerKind;
  /** Days between orders: each next order comes this many days later, give or take a third. */
  ordersEvery: number;
  /** Its bills fall due this many days after their date. */
  creditDays: number;
  /** How it pays; walk-in buyers pay at the counter, in cash, for each bill. */
  pays: PayingHabit | 'at the counter';
}

export interface DemoSupplier {
  ledger: Ledger;
  /** Days between its deliveries (the first comes within a week of the books' start). */
  suppliesEvery: number;
  creditDays: number;
  pays: PayingHabit;
  /** Its bills' numbers: prefix + running number (a purchase keeps the supplier's own number). */
  billPrefix: string;
}

/** A customer's or supplier's ledger as the customer form makes it. */
const party = (parent: 'Debtors' | 'Creditors', name: string, state: string, address: string, tin?: string): Ledger => {
  // The pin code the address ends with, in its own field too (the e-invoice reads it there).
  const pincode = /(\d{6})$/.exec(address)?.[1];
  return {
    name,
    parent,
    mailing_country: 'India',
    mailing_state: state,
    mailing_address: address,
    ...(pincode ? { mailing_pincode: pincode } : {}),
    ...(tin ? { tin } : {}),
  };
};
const customer = (name: string, state: string, address: string, tin?: string) =>
  party('Debtors', name, state, address, tin);
const supplier = (name: string, state: string, address: string, tin: string) =>
  party('Creditors', name, state, address, tin);

/**
 * Regular buyers of a Pune pharmacy: two local chemists who pay on time, a nursing home and a
 * Bengaluru chemist who pay late and in part (the overdue bills), a smaller Karnataka chemist, a
 * clinic without a GSTIN and the counter's walk-in buyers (B2C). Those who pay on time have
 * `minAge + every` within their credit days, so none of their bills falls overdue.
 */
export const CUSTOMERS: DemoCustomer[] = [
  {
    ledger: customer('Sharma Medical Hall', 'Maharashtra', '12 Station Road, Pune 411001', '27AASFS4821K1ZM'),
    kind: 'chemist',
    ordersEvery: 8,
    creditDays: 30,
    pays: { every: 14, firstAfter: 24, minAge: 15, share: 1, account: BANK, mode: 'NEFT' },
  },
  {
    ledger: customer('Shree Ganesh Chemists', 'Maharashtra', 'Shop 4, Pimpri Market, Pimpri 411017', '27ABCFG7315M1Z5'),
    kind: 'chemist',
    ordersEvery: 12,
    creditDays: 21,
    pays: { every: 12, firstAfter: 16, minAge: 8, share: 1, account: BANK, mode: 'Net Banking' },
  },
  {
    ledger: customer('Sanjeevani Nursing Home', 'Maharashtra', 'Karve Road, Kothrud, Pune 411038', '27AAHTS9042P1ZN'),
    kind: 'hospital',
    ordersEvery: 15,
    creditDays: 30,
    pays: { every: 30, firstAfter: 50, minAge: 45, share: 0.75, account: BANK, mode: 'Cheque' },
  },
  {
    ledger: customer('Bengaluru Health Mart', 'Karnataka', '4 MG Road, Bengaluru 560001', '29AAGCB7383J1Z4'),
    kind: 'chemist',
    ordersEvery: 24,
    creditDays: 30,
    pays: { every: 45, firstAfter: 70, minAge: 60, share: 0.5, account: BANK, mode: 'NEFT' },
  },
  {
    ledger: customer('Mysuru Medico Agencies', 'Karnataka', 'Sayyaji Rao Road, Mysuru 570001', '29ABGFM2287H1ZX'),
    kind: 'chemist',
    ordersEvery: 45,
    creditDays: 30,
    pays: { every: 20, firstAfter: 30, minAge: 10, share: 1, account: BANK, mode: 'NEFT' },
  },
  {
    ledger: {
      ...customer("Dr. Mehta's Clinic", 'Maharashtra', 'Prabhat Road, Pune 411004'),
      code: '+91',
      number: '9822098220',
    },
    kind: 'clinic',
    ordersEvery: 30,
    creditDays: 30,
    pays: { every: 30, firstAfter: 20, minAge: 0, share: 1, account: CASH, mode: 'Cash' },
  },
  {
    ledger: customer(WALK_IN, 'Maharashtra', 'Cash sales at the counter'),
    kind: 'walk-in',
    ordersEvery: 8,
    creditDays: 0,
    pays: 'at the counter',
  },
];

/** Three Maharashtra distributors (CGST + SGST) and one in Haryana (IGST), all paid from the bank. */
export const SUPPLIERS: DemoSupplier[] = [
  {
    ledger: supplier(PUNE_PHARMA, 'Maharashtra', 'Market Yard, Gultekdi, Pune 411037', '27AAECP5528N1ZX'),
    suppliesEvery: 10,
    creditDays: 30,
    pays: { every: 14, firstAfter: 30, minAge: 21, share: 1, account: BANK, mode: 'NEFT' },
    billPrefix: 'PPD',
  },
  {
    ledger: supplier(MAHALAXMI, 'Maharashtra', 'Princess Street, Mumbai 400002', '27AAKFM7731C1ZA'),
    suppliesEvery: 28,
    creditDays: 30,
    pays: { every: 30, firstAfter: 35, minAge: 28, share: 1, account: BANK, mode: 'Cheque' },
    billPrefix: 'MS',
  },
  {
    ledger: supplier(DECCAN, 'Maharashtra', 'Ambad MIDC, Nashik 422010', '27AADFD3349J1ZD'),
    suppliesEvery: 21,
    creditDays: 30,
    pays: { every: 21, firstAfter: 30, minAge: 21, share: 1, account: BANK, mode: 'NEFT' },
    billPrefix: 'DWD',
  },
  {
    ledger: supplier(HARYANA, 'Haryana', 'Sector 18, Gurugram 122015', '06AABCO6063D1ZQ'),
    suppliesEvery: 35,
    creditDays: 45,
    pays: { every: 45, firstAfter: 50, minAge: 40, share: 1, account: BANK, mode: 'NEFT' },
    billPrefix: 'HPD',
  },
];

/** The shop's current account, with 1.5 lakh in it (a debit) when the books began. */
export const BANK_LEDGER: Ledger = {
  name: BANK,
  parent: 'Bank Accounts',
  bank_name: 'HDFC Bank',
  account_number: '50200012345678',
  bank_ifsc: 'HDFC0000123',
  bank_branch: 'Camp, Pune',
  opening_balance: '-150000',
};
