import { PLAN_FEATURE_ROWS } from '@app/shared/billing/plan-features';
import { PLAN_TABLE, PLANS } from '@app/shared/billing/plan-table';
import { Check, Minus } from 'lucide-react';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

function Cell({ value }: { value: boolean | string }) {
  if (typeof value === 'string') return <>{value}</>;
  return value ? (
    <>
      <Check className="text-primary mx-auto size-4" aria-hidden />
      <span className="sr-only">Included</span>
    </>
  ) : (
    <>
      <Minus className="text-muted-foreground mx-auto size-4" aria-hidden />
      <span className="sr-only">Not included</span>
    </>
  );
}

/** Spec 2.1: the feature comparison, row by row from the plan table the server's gates read. */
export function PlanComparison() {
  return (
    <section aria-labelledby="compare-heading" className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
      <h2 id="compare-heading" className="mb-8 text-center text-2xl font-bold tracking-tight sm:text-3xl">
        Compare plans
      </h2>
      <div className="bg-card rounded-xl border">
        <Table className="min-w-[36rem]">
          <TableCaption className="sr-only">Features included in each plan</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead className="px-4">Feature</TableHead>
              {PLANS.map((plan) => (
                <TableHead key={plan} className="px-4 text-center">
                  {PLAN_TABLE[plan].label}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {PLAN_FEATURE_ROWS.map((row) => (
              <TableRow key={row.feature}>
                <TableHead scope="row" className="min-w-44 px-4 font-normal whitespace-normal">
                  {row.feature}
                </TableHead>
                {PLANS.map((plan) => (
                  <TableCell key={plan} className="px-4 text-center">
                    <Cell value={row.value(PLAN_TABLE[plan])} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </section>
  );
}
