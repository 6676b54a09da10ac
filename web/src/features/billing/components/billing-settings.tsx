import { Block } from '@/components/settings-rows';
import { BillingDetailsForm } from './billing-details-form';
import { InvoicesBlock } from './invoices-block';
import { PlanBlock } from './plan-block';

/** The Settings tab's billing: the plan (buy, switch, cancel), its tax invoices, and the details they carry. */
export function BillingSettings() {
  return (
    <>
      <Block title="Plan">
        <PlanBlock />
      </Block>
      <Block title="Invoices">
        <InvoicesBlock />
      </Block>
      <Block title="Billing details">
        <BillingDetailsForm />
      </Block>
    </>
  );
}
