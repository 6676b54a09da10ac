import { Link } from '@tanstack/react-router';
import type { SubscriptionView } from '@app/shared/api/routes/billing/get-subscription';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { failureMessage } from '@/lib/failure-message';
import { indianDate } from '@/lib/format';
import { useSubscription } from '../api/subscription';
import { Row } from '@/components/settings-rows';

/** How the plan stands in a few words: the trial's days, or the provider's status. */
export function standingLabel(subscription: SubscriptionView): string {
  if (!subscription.writable) return subscription.status === 'trialing' ? 'Trial ended' : 'Not active';
  if (subscription.status === 'trialing')
    return `Free trial: ${subscription.trial_days_left} ${subscription.trial_days_left === 1 ? 'day' : 'days'} left`;
  return subscription.status === 'active' ? 'Active' : 'Payment pending';
}

/**
 * Issue 20: the user's own plan on the Settings tab: the plan and where it stands, the companies
 * it covers and whether it has GST, with the way to /pricing; when nothing new may be posted, why.
 */
export function PlanBlock() {
  const subscription = useSubscription();
  if (subscription.isError)
    return <p className="text-muted-foreground text-sm">{failureMessage(subscription.error)}</p>;
  const plan = subscription.data;
  if (!plan) return <Skeleton className="h-16 w-full" aria-label="Loading the plan" />;
  const ends = plan.status === 'trialing' ? plan.trial_ends_at : plan.current_period_end;
  return (
    <div>
      <Row label="Plan">
        <span className="flex items-center justify-end gap-2">
          {plan.plan_label}
          <Badge variant={plan.writable ? 'outline' : 'destructive'}>{standingLabel(plan)}</Badge>
        </span>
      </Row>
      {ends && <Row label={plan.status === 'trialing' ? 'Trial ends' : 'Paid until'}>{indianDate(ends)}</Row>}
      <Row label="Companies">
        {plan.companies_allowed === null
          ? `${plan.companies_owned} (unlimited)`
          : `${plan.companies_owned} of ${plan.companies_allowed}`}
      </Row>
      <Row label="Tax (GST) features">{plan.tax ? 'Included' : 'Not included'}</Row>
      {plan.message && (
        <p role="alert" className="text-destructive py-3 text-sm">
          {plan.message}
        </p>
      )}
      <div className="pt-3">
        <Button asChild size="sm" variant={plan.writable ? 'outline' : 'default'}>
          <Link to="/pricing">See plans</Link>
        </Button>
      </div>
    </div>
  );
}
