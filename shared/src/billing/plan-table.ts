/**
 * Issue 31: the one plan table. What /pricing sells (its cards and its comparison) and what the
 * server allows are both read from here, so a plan includes exactly what it is sold with. Prices
 * are the spec's (000 section 9), in minor units (paise, cents) before GST; the rest is ours
 * (docs/decisions.md, "Ready for paying customers").
 */
export const PLANS = ['starter', 'professional', 'enterprise'] as const;
export type Plan = (typeof PLANS)[number];

export const CURRENCIES = ['INR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** How often a plan is paid for; yearly first, as /pricing opens. */
export const PERIODS = ['yearly', 'monthly'] as const;
export type Period = (typeof PERIODS)[number];

/** A plan's price in one currency, in minor units, before GST. */
export interface PlanPrice {
  monthly: number;
  yearly: number;
}

export type Support = 'E-mail' | 'E-mail and phone' | 'Priority';

export interface PlanTerms {
  label: string;
  prices: Record<Currency, PlanPrice>;
  /** How many companies the owner may keep; null: any number. */
  companies: number | null;
  /** GSTIN, HSN/SAC and tax rates (a tax-registered company). */
  tax: boolean;
  /** Bills read by AI: the pages a month the owner's companies may have read together; null: not included. */
  billPages: number | null;
  /** Members in the owner's companies, each with a role (Accountant, Staff, Viewer). */
  team: boolean;
  support: Support;
}

export const PLAN_TABLE: Record<Plan, PlanTerms> = {
  starter: {
    label: 'Starter',
    prices: { INR: { monthly: 100_00, yearly: 1_100_00 }, USD: { monthly: 2_00, yearly: 23_00 } },
    companies: 1,
    tax: false,
    billPages: null,
    team: false,
    support: 'E-mail',
  },
  professional: {
    label: 'Professional',
    prices: { INR: { monthly: 200_00, yearly: 2_200_00 }, USD: { monthly: 4_00, yearly: 45_00 } },
    companies: 2,
    tax: true,
    billPages: 50,
    team: true,
    support: 'E-mail and phone',
  },
  enterprise: {
    label: 'Enterprise',
    prices: { INR: { monthly: 300_00, yearly: 3_300_00 }, USD: { monthly: 6_00, yearly: 70_00 } },
    companies: null,
    tax: true,
    billPages: 150,
    team: true,
    support: 'Priority',
  },
};

/**
 * Every new account's trial: the plan it tries, for how long, and its own smaller allowance of bill
 * pages (a new sign-up is free, so its reading is capped lower than a paying Professional's).
 */
export const TRIAL = { plan: 'professional', days: 14, billPages: 25 } as const satisfies {
  plan: Plan;
  days: number;
  billPages: number;
};

/** GST on our own subscriptions: software as a service, 18% (docs/decisions.md). */
export const SUBSCRIPTION_GST_PERCENT = 18;

const labelsOf = (table: Record<Plan, PlanTerms>) =>
  Object.fromEntries(PLANS.map((plan) => [plan, table[plan].label])) as Record<Plan, string>;

/** Each plan's name. Marked pure, so a bundle that names no plan leaves it out (the voucher routes'). */
export const PLAN_LABELS = /* @__PURE__ */ labelsOf(PLAN_TABLE);

/** The companies a plan covers, as a count the gates compare with (Infinity: any number). */
export const companiesAllowed = (plan: Plan): number => PLAN_TABLE[plan].companies ?? Number.POSITIVE_INFINITY;

/** A plan's place in the order of plans: a higher one is an upgrade. */
export const planRank = (plan: Plan): number => PLANS.indexOf(plan);
