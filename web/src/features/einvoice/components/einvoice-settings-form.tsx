import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  EINVOICE_SETTING_MESSAGES,
  einvoiceSettingsInputSchema,
  TURNOVER_BAND_LABELS,
  TURNOVER_BANDS,
  type EInvoiceSettings,
} from '@app/shared/einvoice/einvoice-settings-docs';
import { indianDate as todayInIndia } from '@app/shared/financial-year';
import * as z from '@app/shared/zod';
import { ChoiceSelect } from '@/components/choice-select';
import { DateField } from '@/components/date-field';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { failureMessage } from '@/lib/failure-message';
import { notify } from '@/lib/toast';
import { useUpdateEInvoiceSettings } from '../api/update-einvoice-settings';

const settingsFormSchema = z.omit(einvoiceSettingsInputSchema, { company_id: true });
type SettingsForm = z.output<typeof settingsFormSchema>;

/** The saved setting as the form shows it; a company that never e-invoiced starts from today. */
const formValuesOf = (settings: EInvoiceSettings, today: string): SettingsForm => ({
  enabled: settings.enabled,
  applies_from: settings.applies_from ?? today,
  turnover: settings.turnover,
  api_username: settings.api_username ?? '',
  // Never sent back by the server: empty keeps the saved one.
  api_password: '',
});

/**
 * Issue 36: the company's e-invoicing, for those who manage the company. The IRP API password is
 * write-only: the field stays empty, says 'Saved' when there is one, and is sent only when typed.
 */
export function EInvoiceSettingsForm({ companyId, settings }: { companyId: string; settings: EInvoiceSettings }) {
  const update = useUpdateEInvoiceSettings(companyId);
  const form = useForm<z.input<typeof settingsFormSchema>, unknown, SettingsForm>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: formValuesOf(settings, ''),
  });
  // The saved setting fills the form, again after each save (which also empties the password);
  // today, for a first date, is read here rather than while rendering.
  useEffect(() => form.reset(formValuesOf(settings, todayInIndia())), [settings, form]);
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ api_password: password, ...rest }) =>
    update.mutate(password ? { ...rest, api_password: password } : rest, {
      onSuccess: () => notify.success(EINVOICE_SETTING_MESSAGES.saved),
      onError: (error) => notify.error(failureMessage(error)),
    }),
  );
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="E-invoice"
      className="flex flex-col gap-4 pt-3"
    >
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor="einvoice-enabled">E-invoicing</Label>
        <Controller
          control={form.control}
          name="enabled"
          render={({ field }) => (
            <Switch id="einvoice-enabled" checked={field.value} onCheckedChange={field.onChange} />
          )}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="einvoice-applies-from" label="Applies from" error={errors.applies_from?.message}>
          <Controller
            control={form.control}
            name="applies_from"
            render={({ field }) => (
              <DateField
                id="einvoice-applies-from"
                value={field.value}
                onChange={field.onChange}
                invalid={!!errors.applies_from}
              />
            )}
          />
        </FormField>
        <FormField id="einvoice-turnover" label="Aggregate turnover">
          <Controller
            control={form.control}
            name="turnover"
            render={({ field }) => (
              <ChoiceSelect
                id="einvoice-turnover"
                aria-labelledby="einvoice-turnover-label"
                value={field.value}
                choices={TURNOVER_BANDS}
                labels={TURNOVER_BAND_LABELS}
                onChange={field.onChange}
              />
            )}
          />
        </FormField>
        <FormField id="einvoice-api-username" label="IRP API user name" error={errors.api_username?.message}>
          <Input
            id="einvoice-api-username"
            autoComplete="off"
            aria-invalid={!!errors.api_username}
            {...form.register('api_username')}
          />
        </FormField>
        <FormField
          id="einvoice-api-password"
          label="IRP API password"
          error={errors.api_password?.message}
          hint={settings.api_password_saved ? 'Leave empty to keep the saved password.' : undefined}
        >
          <Input
            id="einvoice-api-password"
            type="password"
            autoComplete="new-password"
            placeholder={settings.api_password_saved ? 'Saved' : undefined}
            aria-invalid={!!errors.api_password}
            {...form.register('api_password')}
          />
        </FormField>
      </div>
      <div>
        <Button type="submit" size="sm" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
