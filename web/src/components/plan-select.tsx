import type { ComponentProps } from 'react';
import { PLAN_LABELS, PLANS, type Plan } from '@app/shared/billing/plan-table';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

const isPlan = (value: string): value is Plan => (PLANS as readonly string[]).includes(value);

/** A choice of the plans, by their names (Settings' plan chooser, the admin console's plan change). */
export function PlanSelect({
  value,
  onChange,
  ...trigger
}: { value: Plan; onChange: (plan: Plan) => void } & Omit<ComponentProps<typeof SelectTrigger>, 'onChange'>) {
  return (
    <Select value={value} onValueChange={(chosen) => isPlan(chosen) && onChange(chosen)}>
      <SelectTrigger {...trigger}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {PLANS.map((each) => (
          <SelectItem key={each} value={each}>
            {PLAN_LABELS[each]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
