import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { billingDetailsSchema, type BillingDetails } from '@app/shared/billing/tax-invoice';
import { INDIAN_STATES } from '@app/shared/gst/state-codes';
import { Combobox } from '@/components/combobox';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { failureMessage } from '@/lib/failure-message';
import { notify } from '@/lib/toast';
import { useBillingDetails, useSaveBillingDetails } from '../api/billing-details';

const STATE_OPTIONS = INDIAN_STATES.map(({ name }) => ({ value: name, label: name }));
const EMPTY: BillingDetails = { legal_name: '', gstin: '', address: '', state: '' };

/**
 * Issue 31: the name, GSTIN, address and state on the subscriber's tax invoices. With a GSTIN the
 * invoice is a B2B one (their GSTIN on it, supplied to its state); without, to the state given,
 * else to ours. For invoices issued from now on.
 */
export function BillingDetailsForm() {
  const details = useBillingDetails();
  const save = useSaveBillingDetails();
  const form = useForm<BillingDetails>({ resolver: zodResolver(billingDetailsSchema), defaultValues: EMPTY });
  useEffect(() => {
    if (details.data) form.reset(details.data);
  }, [details.data, form]);
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => notify.success('Billing details saved'),
      onError: (error) => notify.error(failureMessage(error)),
    }),
  );
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Billing details"
      className="flex flex-col gap-3"
    >
      <p className="text-muted-foreground text-sm">What your tax invoices from now on carry. All optional.</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="billing-legal-name" label="Legal name" error={errors.legal_name?.message}>
          <Input id="billing-legal-name" aria-invalid={!!errors.legal_name} {...form.register('legal_name')} />
        </FormField>
        <FormField id="billing-gstin" label="GSTIN" error={errors.gstin?.message}>
          <Input id="billing-gstin" className="uppercase" aria-invalid={!!errors.gstin} {...form.register('gstin')} />
        </FormField>
        <FormField id="billing-address" label="Address" error={errors.address?.message}>
          <Input id="billing-address" aria-invalid={!!errors.address} {...form.register('address')} />
        </FormField>
        <FormField id="billing-state" label="State" error={errors.state?.message}>
          <Controller
            control={form.control}
            name="state"
            render={({ field }) => (
              <Combobox
                id="billing-state"
                value={field.value}
                onChange={field.onChange}
                options={STATE_OPTIONS}
                placeholder="Select state"
                invalid={!!errors.state}
              />
            )}
          />
        </FormField>
      </div>
      <div>
        <Button type="submit" size="sm" disabled={save.isPending || !details.data}>
          {save.isPending ? 'Saving…' : 'Save billing details'}
        </Button>
      </div>
    </form>
  );
}
