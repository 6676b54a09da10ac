import type { SubscriptionView } from '@app/shared/api/routes/billing/get-subscription';
import { CHECKOUT_MESSAGES } from '@app/shared/billing/checkout';
import type { Period, Plan } from '@app/shared/billing/plan-table';
import { Button } from '@/components/ui/button';
import { failureMessage } from '@/lib/failure-message';
import { notify } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useBuyPlan } from '../api/buy-plan';
import { useChangePlan } from '../api/change-plan';
import { planOffer } from '../plan-offer';

/**
 * Issue 31: a plan and period as this subscriber can have it: Buy (Checkout), Switch to (at once
 * or from the period's end), or why not; with what it costs or when. On /pricing's cards and in
 * Settings.
 */
export function PlanOfferButton({
  subscription,
  plan,
  period,
  primary = false,
  className,
}: {
  subscription: SubscriptionView;
  plan: Plan;
  period: Period;
  primary?: boolean;
  className?: string;
}) {
  const buy = useBuyPlan();
  const change = useChangePlan();
  const offer = planOffer(subscription, plan, period);
  const busy = buy.isPending || change.isPending;
  const onError = (error: Error) => notify.error(failureMessage(error));
  const act = () => {
    if (offer.kind === 'buy') {
      buy.mutate(
        { plan, period },
        { onSuccess: (view) => view && notify.success(CHECKOUT_MESSAGES.paid(view.plan)), onError },
      );
    } else if (offer.kind === 'switch') {
      change.mutate(
        { plan, period },
        {
          onSuccess: (view) =>
            notify.success(
              offer.when === 'now'
                ? CHECKOUT_MESSAGES.changedNow(plan)
                : CHECKOUT_MESSAGES.changesLater(plan, period, view.scheduled_change?.at ?? ''),
            ),
          onError,
        },
      );
    }
  };
  const actionable = offer.kind === 'buy' || offer.kind === 'switch';
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <Button
        className="w-full"
        variant={primary && actionable ? 'default' : 'outline'}
        disabled={!actionable || busy}
        onClick={act}
      >
        {buy.isPending ? 'Opening checkout…' : change.isPending ? 'Switching…' : offer.label}
      </Button>
      <p className="text-muted-foreground text-center text-xs">{offer.note}</p>
    </div>
  );
}
