import {
  FREE_TRIAL_DAYS,
  formatPlanPrice,
  planPrice,
  yearlySavingPercent,
  type BillingCycle,
  type Currency,
  type Plan,
} from '@app/shared/plans';
import { Link } from '@tanstack/react-router';
import { Check } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { companiesLabel, PLAN_COPY } from './pricing-content';

interface PlanCardProps {
  plan: Plan;
  currency: Currency;
  cycle: BillingCycle;
}

export function PlanCard({ plan, currency, cycle }: PlanCardProps) {
  const copy = PLAN_COPY[plan.name];
  const headingId = `plan-${plan.name.toLowerCase()}`;
  const perLabel = cycle === 'yearly' ? 'year' : 'month';
  return (
    <Card
      role="group"
      aria-labelledby={headingId}
      className={cn('relative h-full', copy.popular && 'border-primary ring-primary shadow-md ring-1')}
    >
      <CardHeader className="gap-2">
        <div className="flex items-center justify-between gap-2">
          <h2 id={headingId} className="text-xl font-semibold">
            {plan.name}
          </h2>
          {copy.popular && <Badge>Most Popular</Badge>}
        </div>
        <CardDescription>{copy.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-6">
        <div className="flex flex-col gap-1">
          <p className="flex items-baseline gap-1">
            <span className="text-4xl font-bold tracking-tight">
              {formatPlanPrice(planPrice(plan, currency, cycle), currency)}
            </span>
            <span className="text-muted-foreground">
              <span aria-hidden>/{perLabel}</span>
              <span className="sr-only">per {perLabel}</span>
            </span>
          </p>
          <p className={cn('text-sm', cycle === 'yearly' ? 'text-primary font-medium' : 'text-muted-foreground')}>
            {cycle === 'yearly'
              ? `Save ${yearlySavingPercent(plan.prices[currency])}% compared with monthly billing`
              : 'Billed every month, cancel any time'}
          </p>
        </div>
        <ul className="flex flex-col gap-3 text-sm">
          {[companiesLabel(plan), ...copy.highlights].map((line) => (
            <li key={line} className="flex gap-2">
              <Check className="text-primary mt-0.5 size-4 shrink-0" aria-hidden />
              {line}
            </li>
          ))}
        </ul>
        <div className="mt-auto flex flex-col gap-2">
          <Button asChild variant={copy.popular ? 'default' : 'outline'} className="w-full">
            {copy.action.to === '/contact' ? (
              <Link to="/contact">{copy.action.label}</Link>
            ) : (
              // /signup is not a route of this build yet: a plain link, not a typed <Link>.
              <a href={copy.action.to}>{copy.action.label}</a>
            )}
          </Button>
          <p className="text-muted-foreground text-center text-xs">{FREE_TRIAL_DAYS}-day free trial</p>
        </div>
      </CardContent>
    </Card>
  );
}
