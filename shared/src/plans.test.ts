import { describe, expect, it } from 'vitest';
import {
  bestYearlySavingPercent,
  EXCHANGE_RATE_NOTE,
  formatPlanPrice,
  PLANS,
  planPrice,
  yearlySavingPercent,
  type PlanName,
} from './plans';

const plan = (name: PlanName) => {
  const found = PLANS.find((p) => p.name === name);
  if (!found) throw new Error(`no plan ${name}`);
  return found;
};

describe('plans', () => {
  it("carries the spec's prices for every plan, cycle and currency", () => {
    const table = PLANS.map((p) => [
      p.name,
      planPrice(p, 'INR', 'monthly') / 100,
      planPrice(p, 'INR', 'yearly') / 100,
      planPrice(p, 'USD', 'monthly') / 100,
      planPrice(p, 'USD', 'yearly') / 100,
    ]);
    expect(table).toEqual([
      ['Starter', 100, 1100, 2, 23],
      ['Professional', 200, 2200, 4, 45],
      ['Enterprise', 300, 3300, 6, 70],
    ]);
  });

  it('has the tier limits: Starter 1 company without tax, Professional 2, Enterprise unlimited', () => {
    expect(PLANS.map((p) => [p.name, p.maxCompanies, p.taxFunctions])).toEqual([
      ['Starter', 1, false],
      ['Professional', 2, true],
      ['Enterprise', null, true],
    ]);
  });

  it('rounds the yearly saving against 12 monthly payments to a whole percent', () => {
    // 1200 - 1100 = 100 of 1200 = 8.33 %; 24 - 23 = 1 of 24 = 4.17 %; 48 - 45 = 3 of 48 = 6.25 %; 72 - 70 = 2.78 %
    expect(yearlySavingPercent(plan('Starter').prices.INR)).toBe(8);
    expect(yearlySavingPercent(plan('Starter').prices.USD)).toBe(4);
    expect(yearlySavingPercent(plan('Professional').prices.USD)).toBe(6);
    expect(yearlySavingPercent(plan('Enterprise').prices.USD)).toBe(3);
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
