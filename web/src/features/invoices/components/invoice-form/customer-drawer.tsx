import { useEffect } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import type { Ledger } from '@app/shared/books/ledger-docs';
import type { PartyGroup } from '@app/shared/books/ledgers';
import { CountrySelect, StateSelect } from '@/components/country-state-select';
import { FormField } from '@/components/form-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { Textarea } from '@/components/ui/textarea';
import { failureMessage } from '@/lib/failure-message';
import { notify } from '@/lib/toast';
import { useCreateParty } from '../../api/create-party';
import { checkCustomer, emptyCustomerDraft, type CustomerDraft } from '../../customer-form';
import { INVOICE_MESSAGES } from '../../messages';

interface CustomerContext {
  companyId: string;
  group: PartyGroup;
  taxEnabled: boolean;
}

const customerResolver: Resolver<CustomerDraft, CustomerContext> = (draft, context) => {
  const check = checkCustomer(draft, context?.companyId ?? '', context?.group ?? 'Debtors', !!context?.taxEnabled);
  if (check.ok) return { values: draft, errors: {} };
  const errors: FieldErrors<CustomerDraft> = {};
  for (const { field, message } of check.issues) errors[field] ??= { type: 'validate', message };
  return { values: {}, errors };
};

export interface CustomerDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  companyId: string;
  /** Debtors from a sale, Creditors from a purchase. */
  group: PartyGroup;
  taxEnabled: boolean;
  onCreated: (ledger: Ledger) => void;
  /**
   * Where the focus goes when the drawer closes. It was opened from the picker's list, which is
   * gone by then, so without this the focus falls to the page's start and a keyboard user tabs
   * through the whole menu again.
   */
  onCloseFocus?: () => void;
}

/**
 * Spec 2: the Create Customer drawer of the invoice form, a compact ledger form under the shared
 * ledger rules: name, phone, e-mail, address, and with tax on country, state and GSTIN (required
 * for a supplier). The full form is the Customers screen's.
 */
export function CustomerDrawer({
  open,
  onOpenChange,
  companyId,
  group,
  taxEnabled,
  onCreated,
  onCloseFocus,
}: CustomerDrawerProps) {
  const create = useCreateParty(companyId, group);
  const form = useForm<CustomerDraft, CustomerContext>({
    defaultValues: emptyCustomerDraft(),
    resolver: customerResolver,
    context: { companyId, group, taxEnabled },
    mode: 'onTouched',
  });
  useEffect(() => {
    if (open) form.reset(emptyCustomerDraft());
  }, [open, form]);
  const { errors } = form.formState;
  const country = useWatch({ control: form.control, name: 'country' });

  const submit = form.handleSubmit(
    (draft) => {
      const check = checkCustomer(draft, companyId, group, taxEnabled);
      if (!check.ok) return;
      create.mutate(check.input, {
        onSuccess: (ledger) => {
          notify.success(INVOICE_MESSAGES.customerCreated);
          onOpenChange(false);
          onCreated(ledger);
        },
        onError: (error) => notify.error(failureMessage(error)),
      });
    },
    () => notify.error(INVOICE_MESSAGES.fixErrors),
  );
  const text = (name: 'name' | 'email' | 'tin', label: string, required = false) => (
    <FormField id={`customer-${name}`} label={label} required={required} error={errors[name]?.message}>
      <Input id={`customer-${name}`} aria-invalid={!!errors[name]} {...form.register(name)} />
    </FormField>
  );

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        className="w-full gap-0 sm:max-w-md"
        onCloseAutoFocus={(event) => {
          if (!onCloseFocus) return;
          event.preventDefault();
          onCloseFocus();
        }}
      >
        <SheetHeader className="border-b">
          <div className="flex items-center gap-2">
            <SheetTitle>Create Customer</SheetTitle>
            <Badge variant="secondary">{group}</Badge>
          </div>
          <SheetDescription>
            {group === 'Debtors' ? 'A customer you sell to.' : 'A supplier you buy from.'} More details can be added
            from Customers later.
          </SheetDescription>
        </SheetHeader>
        <form
          id="invoice-customer-form"
          noValidate
          onSubmit={(event) => {
            event.stopPropagation();
            void submit(event);
          }}
          className="flex flex-1 flex-col gap-4 overflow-y-auto p-4"
        >
          {text('name', 'Customer Name', true)}
          <FormField id="customer-number" label="Phone Number" error={errors.number?.message} hint="10 digits (+91)">
            <Input
              id="customer-number"
              inputMode="numeric"
              maxLength={10}
              aria-invalid={!!errors.number}
              {...form.register('number')}
            />
          </FormField>
          {text('email', 'Email')}
          <FormField id="customer-country" label="Country" required={taxEnabled} error={errors.country?.message}>
            <Controller
              control={form.control}
              name="country"
              render={({ field }) => (
                <CountrySelect
                  id="customer-country"
                  value={field.value}
                  onChange={(value) => {
                    field.onChange(value);
                    form.setValue('state', '');
                  }}
                  invalid={!!errors.country}
                />
              )}
            />
          </FormField>
          <FormField id="customer-state" label="State" required={taxEnabled} error={errors.state?.message}>
            <Controller
              control={form.control}
              name="state"
              render={({ field }) => (
                <StateSelect
                  id="customer-state"
                  country={country}
                  value={field.value}
                  onChange={field.onChange}
                  invalid={!!errors.state}
                />
              )}
            />
          </FormField>
          {taxEnabled && text('tin', 'GSTIN', group === 'Creditors')}
          <FormField id="customer-address" label="Address">
            <Textarea id="customer-address" rows={2} {...form.register('address')} />
          </FormField>
        </form>
        <SheetFooter className="flex-row justify-end gap-2 border-t">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form="invoice-customer-form" disabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create Customer'}
          </Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
