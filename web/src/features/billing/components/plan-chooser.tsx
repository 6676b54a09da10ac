import { useState } from 'react';
import type { SubscriptionView } from '@app/shared/api/routes/billing/get-subscription';
import { PERIODS, type Period, type Plan } from '@app/shared/billing/plan-table';
import { ChoiceSelect } from '@/components/choice-select';
import { PlanSelect } from '@/components/plan-select';
import { Label } from '@/components/ui/label';
import { PlanOfferButton } from './plan-offer-button';

const PERIOD_LABELS: Record<Period, string> = { yearly: 'Yearly', monthly: 'Monthly' };

/**
 * Issue 31: Settings' way to buy or switch without leaving the page: a plan and a period, and what
 * they are to this subscriber (PlanOfferButton). It opens on the plan they have (or try), yearly.
 */
export function PlanChooser({ subscription }: { subscription: SubscriptionView }) {
  const [plan, setPlan] = useState<Plan>(subscription.plan);
  const [period, setPeriod] = useState<Period>(subscription.period ?? 'yearly');
  return (
    <section aria-label="Choose a plan" className="flex flex-col gap-3 border-t pt-4">
      <h4 className="text-sm font-semibold">{subscription.renewing ? 'Change plan' : 'Buy a plan'}</h4>
      <div className="grid grid-cols-2 gap-3">
        <div className="flex flex-col gap-1">
          <Label htmlFor="choose-plan">Plan</Label>
          <PlanSelect value={plan} onChange={setPlan} id="choose-plan" aria-label="Plan" className="w-full" />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="choose-period">Billing period</Label>
          <ChoiceSelect
            value={period}
            choices={PERIODS}
            labels={PERIOD_LABELS}
            onChange={setPeriod}
            id="choose-period"
            aria-label="Billing period"
            className="w-full"
          />
        </div>
      </div>
      <PlanOfferButton subscription={subscription} plan={plan} period={period} primary />
    </section>
  );
}
