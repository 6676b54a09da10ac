import { describe, expect, it } from 'vitest';
import { companiesLabel, PLAN_FEATURE_ROWS, planHighlights } from './plan-features';
import { companiesAllowed, PLAN_TABLE, PLANS, planRank, TRIAL } from './plan-table';
import { billPagesAllowed, newTrial } from './plans';

/** The comparison as /pricing renders it: a row per feature, a value per plan. */
const comparison = () =>
  Object.fromEntries(PLAN_FEATURE_ROWS.map((row) => [row.feature, PLANS.map((plan) => row.value(PLAN_TABLE[plan]))]));

describe('the one plan table (issue 31)', () => {
  it('holds what each plan includes: companies, GST, bills read by AI, team and support', () => {
    expect(
      PLANS.map((plan) => [plan, PLAN_TABLE[plan]] as const).map(([plan, terms]) => [
        plan,
        terms.companies,
        terms.tax,
        terms.billPages,
        terms.team,
        terms.support,
      ]),
    ).toEqual([
      ['starter', 1, false, null, false, 'E-mail'],
      ['professional', 2, true, 50, true, 'E-mail and phone'],
      ['enterprise', null, true, 150, true, 'Priority'],
    ]);
    expect(PLANS.map(companiesAllowed)).toEqual([1, 2, Number.POSITIVE_INFINITY]);
    expect(PLANS.map(planRank)).toEqual([0, 1, 2]);
  });

  it('sells on /pricing exactly what the gates read from the table', () => {
    expect(comparison()).toEqual({
      Companies: ['1', 'Up to 2', 'Unlimited'],
      'Sales and purchase invoices': [true, true, true],
      'Receipts and payments': [true, true, true],
      'Products, categories and groups': [true, true, true],
      'Real-time stock with low-stock alerts': [true, true, true],
      'Batch and expiry tracking': [true, true, true],
      'Sales analytics and dashboard': [true, true, true],
      'Returns management': [true, true, true],
      'GST: GSTIN, HSN/SAC codes and tax rates': [false, true, true],
      'Tax summary report': [false, true, true],
      'Bills read by AI': [false, '50 pages a month', '150 pages a month'],
      'Team members with roles': [false, true, true],
      Support: ['E-mail', 'E-mail and phone', 'Priority'],
    });
  });

  it('gives each card its companies and what it adds to the plan below, from the table', () => {
    expect(planHighlights('starter')).toEqual([
      '1 company',
      'Customer and supplier ledgers',
      'Stock with batches and expiry',
      'Sales and purchase invoices without GST',
      'E-mail support',
    ]);
    expect(planHighlights('professional')).toEqual([
      'Up to 2 companies',
      'Everything in Starter',
      'GST invoices with GSTIN, HSN/SAC and tax rates',
      'Tax summary report',
      'Bills read by AI: 50 pages a month',
      'Team members with roles',
      'E-mail and phone support',
    ]);
    expect(planHighlights('enterprise')).toEqual([
      'Unlimited companies',
      'Everything in Professional',
      'Bills read by AI: 150 pages a month',
      'Priority support',
    ]);
    expect(companiesLabel(PLAN_TABLE.enterprise)).toBe('Unlimited companies');
  });

  it('tries Professional for 14 days, with a smaller allowance of bill pages than a paying Professional', () => {
    const trial = newTrial(new Date('2026-11-26T10:00:00Z'));
    expect(trial.plan).toBe(TRIAL.plan);
    expect(billPagesAllowed(trial)).toBe(25);
    expect(billPagesAllowed({ plan: 'professional', status: 'active' })).toBe(50);
    expect(billPagesAllowed({ plan: 'starter', status: 'active' })).toBeNull();
  });
});
