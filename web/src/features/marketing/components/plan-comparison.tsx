import { PLANS } from '@app/shared/plans';
import { Check, Minus } from 'lucide-react';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { COMPARISON_ROWS } from './pricing-content';

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

/** Spec 2.1: the feature comparison; Starter keeps to non-tax functions (spec 1). */
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
                <TableHead key={plan.name} className="px-4 text-center">
                  {plan.name}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {COMPARISON_ROWS.map((row) => (
              <TableRow key={row.feature}>
                <TableHead scope="row" className="min-w-44 px-4 font-normal whitespace-normal">
                  {row.feature}
                </TableHead>
                {PLANS.map((plan) => (
                  <TableCell key={plan.name} className="px-4 text-center">
                    <Cell value={row.values[plan.name]} />
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
