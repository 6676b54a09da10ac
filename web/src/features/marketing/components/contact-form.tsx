import { COMPANY_SIZES, INDUSTRIES, QUERY_TYPES } from '@app/shared/contact-choices';
import { Controller } from 'react-hook-form';
import { ReadyFieldset } from '@/components/ready-fieldset';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useContactForm, type EnquiryField } from '../hooks/use-contact-form';
import { FormField, invalidProps } from './form-field';
import { OptionSelect } from './option-select';

const asOptions = (values: readonly string[], suffix = '') => values.map((value) => ({ value, label: value + suffix }));
const SELECTS = {
  industry: { label: 'Industry', placeholder: 'Select your industry', options: asOptions(INDUSTRIES) },
  employees: {
    label: 'Company size',
    placeholder: 'Select company size',
    options: asOptions(COMPANY_SIZES, ' employees'),
  },
  queryType: { label: 'Query type', placeholder: 'Select a query type', options: asOptions(QUERY_TYPES) },
} as const;

/** Spec 2.15: the enquiry form, checked with the same schema as POST /auth/send/email/query. */
export function ContactForm() {
  const { form, submit, clearError, isSending } = useContactForm();
  const { errors } = form.formState;

  const text = (name: EnquiryField & ('firstName' | 'lastName' | 'email' | 'phone' | 'company' | 'message')) => ({
    id: name,
    ...invalidProps(name, errors[name]?.message),
    ...form.register(name, { onChange: () => clearError(name) }),
  });

  const select = (name: keyof typeof SELECTS) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <OptionSelect
          id={name}
          value={field.value ?? ''}
          placeholder={SELECTS[name].placeholder}
          options={SELECTS[name].options}
          invalid={errors[name] !== undefined}
          describedBy={invalidProps(name, errors[name]?.message)['aria-describedby']}
          onBlur={field.onBlur}
          onChange={(value) => {
            field.onChange(value);
            clearError(name);
          }}
        />
      )}
    />
  );

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Contact form"
      className="grid gap-5 sm:grid-cols-2"
    >
      <ReadyFieldset>
        <FormField id="firstName" label="First name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...text('firstName')} />
        </FormField>
        <FormField id="lastName" label="Last name" optional error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...text('lastName')} />
        </FormField>
        <FormField id="email" label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" placeholder="you@business.in" {...text('email')} />
        </FormField>
        <FormField id="phone" label="Phone" optional error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" placeholder="9876543210" {...text('phone')} />
        </FormField>
        <FormField id="company" label="Company" optional error={errors.company?.message}>
          <Input autoComplete="organization" {...text('company')} />
        </FormField>
        <FormField id="industry" label={SELECTS.industry.label} error={errors.industry?.message}>
          {select('industry')}
        </FormField>
        <FormField id="employees" label={SELECTS.employees.label} optional error={errors.employees?.message}>
          {select('employees')}
        </FormField>
        <FormField id="queryType" label={SELECTS.queryType.label} error={errors.queryType?.message}>
          {select('queryType')}
        </FormField>
        <FormField id="message" label="Message" error={errors.message?.message} className="sm:col-span-2">
          <Textarea
            rows={5}
            className="min-h-32"
            placeholder="Tell us about your business and what you need"
            {...text('message')}
          />
        </FormField>
        <Controller
          control={form.control}
          name="marketingConsent"
          render={({ field }) => (
            <Label className="items-start leading-snug font-normal sm:col-span-2">
              <Checkbox
                checked={field.value ?? true}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
              />
              Send me product news and GST tips from Hisaab. You can unsubscribe at any time.
            </Label>
          )}
        />
        <Button type="submit" size="lg" disabled={isSending} className="sm:col-span-2 sm:justify-self-start">
          {isSending ? 'Sending...' : 'Send Message'}
        </Button>
      </ReadyFieldset>
    </form>
  );
}
