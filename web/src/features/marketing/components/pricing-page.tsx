import { FREE_TRIAL_DAYS, PLANS, type BillingCycle, type Currency } from '@app/shared/plans';
import { useState } from 'react';
import { PageHeader } from './page-header';
import { PlanCard } from './plan-card';
import { PlanComparison } from './plan-comparison';
import { PricingToggles } from './pricing-toggles';
import { PublicLayout } from './public-layout';

/** Spec 2.1 and 9: /pricing, yearly and INR first. */
export function PricingPage() {
  const [cycle, setCycle] = useState<BillingCycle>('yearly');
  const [currency, setCurrency] = useState<Currency>('INR');
  return (
    <PublicLayout>
      <PageHeader eyebrow="Pricing" title="Plans and Pricing">
        Simple plans that grow with your business. All plans come with a {FREE_TRIAL_DAYS}-day free trial.
      </PageHeader>
      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 sm:px-6">
        <PricingToggles cycle={cycle} currency={currency} onCycleChange={setCycle} onCurrencyChange={setCurrency} />
        <ul className="grid gap-6 md:grid-cols-3">
          {PLANS.map((plan) => (
            <li key={plan.name}>
              <PlanCard plan={plan} currency={currency} cycle={cycle} />
            </li>
          ))}
        </ul>
        <p className="text-muted-foreground text-center text-sm">
          Prices exclude GST, which is added to your invoice at the applicable rate (18% for software services).
        </p>
      </div>
      <PlanComparison />
    </PublicLayout>
  );
}
