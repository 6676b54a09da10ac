import { Controller } from 'react-hook-form';
import type { Ledger } from '@app/shared/books/ledger-docs';
import { INDIAN_STATES } from '@app/shared/gst/state-codes';
import { Combobox } from '@/components/combobox';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { useCreateSupplier } from '../../api/create-supplier';
import { useCreateDialogForm, type CreateDialogProps } from '../../hooks/use-create-dialog-form';
import { BILL_PAGE_MESSAGES } from '../../messages';
import { checkSupplier, stateOfGstin, type SupplierValues } from '../../new-supplier';
import { CreateFromBillDialog } from './create-from-bill-dialog';

const STATE_OPTIONS = INDIAN_STATES.map(({ name }) => ({ value: name, label: name }));

/** `proposed` is the supplier as the bill names it. */
export type NewSupplierDialogProps = CreateDialogProps<SupplierValues, Ledger>;

/** The bill's supplier as a new Creditor: its name, GSTIN and state as read, to check and create. */
export function NewSupplierDialog(props: NewSupplierDialogProps) {
  const { companyId, taxEnabled } = props;
  const create = useCreateSupplier(companyId);
  const { form, submit } = useCreateDialogForm({
    ...props,
    check: checkSupplier,
    create,
    createdMessage: (ledger) => BILL_PAGE_MESSAGES.supplierCreated(ledger.ledger_name),
  });
  const { errors } = form.formState;
  return (
    <CreateFromBillDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="New supplier"
      description="As the bill names it. Check the name before it joins your suppliers."
      formId="new-supplier-form"
      formClassName="flex flex-col gap-4"
      onSubmit={submit}
      pending={create.isPending}
      submitLabel="Create supplier"
    >
      <FormField id="new-supplier-name" label="Name" required error={errors.name?.message}>
        <Input id="new-supplier-name" aria-invalid={!!errors.name} {...form.register('name')} />
      </FormField>
      <FormField id="new-supplier-tin" label="GSTIN" required={taxEnabled} error={errors.tin?.message}>
        <Input
          id="new-supplier-tin"
          className="uppercase"
          maxLength={15}
          aria-invalid={!!errors.tin}
          {...form.register('tin', {
            onChange: (event: { target: HTMLInputElement }) => {
              const tin = event.target.value.trim().toUpperCase();
              const state = stateOfGstin(tin);
              if (state) form.setValue('state', state);
            },
          })}
        />
      </FormField>
      <FormField id="new-supplier-state" label="State" required={taxEnabled} error={errors.state?.message}>
        <Controller
          control={form.control}
          name="state"
          render={({ field }) => (
            <Combobox
              id="new-supplier-state"
              value={field.value}
              onChange={field.onChange}
              options={STATE_OPTIONS}
              placeholder="Select state"
              invalid={!!errors.state}
            />
          )}
        />
      </FormField>
    </CreateFromBillDialog>
  );
}
