import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import type { LedgerOption } from '@app/shared/books/ledger-docs';
import { PAYMENT_MODES, TRANSPORT_MODES, VEHICLE_LABELS } from '@app/shared/books/voucher-types';
import { Combobox, type ComboboxOption } from '@/components/combobox';
import { FormField } from '@/components/form-field';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { matchesIgnoringSpaces } from '@/lib/search-text';
import type { InvoiceDraft } from '../../invoice-form';
import type { InvoiceType } from '../../invoice-search';
import { DateField } from '@/components/date-field';

const NONE = 'none';

/** A detail the invoice may leave out: 'Not specified' stands for the empty value. */
function OptionalSelect<T extends string>({
  id,
  value,
  options,
  onChange,
}: {
  id: string;
  value: T | '';
  options: readonly T[];
  onChange: (value: T | '') => void;
}) {
  return (
    <Select value={value || NONE} onValueChange={(next) => onChange(next === NONE ? '' : (next as T))}>
      <SelectTrigger id={id} className="w-full">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={NONE}>Not specified</SelectItem>
        {options.map((option) => (
          <SelectItem key={option} value={option}>
            {option}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

export interface InvoiceDetailsCardProps {
  form: UseFormReturn<InvoiceDraft>;
  type: InvoiceType;
  taxEnabled: boolean;
  /** Sales numbers are the server's; a purchase's is the supplier's bill number (create only). */
  numberEditable: boolean;
  /** The number is still being fetched. */
  numberLoading: boolean;
  parties: readonly LedgerOption[] | undefined;
  /** Editing: the invoice's party stays as it is. */
  partyLocked: boolean;
  /** The party's name when it is not in the list (a ledger deleted since). */
  partyName?: string;
  onAddParty: () => void;
  /** The date limits: today, and the first day of the financial year. */
  today: string;
  earliest: string;
  /** Where the chosen party's supply is taxed, for the note under the picker. */
  supplyNote?: string;
  /** The date cannot change (an invoice with credit or debit notes against it). */
  dateLocked?: boolean;
  /** A purchase from a supplier abroad: an import (shared/gst/imports.ts). */
  imported?: boolean;
}

/** Spec 2, Invoice details: number, date, party, and with tax on transport, due date and payment mode. */
export function InvoiceDetailsCard(props: InvoiceDetailsCardProps) {
  const { form, type, taxEnabled, parties, today } = props;
  const { errors } = form.formState;
  const mode = useWatch({ control: form.control, name: 'mode_of_transport' });
  const partyLabel = type === 'Sales' ? 'Customer' : 'Supplier';
  const options: ComboboxOption[] = (parties ?? []).map((party) => ({
    value: party._id,
    label: party.ledger_name,
    detail: party.mailing_state ? (
      <span className="text-muted-foreground text-xs">{party.mailing_state}</span>
    ) : undefined,
    keywords: [party.alias, party.tin, party.mailing_state].filter(Boolean).join(' '),
  }));

  return (
    <Card>
      <CardHeader>
        <CardTitle>Invoice Details</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <FormField
          id="invoice-number"
          label="Invoice Number"
          required={props.numberEditable}
          error={errors.voucher_number?.message}
          hint={props.numberEditable ? "The supplier's bill number" : undefined}
        >
          <Input
            id="invoice-number"
            readOnly={!props.numberEditable}
            placeholder={props.numberLoading ? 'Loading...' : undefined}
            aria-invalid={!!errors.voucher_number}
            className={props.numberEditable ? undefined : 'bg-muted'}
            {...form.register('voucher_number')}
          />
        </FormField>
        <FormField id="invoice-date" label="Invoice Date" required error={errors.date?.message}>
          <Controller
            control={form.control}
            name="date"
            render={({ field }) => (
              <DateField
                id="invoice-date"
                value={field.value}
                onChange={field.onChange}
                min={props.earliest}
                max={today}
                invalid={!!errors.date}
                disabled={props.dateLocked}
              />
            )}
          />
        </FormField>
        <FormField
          id="invoice-party"
          label={partyLabel}
          required
          error={errors.party_id?.message}
          hint={props.supplyNote}
        >
          <Controller
            control={form.control}
            name="party_id"
            render={({ field }) => (
              <Combobox
                id="invoice-party"
                value={field.value}
                onChange={field.onChange}
                options={options}
                matches={matchesIgnoringSpaces}
                fallbackLabel={field.value ? props.partyName : undefined}
                placeholder={parties ? `Select a ${partyLabel.toLowerCase()}` : 'Loading...'}
                searchPlaceholder={`Search ${partyLabel.toLowerCase()}s...`}
                emptyText={parties ? `No ${partyLabel.toLowerCase()}s found.` : 'Loading...'}
                contentClassName="min-w-72"
                disabled={props.partyLocked}
                invalid={!!errors.party_id}
                action={props.partyLocked ? undefined : { label: `Add New ${partyLabel}`, onSelect: props.onAddParty }}
              />
            )}
          />
        </FormField>
        {taxEnabled && (
          <>
            <FormField id="invoice-transport" label="Mode of Transport">
              <Controller
                control={form.control}
                name="mode_of_transport"
                render={({ field }) => (
                  <OptionalSelect
                    id="invoice-transport"
                    value={field.value}
                    options={TRANSPORT_MODES}
                    onChange={field.onChange}
                  />
                )}
              />
            </FormField>
            <FormField
              id="invoice-vehicle"
              label={mode ? VEHICLE_LABELS[mode] : 'Vehicle Number'}
              error={errors.vehicle_number?.message}
            >
              <Input
                id="invoice-vehicle"
                autoComplete="off"
                maxLength={32}
                className="uppercase"
                {...form.register('vehicle_number', {
                  // Spec 5: upper-cased as typed (the server also drops the spaces).
                  onChange: (event: { target: HTMLInputElement }) =>
                    form.setValue('vehicle_number', event.target.value.toUpperCase()),
                })}
              />
            </FormField>
            <FormField id="invoice-due-date" label="Due Date" error={errors.due_date?.message}>
              <Controller
                control={form.control}
                name="due_date"
                render={({ field }) => (
                  <DateField
                    id="invoice-due-date"
                    value={field.value}
                    onChange={field.onChange}
                    min={today}
                    invalid={!!errors.due_date}
                  />
                )}
              />
            </FormField>
            <FormField id="invoice-payment-mode" label="Payment Mode">
              <Controller
                control={form.control}
                name="payment_mode"
                render={({ field }) => (
                  <OptionalSelect
                    id="invoice-payment-mode"
                    value={field.value}
                    options={PAYMENT_MODES}
                    onChange={field.onChange}
                  />
                )}
              />
            </FormField>
            {type === 'Purchase' && (
              // A native box: Radix's hidden bubble input warns (flushSync) when the item drawer has just closed.
              <label className="flex items-start gap-2 text-sm sm:col-span-2">
                <input
                  type="checkbox"
                  id="invoice-reverse-charge"
                  className="accent-primary mt-0.5 size-4 shrink-0"
                  {...form.register('reverse_charge')}
                />
                <span>
                  Tax payable on reverse charge
                  <span className="text-muted-foreground block text-xs">
                    You pay this bill's GST to the government (a GTA, an advocate): the supplier is owed it without the
                    tax.
                  </span>
                  {props.imported && (
                    <span className="text-muted-foreground block text-xs" data-testid="import-note">
                      Bought from abroad: a service is under reverse charge (tick this box); goods carry no GST on the
                      supplier's bill, as their IGST is paid at customs on the bill of entry (GST rate 0).
                    </span>
                  )}
                </span>
              </label>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
