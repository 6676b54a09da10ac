import { describe, expect, it } from 'vitest';
import { PLAN_TABLE, PLANS } from './plan-table';
import {
  bestYearlySavingPercent,
  chargedPaise,
  EXCHANGE_RATE_NOTE,
  formatPlanPrice,
  planPrice,
  yearlySavingPercent,
} from './prices';

describe('plan prices', () => {
  it("carries the spec's prices for every plan, period and currency", () => {
    const table = PLANS.map((plan) => [
      PLAN_TABLE[plan].label,
      planPrice(plan, 'INR', 'monthly') / 100,
      planPrice(plan, 'INR', 'yearly') / 100,
      planPrice(plan, 'USD', 'monthly') / 100,
      planPrice(plan, 'USD', 'yearly') / 100,
    ]);
    expect(table).toEqual([
      ['Starter', 100, 1100, 2, 23],
      ['Professional', 200, 2200, 4, 45],
      ['Enterprise', 300, 3300, 6, 70],
    ]);
  });

  it('charges the rupee price with 18% GST, in paise (the Razorpay plans carry these amounts)', () => {
    expect(PLANS.map((plan) => [chargedPaise(plan, 'monthly'), chargedPaise(plan, 'yearly')])).toEqual([
      [118_00, 1_298_00],
      [236_00, 2_596_00],
      [354_00, 3_894_00],
    ]);
  });

  it('rounds the yearly saving against 12 monthly payments to a whole percent', () => {
    // 1200 - 1100 = 100 of 1200 = 8.33 %; 24 - 23 = 1 of 24 = 4.17 %; 48 - 45 = 3 of 48 = 6.25 %; 72 - 70 = 2.78 %
    expect(yearlySavingPercent(PLAN_TABLE.starter.prices.INR)).toBe(8);
    expect(yearlySavingPercent(PLAN_TABLE.starter.prices.USD)).toBe(4);
    expect(yearlySavingPercent(PLAN_TABLE.professional.prices.USD)).toBe(6);
    expect(yearlySavingPercent(PLAN_TABLE.enterprise.prices.USD)).toBe(3);
    expect(yearlySavingPercent({ monthly: 0, yearly: 0 })).toBe(0);
    expect(bestYearlySavingPercent('INR')).toBe(8);
    expect(bestYearlySavingPercent('USD')).toBe(6);
  });

  it('formats prices in the en-IN style with lakh grouping', () => {
    expect(formatPlanPrice(1_100_00, 'INR')).toBe('₹1,100.00');
    expect(formatPlanPrice(1_10_000_00, 'INR')).toBe('₹1,10,000.00');
    expect(formatPlanPrice(23_00, 'USD')).toBe('$23.00');
  });

  it("states the displayed exchange rate in the spec's words", () => {
    expect(EXCHANGE_RATE_NOTE).toBe('Displayed rate 1 INR = 0.012 USD, or 1 USD = 82.5 INR');
  });
});
