import { CHECKOUT_MESSAGES } from '@app/shared/billing/checkout';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { failureMessage } from '@/lib/failure-message';
import { notify } from '@/lib/toast';
import { useCancelPlan } from '../api/change-plan';

/** Issue 31: Cancel plan, after a confirmation: it is not charged again and ends with the period paid for. */
export function CancelPlanButton() {
  const cancel = useCancelPlan();
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="outline" disabled={cancel.isPending}>
          {cancel.isPending ? 'Cancelling…' : 'Cancel plan'}
        </Button>
      }
      title="Cancel your plan?"
      description="It is not charged again and ends with the period paid for. Your books stay readable and exportable; new vouchers wait for a plan."
      confirmLabel="Cancel plan"
      onConfirm={() =>
        cancel.mutate(undefined, {
          onSuccess: (view) => notify.success(CHECKOUT_MESSAGES.cancelled(view.current_period_end ?? '')),
          onError: (error) => notify.error(failureMessage(error)),
        })
      }
    />
  );
}
