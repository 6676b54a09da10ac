import { describe, expect, it } from 'vitest';
import {
  averagePurchaseRate,
  averageRate,
  averageSaleRate,
  currentStock,
  margin,
  openingValue,
  stockProgress,
  stockStatus,
  stockValue,
  type StockFigures,
} from './stock';

const stock = (figures: Partial<StockFigures>): StockFigures => ({
  opening_balance: 0,
  opening_rate: 0,
  opening_value: 0,
  purchase_qty: 0,
  purchase_value: 0,
  sales_qty: 0,
  sales_value: 0,
  ...figures,
});

describe('stock figures', () => {
  it('values the opening balance as quantity x rate, to the paisa', () => {
    expect(openingValue(120_000, 175)).toBe(21_000);
    expect(openingValue(2_125, 8_040)).toBe(17_085);
    expect(openingValue(1_333, 1_001)).toBe(1_334); // 1.333 x 10.01 = 13.34333
    expect(openingValue(0, 999)).toBe(0);
  });

  // GST.md oracle (Frappe Books): in 4 @ 100, 8 @ 200, 3 @ 300 -> average 2900 / 15 = 193.33.
  const frappe = stock({
    opening_balance: 4_000,
    opening_rate: 10_000,
    opening_value: 40_000,
    purchase_qty: 11_000,
    purchase_value: 250_000,
    sales_qty: 3_000,
    sales_value: 75_000,
  });

  it('averages the rate over the opening balance and purchases (spec 9)', () => {
    expect(averageRate(frappe)).toBe(19_333);
    expect(currentStock(frappe)).toBe(12_000);
    expect(stockValue(frappe)).toBe(232_000); // 12 x 2900 / 15 = 2320.00 exactly
    expect(averagePurchaseRate(frappe)).toBe(22_727);
    expect(averageSaleRate(frappe)).toBe(25_000);
  });

  it('values stock from the exact average, rounding once', () => {
    const thirds = stock({ purchase_qty: 3_000, purchase_value: 58_000, sales_qty: 0 });
    expect(averageRate(thirds)).toBe(19_333);
    expect(stockValue(thirds)).toBe(58_000);
  });

  it('falls back to the opening rate with nothing in yet', () => {
    const fresh = stock({ opening_rate: 4_500 });
    expect(averageRate(fresh)).toBe(4_500);
    expect(stockValue(fresh)).toBe(0);
    expect(averagePurchaseRate(fresh)).toBeNull();
    expect(averageSaleRate(fresh)).toBeNull();
  });

  it('gives the margin over the average sale rate, in hundredths of a percent', () => {
    expect(margin(frappe)).toBe(2_267); // (250 - 193.333) / 250 = 22.67%
    expect(margin(stock({ opening_balance: 10_000, opening_value: 100_000, opening_rate: 10_000 }))).toBeNull();
    const loss = stock({ purchase_qty: 1_000, purchase_value: 10_000, sales_qty: 1_000, sales_value: 8_000 });
    expect(margin(loss)).toBe(-2_500);
  });

  it('tells zero, negative, low and positive stock apart', () => {
    expect(stockStatus(0, 5_000)).toBe('zero');
    expect(stockStatus(-1_000, 5_000)).toBe('negative');
    expect(stockStatus(5_000, 5_000)).toBe('low');
    expect(stockStatus(5_001, 5_000)).toBe('positive');
    expect(stockStatus(1_000, null)).toBe('positive');
  });

  it('measures progress against the alert, 5 units by default, capped at 100%', () => {
    expect(stockProgress(4_000, 8_000)).toBe(50);
    expect(stockProgress(4_000, null)).toBe(80);
    expect(stockProgress(40_000, null)).toBe(100);
    expect(stockProgress(-2_000, 8_000)).toBe(0);
  });
});
