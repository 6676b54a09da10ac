import { planHighlights } from '@app/shared/billing/plan-features';
import { PLAN_TABLE, TRIAL, type Currency, type Period, type Plan } from '@app/shared/billing/plan-table';
import { formatPlanPrice, planPrice, yearlySavingPercent } from '@app/shared/billing/prices';
import { Link } from '@tanstack/react-router';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { PLAN_COPY } from './pricing-content';

interface PlanCardProps {
  plan: Plan;
  currency: Currency;
  period: Period;
  /** What the card offers a signed-in user (buy, change); without it, the visitor's sign-up or sales link. */
  action?: ReactNode;
}

/** A visitor's way in: sign up for the trial, or talk to sales (spec 2.1). */
function VisitorAction({ plan }: { plan: Plan }) {
  const copy = PLAN_COPY[plan];
  return (
    <>
      <Button asChild variant={copy.popular ? 'default' : 'outline'} className="w-full">
        {copy.action.to === '/contact' ? (
          <Link to="/contact">{copy.action.label}</Link>
        ) : (
          // /signup is not a route of this build yet: a plain link, not a typed <Link>.
          <a href={copy.action.to}>{copy.action.label}</a>
        )}
      </Button>
      <p className="text-muted-foreground text-center text-xs">{TRIAL.days}-day free trial</p>
    </>
  );
}

export function PlanCard({ plan, currency, period, action }: PlanCardProps) {
  const copy = PLAN_COPY[plan];
  const terms = PLAN_TABLE[plan];
  const headingId = `plan-${plan}`;
  const perLabel = period === 'yearly' ? 'year' : 'month';
  return (
    <Card
      role="group"
      aria-labelledby={headingId}
      className={cn('relative h-full', copy.popular && 'border-primary ring-primary shadow-md ring-1')}
    >
      <CardHeader className="gap-2">
        <div className="flex items-center justify-between gap-2">
          <h2 id={headingId} className="text-xl font-semibold">
            {terms.label}
          </h2>
          {copy.popular && <Badge>Most Popular</Badge>}
        </div>
        <CardDescription>{copy.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-6">
        <div className="flex flex-col gap-1">
          <p className="flex items-baseline gap-1">
            <span className="text-4xl font-bold tracking-tight">
              {formatPlanPrice(planPrice(plan, currency, period), currency)}
            </span>
            <span className="text-muted-foreground">
              <span aria-hidden>/{perLabel}</span>
              <span className="sr-only">per {perLabel}</span>
            </span>
          </p>
          <p className={cn('text-sm', period === 'yearly' ? 'text-primary font-medium' : 'text-muted-foreground')}>
            {period === 'yearly'
              ? `Save ${yearlySavingPercent(terms.prices[currency])}% compared with monthly billing`
              : 'Billed every month, cancel any time'}
          </p>
        </div>
        <ul className="flex flex-col gap-3 text-sm">
          {planHighlights(plan).map((line) => (
            <li key={line} className="flex gap-2">
              <Check className="text-primary mt-0.5 size-4 shrink-0" aria-hidden />
              {line}
            </li>
          ))}
        </ul>
        <div className="mt-auto flex flex-col gap-2">{action ?? <VisitorAction plan={plan} />}</div>
      </CardContent>
    </Card>
  );
}
