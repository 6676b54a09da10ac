import type { Period, Plan } from '@app/shared/billing/plan-table';
import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { indianDate } from '@/lib/format';
import { useSubscription } from '../api/subscription';
import { PlanOfferButton } from './plan-offer-button';

/** Issue 31: a /pricing card's button for a signed-in user: buy, switch, or why not (PlanOfferButton). */
export function PricingPlanAction({ plan, period }: { plan: Plan; period: Period }) {
  const { data: subscription } = useSubscription();
  if (!subscription) {
    return (
      <Button className="w-full" disabled>
        Loading your plan…
      </Button>
    );
  }
  return <PlanOfferButton subscription={subscription} plan={plan} period={period} primary={plan === 'professional'} />;
}

/** Issue 31: above /pricing's cards for a signed-in user: their plan as it stands, and where to manage it. */
export function CurrentPlanNotice() {
  const { data: plan } = useSubscription();
  if (!plan) return null;
  let text: string;
  if (plan.message) text = plan.message;
  else if (plan.status === 'trialing')
    text = `You are trying ${plan.plan_label} free: ${plan.trial_days_left} ${plan.trial_days_left === 1 ? 'day' : 'days'} left.`;
  else if (plan.current_period_end)
    text = `You are on ${plan.plan_label}, ${plan.cancel_at_period_end ? 'ending' : plan.renewing ? 'renewing' : 'paid until'} ${indianDate(plan.current_period_end)}.`;
  else text = `You are on ${plan.plan_label}.`;
  return (
    <div
      role="status"
      className="bg-card flex flex-wrap items-center justify-center gap-3 rounded-lg border px-4 py-3 text-sm"
    >
      <span>{text}</span>
      <Button asChild size="sm" variant="outline">
        <Link to="/account">Plan and invoices</Link>
      </Button>
    </div>
  );
}
