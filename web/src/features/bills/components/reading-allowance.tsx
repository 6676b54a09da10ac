import { Link } from '@tanstack/react-router';
import type { BillAllowance } from '@app/shared/bills/bill-reading';
import { Button } from '@/components/ui/button';
import { indianDate } from '@/lib/format';

/**
 * Issue 31: the pages of bills read this month against the plan's allowance, under the drop zone;
 * when none are read (the plan has no bills, it is not in force, or the month's pages are used),
 * why, and the way to /pricing.
 */
export function ReadingAllowance({ allowance }: { allowance: BillAllowance }) {
  const renews = indianDate(`${allowance.renews_on}T00:00:00+05:30`);
  return (
    <section aria-label="Bill reading this month" className="bg-card flex flex-col gap-2 rounded-lg border px-4 py-3">
      {allowance.pages_allowed !== null && (
        <>
          <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
            <span>
              <span className="font-medium">
                {allowance.pages_used} of {allowance.pages_allowed} pages
              </span>{' '}
              read this month ({allowance.plan_label})
            </span>
            <span className="text-muted-foreground text-xs">Renews on {renews}</span>
          </p>
          <div
            role="meter"
            aria-label="Pages read this month"
            aria-valuemin={0}
            aria-valuemax={allowance.pages_allowed}
            aria-valuenow={allowance.pages_used}
            className="bg-muted h-1.5 w-full overflow-hidden rounded-full"
          >
            <div
              className="bg-primary h-full rounded-full"
              style={{ width: `${Math.min(100, (allowance.pages_used / allowance.pages_allowed) * 100)}%` }}
            />
          </div>
        </>
      )}
      {allowance.message && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="text-sm">
            {allowance.message}
          </p>
          <Button asChild size="sm" variant="outline">
            <Link to="/pricing">See plans</Link>
          </Button>
        </div>
      )}
    </section>
  );
}
