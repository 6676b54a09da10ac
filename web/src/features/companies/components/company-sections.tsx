import { ChevronDown } from 'lucide-react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useState } from 'react';
import { CountrySelect, StateSelect } from '@/components/country-state-select';
import { DatePicker } from '@/components/date-picker';
import { DialCodeSelect } from '@/components/dial-code-select';
import { FormField } from '@/components/form-field';
import { ImageDropzone } from '@/components/image-dropzone';
import { Input } from '@/components/ui/input';
import { BANK_FIELDS, type CompanyFormValues, type CompanyTextField } from '../company-form';

type Form = UseFormReturn<CompanyFormValues, unknown, unknown>;

function TextField({
  of: form,
  name,
  label,
  hint,
  required,
  upperCase,
  ...input
}: {
  of: Form;
  name: CompanyTextField;
  label: string;
  hint?: string;
  required?: boolean;
  upperCase?: boolean;
} & React.ComponentProps<'input'>) {
  const error = form.formState.errors[name]?.message;
  const field = form.register(name);
  return (
    <FormField id={`company-${name}`} label={label} hint={hint} error={error} required={required}>
      <Input
        id={`company-${name}`}
        aria-invalid={!!error}
        {...input}
        {...field}
        onChange={(event) => {
          if (upperCase) event.target.value = event.target.value.toUpperCase();
          void field.onChange(event);
        }}
      />
    </FormField>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-4">
      <h3 className="text-muted-foreground text-xs font-semibold tracking-wider uppercase">{title}</h3>
      {children}
    </section>
  );
}

export function BrandingSection({ form }: { form: Form }) {
  return (
    <Section title="Company Branding">
      <Controller
        control={form.control}
        name="image"
        render={({ field }) => (
          <ImageDropzone label="Logo" purpose="company-logo" value={field.value} onChange={field.onChange} />
        )}
      />
      <TextField of={form} name="name" label="Company name" required autoComplete="organization" />
      <TextField of={form} name="website" label="Website" placeholder="https://" inputMode="url" />
    </Section>
  );
}

export function ContactSection({ form }: { form: Form }) {
  const errors = form.formState.errors;
  return (
    <Section title="Contact Information">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField of={form} name="email" label="Email" type="email" />
        <TextField of={form} name="mailing_name" label="Mailing name" />
        <TextField of={form} name="address_1" label="Address line 1" />
        <TextField of={form} name="address_2" label="Address line 2" />
        <Controller
          control={form.control}
          name="country"
          render={({ field }) => (
            <FormField id="company-country" label="Country" required error={errors.country?.message}>
              <CountrySelect
                id="company-country"
                value={field.value}
                invalid={!!errors.country}
                onChange={(country) => {
                  field.onChange(country);
                  // Spec 2.9: picking a country clears the state.
                  form.setValue('state', '');
                }}
              />
            </FormField>
          )}
        />
        <Controller
          control={form.control}
          name="state"
          render={({ field }) => (
            <FormField id="company-state" label="State / Province" required error={errors.state?.message}>
              <StateSelect
                id="company-state"
                country={form.watch('country')}
                value={field.value}
                onChange={field.onChange}
                invalid={!!errors.state}
              />
            </FormField>
          )}
        />
        <TextField of={form} name="pinCode" label="Postal code" inputMode="numeric" maxLength={6} />
        <div className="grid grid-cols-[8rem_1fr] gap-2">
          <Controller
            control={form.control}
            name="code"
            render={({ field }) => (
              <FormField id="company-code" label="Code" error={errors.code?.message}>
                <DialCodeSelect id="company-code" value={field.value} onChange={field.onChange} />
              </FormField>
            )}
          />
          <TextField of={form} name="number" label="Phone number" hint="10 digits" inputMode="numeric" maxLength={10} />
        </div>
      </div>
    </Section>
  );
}

export function LegalSection({ form }: { form: Form }) {
  const errors = form.formState.errors;
  return (
    <Section title="Legal Information">
      <TextField
        of={form}
        name="tin"
        label="Tax number (TIN / GSTIN)"
        upperCase
        maxLength={15}
        hint="15 characters including the state code. Entering it makes the company tax-registered."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {(['financial_year_start', 'books_begin_from'] as const).map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <FormField
                id={`company-${name}`}
                label={name === 'financial_year_start' ? 'Financial year start' : 'Books beginning date'}
                error={errors[name]?.message}
              >
                <DatePicker
                  id={`company-${name}`}
                  value={field.value}
                  onChange={field.onChange}
                  invalid={!!errors[name]}
                />
              </FormField>
            )}
          />
        ))}
      </div>
      <TextField
        of={form}
        name="expiry_alert_days"
        label="Expiry alert (days)"
        hint="Batches expiring within this many days are flagged and noticed. Leave empty for 90."
        inputMode="numeric"
        maxLength={3}
      />
    </Section>
  );
}

/** Spec 2.9: collapsible; opens by itself when any bank field has a value. */
export function BankSection({ form }: { form: Form }) {
  const hasBankDetails =
    BANK_FIELDS.some((field) => form.getValues(field) !== '') || form.getValues('qr_code').key !== null;
  const [open, setOpen] = useState(hasBankDetails);
  return (
    <section className="flex flex-col gap-4">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        className="flex items-center justify-between"
      >
        <h3 className="text-muted-foreground text-xs font-semibold tracking-wider uppercase">Bank Information</h3>
        <ChevronDown className={open ? 'size-4 rotate-180 transition-transform' : 'size-4 transition-transform'} />
      </button>
      {open && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField of={form} name="account_holder" label="Account holder" />
          <TextField of={form} name="account_number" label="Account number" inputMode="numeric" />
          <TextField of={form} name="bank_name" label="Bank name" />
          <TextField of={form} name="bank_branch" label="Bank branch" />
          <TextField of={form} name="bank_ifsc" label="IFSC code" upperCase maxLength={11} />
          <TextField
            of={form}
            name="upi_id"
            label="UPI ID"
            placeholder="name@bank"
            hint="Customers pay to it from the invoices you share by link."
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            inputMode="email"
            maxLength={255}
          />
          <Controller
            control={form.control}
            name="qr_code"
            render={({ field }) => (
              <ImageDropzone
                label="Payment QR code"
                purpose="company-qr"
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
        </div>
      )}
    </section>
  );
}
