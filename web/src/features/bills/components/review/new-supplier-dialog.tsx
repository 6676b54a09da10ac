import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { Ledger } from '@app/shared/books/ledger-docs';
import { INDIAN_STATES } from '@app/shared/gst/state-codes';
import { Combobox } from '@/components/combobox';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { failureMessage } from '@/lib/failure-message';
import { notify } from '@/lib/toast';
import { useCreateSupplier } from '../../api/create-supplier';
import { issuesResolver } from '../../issues-resolver';
import { BILL_PAGE_MESSAGES } from '../../messages';
import { checkSupplier, stateOfGstin, type SupplierValues } from '../../new-supplier';

interface SupplierContext {
  companyId: string;
  taxEnabled: boolean;
}

const supplierResolver = issuesResolver<SupplierValues, SupplierContext>((values, context) => {
  const check = checkSupplier(values, context?.companyId ?? '', context?.taxEnabled ?? false);
  return check.ok ? [] : check.issues;
});

const STATE_OPTIONS = INDIAN_STATES.map(({ name }) => ({ value: name, label: name }));

export interface NewSupplierDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  companyId: string;
  taxEnabled: boolean;
  /** The supplier as the bill names it. */
  proposed: SupplierValues;
  onCreated: (ledger: Ledger) => void;
}

/** The bill's supplier as a new Creditor: its name, GSTIN and state as read, to check and create. */
export function NewSupplierDialog({
  open,
  onOpenChange,
  companyId,
  taxEnabled,
  proposed,
  onCreated,
}: NewSupplierDialogProps) {
  const create = useCreateSupplier(companyId);
  const form = useForm<SupplierValues, SupplierContext>({
    defaultValues: proposed,
    resolver: supplierResolver,
    context: { companyId, taxEnabled },
  });
  useEffect(() => {
    if (open) form.reset(proposed);
  }, [open, form, proposed]);
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => {
    const check = checkSupplier(values, companyId, taxEnabled);
    if (!check.ok) return;
    create.mutate(check.input, {
      onSuccess: (ledger) => {
        notify.success(BILL_PAGE_MESSAGES.supplierCreated(ledger.ledger_name));
        onCreated(ledger);
        onOpenChange(false);
      },
      onError: (error) => notify.error(failureMessage(error)),
    });
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>New supplier</DialogTitle>
          <DialogDescription>As the bill names it. Check the name before it joins your suppliers.</DialogDescription>
        </DialogHeader>
        <form
          id="new-supplier-form"
          noValidate
          onSubmit={(event) => void submit(event)}
          className="flex flex-col gap-4"
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
        </form>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form="new-supplier-form" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create supplier'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
