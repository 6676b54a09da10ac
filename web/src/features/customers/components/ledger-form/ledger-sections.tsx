import { Controller, useWatch } from 'react-hook-form';
import { CountrySelect, StateSelect } from '@/components/country-state-select';
import { DialCodeSelect } from '@/components/dial-code-select';
import { FormField } from '@/components/form-field';
import { ImageDropzone } from '@/components/image-dropzone';
import { Textarea } from '@/components/ui/textarea';
import { OpeningBalanceField } from '@/components/opening-balance-field';
import { TextField, type LedgerForm } from './text-field';
import { TinField } from './tin-field';

/**
 * Spec 2 and 5: the billing name, and with tax on the billing country and state (required) and the
 * TIN (required for Creditors). State waits for a country; a country without states has 'No States'.
 */
export function RequiredSection({
  form,
  taxEnabled,
  tinRequired,
}: {
  form: LedgerForm;
  taxEnabled: boolean;
  tinRequired: boolean;
}) {
  const { errors } = form.formState;
  const country = useWatch({ control: form.control, name: 'mailing_country' });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField
          form={form}
          name="name"
          label="Billing Name"
          required
          autoComplete="organization"
          hint="Used for invoicing and legal purposes."
        />
      </div>
      <Controller
        control={form.control}
        name="mailing_country"
        render={({ field }) => (
          <FormField id="ledger-country" label="Country" required={taxEnabled} error={errors.mailing_country?.message}>
            <CountrySelect
              id="ledger-country"
              value={field.value}
              invalid={!!errors.mailing_country}
              onChange={(next) => {
                if (next === field.value) return;
                field.onChange(next);
                // A state belongs to its country.
                form.setValue('mailing_state', '', { shouldValidate: form.formState.isSubmitted });
              }}
            />
          </FormField>
        )}
      />
      <Controller
        control={form.control}
        name="mailing_state"
        render={({ field }) => (
          <FormField id="ledger-state" label="State" required={taxEnabled} error={errors.mailing_state?.message}>
            <StateSelect
              id="ledger-state"
              country={country}
              value={field.value}
              onChange={field.onChange}
              invalid={!!errors.mailing_state}
            />
          </FormField>
        )}
      />
      {taxEnabled && (
        <div className="sm:col-span-2">
          <TinField form={form} required={tinRequired} />
        </div>
      )}
    </div>
  );
}

/** Alias, mailing name, e-mail, phone, address, pincode and the opening balance. */
export function ProfileSection({ form }: { form: LedgerForm }) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField form={form} name="alias" label="Alias" />
      <TextField form={form} name="mailing_name" label="Mailing Name" />
      <TextField form={form} name="email" label="Email" type="email" autoComplete="email" />
      <div className="grid grid-cols-[9rem_1fr] gap-2">
        <Controller
          control={form.control}
          name="code"
          render={({ field }) => (
            <FormField id="ledger-code" label="Code" error={errors.code?.message}>
              <DialCodeSelect
                id="ledger-code"
                value={field.value}
                onChange={field.onChange}
                aria-invalid={!!errors.code}
              />
            </FormField>
          )}
        />
        <TextField
          form={form}
          name="number"
          label="Phone Number"
          inputMode="numeric"
          maxLength={10}
          autoComplete="tel-national"
        />
      </div>
      <FormField
        id="ledger-mailing_address"
        label="Address"
        error={errors.mailing_address?.message}
        className="sm:col-span-2"
      >
        <Textarea
          id="ledger-mailing_address"
          rows={2}
          aria-invalid={!!errors.mailing_address}
          {...form.register('mailing_address')}
        />
      </FormField>
      <TextField form={form} name="mailing_pincode" label="Pincode" inputMode="numeric" maxLength={6} />
      <OpeningBalanceField
        id="ledger-opening_amount"
        control={form.control}
        amount="opening_amount"
        side="opening_side"
        error={form.formState.errors.opening_amount?.message}
        hint="Dr: they owed you when your books began. Cr: you owed them."
      />
    </div>
  );
}

/** Spec 5: PNG, JPEG, JPG or WebP under 5 MB, uploaded as soon as it is picked. */
export function ImageSection({ form }: { form: LedgerForm }) {
  return (
    <Controller
      control={form.control}
      name="image"
      render={({ field }) => (
        <ImageDropzone
          label="Profile Image"
          purpose="ledger"
          value={field.value}
          onChange={field.onChange}
          className="max-w-sm"
        />
      )}
    />
  );
}

export function BankSection({ form }: { form: LedgerForm }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField form={form} name="account_holder" label="Account Holder" />
      <TextField form={form} name="account_number" label="Account Number" inputMode="numeric" maxLength={18} />
      <TextField form={form} name="bank_name" label="Bank Name" />
      <TextField form={form} name="bank_branch" label="Branch" />
      <TextField form={form} name="bank_ifsc" label="IFSC Code" upperCase maxLength={11} />
    </div>
  );
}
