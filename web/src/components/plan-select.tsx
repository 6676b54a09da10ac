import type { ComponentProps } from 'react';
import { PLAN_LABELS, PLANS, type Plan } from '@app/shared/billing/plan-table';
import { ChoiceSelect } from './choice-select';

/** A choice of the plans, by their names (Settings' plan chooser, the admin console's plan change). */
export function PlanSelect(props: Omit<ComponentProps<typeof ChoiceSelect<Plan>>, 'choices' | 'labels'>) {
  return <ChoiceSelect choices={PLANS} labels={PLAN_LABELS} {...props} />;
}
