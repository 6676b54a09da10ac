import {
  CURRENCIES,
  PLAN_TABLE,
  PLANS,
  SUBSCRIPTION_GST_PERCENT,
  type Currency,
  type Plan,
  type Period,
} from './plan-table';

/**
 * Spec 9: the plans' prices as /pricing shows them (from the plan table), and what a subscriber is
 * charged for one: the price with GST (Razorpay charges the plan's amount as it stands).
 */
export const USD_PER_INR = 0.012;
export const INR_PER_USD = 82.5;
export const EXCHANGE_RATE_NOTE = `Displayed rate 1 INR = ${USD_PER_INR} USD, or 1 USD = ${INR_PER_USD} INR`;

/** A plan's price for a period, in minor units, before GST. */
export const planPrice = (plan: Plan, currency: Currency, period: Period): number =>
  PLAN_TABLE[plan].prices[currency][period];

/** What one period of a plan is charged, in paise: the rupee price and 18% GST (the Razorpay plan's amount). */
export const chargedPaise = (plan: Plan, period: Period): number =>
  Math.round((planPrice(plan, 'INR', period) * (100 + SUBSCRIPTION_GST_PERCENT)) / 100);

/** What a year paid at once saves against twelve monthly payments, as a whole percent. */
export function yearlySavingPercent({ monthly, yearly }: { monthly: number; yearly: number }): number {
  const twelveMonths = monthly * 12;
  if (twelveMonths <= 0) return 0;
  return Math.round(((twelveMonths - yearly) / twelveMonths) * 100);
}

/** The best saving any plan offers in a currency, for the 'Save up to' label on the toggle. */
export function bestYearlySavingPercent(currency: Currency): number {
  return Math.max(...PLANS.map((plan) => yearlySavingPercent(PLAN_TABLE[plan].prices[currency])));
}

const formatters = Object.fromEntries(
  CURRENCIES.map((currency) => [currency, new Intl.NumberFormat('en-IN', { style: 'currency', currency })]),
) as Record<Currency, Intl.NumberFormat>;

/** Minor units to the en-IN display: 110000 INR -> '₹1,100.00', 2300 USD -> '$23.00'. */
export function formatPlanPrice(minorUnits: number, currency: Currency): string {
  return formatters[currency].format(minorUnits / 100);
}
