import { Block } from '@/components/settings-rows';
import { PlanBlock } from './plan-block';

/** The Settings tab's billing: the plan and where it stands. */
export function BillingSettings() {
  return (
    <Block title="Plan">
      <PlanBlock />
    </Block>
  );
}
