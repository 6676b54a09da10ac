import { PLAN_TABLE, PLANS, planRank, type Plan, type PlanTerms } from './plan-table';

/**
 * What /pricing says each plan includes, row by row, read from the plan table: a row the server
 * gates (companies, GST, bills read by AI, team) is the table's own value, so the page cannot sell
 * what the server refuses. The rows every plan has are the books themselves.
 */
export interface PlanFeatureRow {
  feature: string;
  /** true / false: included or not; a string: included, as this says ('Up to 2'). */
  value: (terms: PlanTerms) => boolean | string;
}

const everyPlan = () => true;

/** 'Up to 2', '1', 'Unlimited'. */
export const companiesValue = ({ companies }: PlanTerms) =>
  companies === null ? 'Unlimited' : companies === 1 ? '1' : `Up to ${companies}`;

/** '50 pages a month', or false. */
export const billPagesValue = ({ billPages }: PlanTerms) => (billPages === null ? false : `${billPages} pages a month`);

export const PLAN_FEATURE_ROWS: readonly PlanFeatureRow[] = [
  { feature: 'Companies', value: companiesValue },
  { feature: 'Sales and purchase invoices', value: everyPlan },
  { feature: 'Receipts and payments', value: everyPlan },
  { feature: 'Products, categories and groups', value: everyPlan },
  { feature: 'Real-time stock with low-stock alerts', value: everyPlan },
  { feature: 'Batch and expiry tracking', value: everyPlan },
  { feature: 'Sales analytics and dashboard', value: everyPlan },
  { feature: 'Returns management', value: everyPlan },
  { feature: 'GST: GSTIN, HSN/SAC codes and tax rates', value: (terms) => terms.tax },
  { feature: 'Tax summary report', value: (terms) => terms.tax },
  { feature: 'Bills read by AI', value: billPagesValue },
  { feature: 'Team members with roles', value: (terms) => terms.team },
  { feature: 'Support', value: (terms) => terms.support },
];

/** '1 company', 'Up to 2 companies', 'Unlimited companies'. */
export function companiesLabel({ companies }: PlanTerms): string {
  if (companies === null) return 'Unlimited companies';
  return companies === 1 ? '1 company' : `Up to ${companies} companies`;
}

/**
 * A plan card's lines: its companies, then what it adds to the plan below it (read from the table,
 * so "Everything in Starter" is followed by what is more, and a line is never sold twice).
 */
export function planHighlights(plan: Plan): string[] {
  const terms = PLAN_TABLE[plan];
  const below = PLANS[planRank(plan) - 1];
  const before = below ? PLAN_TABLE[below] : undefined;
  const lines = [companiesLabel(terms)];
  if (before) lines.push(`Everything in ${before.label}`);
  else lines.push('Customer and supplier ledgers', 'Stock with batches and expiry');
  if (!terms.tax) lines.push('Sales and purchase invoices without GST');
  else if (!before?.tax) lines.push('GST invoices with GSTIN, HSN/SAC and tax rates', 'Tax summary report');
  if (terms.billPages !== null && terms.billPages !== before?.billPages)
    lines.push(`Bills read by AI: ${terms.billPages} pages a month`);
  if (terms.team && !before?.team) lines.push('Team members with roles');
  if (terms.support !== before?.support) lines.push(`${terms.support} support`);
  return lines;
}
