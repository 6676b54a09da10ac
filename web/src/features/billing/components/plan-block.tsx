import { Link } from '@tanstack/react-router';
import type { SubscriptionView } from '@app/shared/api/routes/billing/get-subscription';
import { Row } from '@/components/settings-rows';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { failureMessage } from '@/lib/failure-message';
import { indianDate } from '@/lib/format';
import { useSubscription } from '../api/subscription';
import { chargeNote } from '../plan-offer';
import { CancelPlanButton } from './cancel-plan-button';
import { PlanChooser } from './plan-chooser';

/** How the plan stands in a few words: the trial's days, or the provider's status. */
export function standingLabel(subscription: SubscriptionView): string {
  if (!subscription.writable) return subscription.status === 'trialing' ? 'Trial ended' : 'Not active';
  if (subscription.status === 'trialing')
    return `Free trial: ${subscription.trial_days_left} ${subscription.trial_days_left === 1 ? 'day' : 'days'} left`;
  if (subscription.cancel_at_period_end || subscription.status === 'cancelled') return 'Cancelled';
  return subscription.status === 'active' ? 'Active' : 'Payment pending';
}

/** Which day the row of dates names, and what it is called. */
function dateRow(plan: SubscriptionView): [string, string] | undefined {
  if (plan.status === 'trialing') return ['Trial ends', plan.trial_ends_at];
  if (!plan.current_period_end) return undefined;
  if (plan.cancel_at_period_end || plan.status === 'cancelled') return ['Ends on', plan.current_period_end];
  return [plan.renewing ? 'Renews on' : 'Paid until', plan.current_period_end];
}

/**
 * Issue 20 and 31: the user's own plan on the Settings tab: the plan and where it stands, what it
 * is charged and when it renews (or ends, or changes), what it includes, and the way to buy,
 * switch or cancel; when nothing new may be posted, why.
 */
export function PlanBlock() {
  const subscription = useSubscription();
  if (subscription.isError)
    return <p className="text-muted-foreground text-sm">{failureMessage(subscription.error)}</p>;
  const plan = subscription.data;
  if (!plan) return <Skeleton className="h-16 w-full" aria-label="Loading the plan" />;
  const dates = dateRow(plan);
  const next = plan.scheduled_change;
  return (
    <div>
      <Row label="Plan">
        <span className="flex items-center justify-end gap-2">
          {plan.plan_label}
          <Badge variant={plan.writable ? 'outline' : 'destructive'}>{standingLabel(plan)}</Badge>
        </span>
      </Row>
      {plan.period && <Row label="Billed">{chargeNote(plan.plan, plan.period)}</Row>}
      {dates && <Row label={dates[0]}>{indianDate(dates[1])}</Row>}
      {next && (
        <Row label="Then">
          {next.plan_label}, {next.period === 'yearly' ? 'every year' : 'every month'}, from {indianDate(next.at)}
        </Row>
      )}
      <Row label="Companies">
        {plan.companies_allowed === null
          ? `${plan.companies_owned} (unlimited)`
          : `${plan.companies_owned} of ${plan.companies_allowed}`}
      </Row>
      <Row label="Tax (GST) features">{plan.tax ? 'Included' : 'Not included'}</Row>
      <Row label="Bills read by AI">
        {plan.bill_pages === null ? 'Not included' : `${plan.bill_pages} pages a month`}
      </Row>
      <Row label="Team members with roles">{plan.team ? 'Included' : 'Not included'}</Row>
      {plan.message && (
        <p role="alert" className="text-destructive py-3 text-sm">
          {plan.message}
        </p>
      )}
      <PlanChooser subscription={plan} />
      <div className="flex flex-wrap items-center gap-2 pt-3">
        <Button asChild size="sm" variant="outline">
          <Link to="/pricing">See plans</Link>
        </Button>
        {plan.renewing && !plan.cancel_at_period_end && plan.status !== 'cancelled' && <CancelPlanButton />}
      </div>
    </div>
  );
}
