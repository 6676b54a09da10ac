/**
 * Spec 1 and 9: the plan tiers shown on /pricing. Display only: the limits are not enforced anywhere.
 * Prices are integers in minor units (paise, cents), as all money in this code base is.
 */
export const CURRENCIES = ['INR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const BILLING_CYCLES = ['yearly', 'monthly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

export type PlanName = 'Starter' | 'Professional' | 'Enterprise';

/** A plan's price in one currency, in minor units. */
export interface PlanPrice {
  monthly: number;
  yearly: number;
}

export interface Plan {
  name: PlanName;
  /** How many companies the plan allows; null means unlimited. */
  maxCompanies: number | null;
  /** Starter keeps to the non-tax functions (no GSTIN, HSN/SAC or tax rates). */
  taxFunctions: boolean;
  prices: Record<Currency, PlanPrice>;
}

export const PLANS: readonly Plan[] = [
  {
    name: 'Starter',
    maxCompanies: 1,
    taxFunctions: false,
    prices: { INR: { monthly: 100_00, yearly: 1_100_00 }, USD: { monthly: 2_00, yearly: 23_00 } },
  },
  {
    name: 'Professional',
    maxCompanies: 2,
    taxFunctions: true,
    prices: { INR: { monthly: 200_00, yearly: 2_200_00 }, USD: { monthly: 4_00, yearly: 45_00 } },
  },
  {
    name: 'Enterprise',
    maxCompanies: null,
    taxFunctions: true,
    prices: { INR: { monthly: 300_00, yearly: 3_300_00 }, USD: { monthly: 6_00, yearly: 70_00 } },
  },
];

export const FREE_TRIAL_DAYS = 14;
export const USD_PER_INR = 0.012;
export const INR_PER_USD = 82.5;
export const EXCHANGE_RATE_NOTE = `Displayed rate 1 INR = ${USD_PER_INR} USD, or 1 USD = ${INR_PER_USD} INR`;

export function planPrice(plan: Plan, currency: Currency, cycle: BillingCycle): number {
  return plan.prices[currency][cycle];
}

/** What a year paid at once saves against twelve monthly payments, as a whole percent. */
export function yearlySavingPercent({ monthly, yearly }: PlanPrice): number {
  const twelveMonths = monthly * 12;
  if (twelveMonths <= 0) return 0;
  return Math.round(((twelveMonths - yearly) / twelveMonths) * 100);
}

/** The best saving any plan offers in a currency, for the 'Save up to' label on the toggle. */
export function bestYearlySavingPercent(currency: Currency): number {
  return Math.max(...PLANS.map((plan) => yearlySavingPercent(plan.prices[currency])));
}

const formatters: Record<Currency, Intl.NumberFormat> = {
  INR: new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }),
  USD: new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'USD' }),
};

/** Minor units to the en-IN display: 110000 INR -> '₹1,100.00', 2300 USD -> '$23.00'. */
export function formatPlanPrice(minorUnits: number, currency: Currency): string {
  return formatters[currency].format(minorUnits / 100);
}
