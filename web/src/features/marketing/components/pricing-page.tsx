import {
  PLANS,
  SUBSCRIPTION_GST_PERCENT,
  TRIAL,
  type Currency,
  type Period,
  type Plan,
} from '@app/shared/billing/plan-table';
import { useState, type ReactNode } from 'react';
import { PageHeader } from './page-header';
import { PlanCard } from './plan-card';
import { PlanComparison } from './plan-comparison';
import { PricingToggles } from './pricing-toggles';
import { PublicLayout } from './public-layout';

interface PricingPageProps {
  /** For a signed-in user: what each card offers (buy, change; the route composes it). */
  planAction?: (plan: Plan, period: Period) => ReactNode;
  /** Above the cards for a signed-in user: their plan as it stands. */
  notice?: ReactNode;
}

/** Spec 2.1 and 9: /pricing, yearly and INR first. */
export function PricingPage({ planAction, notice }: PricingPageProps) {
  const [period, setPeriod] = useState<Period>('yearly');
  const [currency, setCurrency] = useState<Currency>('INR');
  return (
    <PublicLayout>
      <PageHeader eyebrow="Pricing" title="Plans and Pricing">
        Simple plans that grow with your business. All plans come with a {TRIAL.days}-day free trial.
      </PageHeader>
      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 sm:px-6">
        <PricingToggles period={period} currency={currency} onPeriodChange={setPeriod} onCurrencyChange={setCurrency} />
        {notice}
        <ul className="grid gap-6 md:grid-cols-3">
          {PLANS.map((plan) => (
            <li key={plan}>
              <PlanCard plan={plan} currency={currency} period={period} action={planAction?.(plan, period)} />
            </li>
          ))}
        </ul>
        <p className="text-muted-foreground text-center text-sm">
          Prices exclude GST, which is added to your invoice at the applicable rate ({SUBSCRIPTION_GST_PERCENT}% for
          software services). Plans are charged in rupees.
        </p>
      </div>
      <PlanComparison />
    </PublicLayout>
  );
}
