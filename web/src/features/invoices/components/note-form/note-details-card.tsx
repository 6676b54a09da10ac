import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import type { LedgerOption } from '@app/shared/books/ledger-docs';
import type { Voucher, VoucherRow } from '@app/shared/books/voucher-docs';
import { NOTE_REASONS, type NoteKind, type NoteType } from '@app/shared/books/voucher-types';
import { formatRupees } from '@app/shared/money';
import { Combobox, type ComboboxOption } from '@/components/combobox';
import { DateField } from '@/components/date-field';
import { FormField } from '@/components/form-field';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { indianDate } from '@/lib/format';
import { matchesIgnoringSpaces } from '@/lib/search-text';
import { NO_INVOICE, PRICE_REASONS, type NoteDraft } from '../../note-form';

export interface NoteDetailsCardProps {
  form: UseFormReturn<NoteDraft>;
  type: NoteType;
  /** The note's number: the server's next one, or the edited note's own. */
  number: string | undefined;
  numberLoading: boolean;
  parties: readonly LedgerOption[] | undefined;
  /** The party's name when the picker is locked or does not list it. */
  partyName?: string;
  /** The party and the invoice come from the invoice the form was opened from (or the note edited). */
  locked: boolean;
  /** The party's invoices the note can be raised against (undefined while they load). */
  invoices: readonly VoucherRow[] | undefined;
  /** The chosen invoice, once loaded. */
  invoice: Voucher | undefined;
  /** The date limits. */
  today: string;
  earliest: string;
  /** Where the chosen invoice's supply was taxed, under the party. */
  supplyNote?: string;
  /** What the note does is fixed: a debit note raising a sale, or a note being edited. */
  kindLocked: boolean;
  /** The party or the invoice changed: what was typed for the previous one no longer applies. */
  onPartyChange: () => void;
  onInvoiceChange: () => void;
}

/** What a note against an invoice does, as the form offers it. */
const KIND_LABELS: Record<NoteKind, string> = {
  return: 'Goods returned',
  value: 'Lower the price (no goods back)',
  increase: 'Raise the price (no goods out)',
};

/** A read-only box, as the invoice form shows its server-given number. */
function ReadOnly({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <FormField id={id} label={label}>
      <Input id={id} readOnly value={value} className="bg-muted" />
    </FormField>
  );
}

/**
 * Issue 18: the note's number and date, its party, and the invoice it is against (read-only once
 * chosen: number, date and value), or 'No invoice' with the note's reason.
 */
export function NoteDetailsCard(props: NoteDetailsCardProps) {
  const { form, type, parties, invoice, locked } = props;
  const { errors } = form.formState;
  const [originalId, partyId, kind] = useWatch({ control: form.control, name: ['original_id', 'party_id', 'kind'] });
  const partyLabel = type === 'Credit Note' || kind === 'increase' ? 'Customer' : 'Supplier';
  const standalone = originalId === NO_INVOICE;
  const partyOptions: ComboboxOption[] = (parties ?? []).map((party) => ({
    value: party._id,
    label: party.ledger_name,
    detail: party.mailing_state ? (
      <span className="text-muted-foreground text-xs">{party.mailing_state}</span>
    ) : undefined,
    keywords: [party.alias, party.tin, party.mailing_state].filter(Boolean).join(' '),
  }));
  const invoiceOptions: ComboboxOption[] = [
    ...(props.invoices ?? []).map((row) => ({
      value: row._id,
      label: row.voucher_number,
      detail: (
        <span className="text-muted-foreground text-xs">
          {indianDate(row.date)} · {formatRupees(row.grand_total)}
        </span>
      ),
    })),
    { value: NO_INVOICE, label: 'No invoice (enter the items and a reason)' },
  ];
  const minDate = invoice && invoice.date > props.earliest ? invoice.date : props.earliest;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{type} Details</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <FormField id="note-number" label="Note Number">
          <Input
            id="note-number"
            readOnly
            value={props.number ?? ''}
            placeholder={props.numberLoading ? 'Loading...' : undefined}
            className="bg-muted"
          />
        </FormField>
        <FormField id="note-date" label="Note Date" required error={errors.date?.message}>
          <Controller
            control={form.control}
            name="date"
            render={({ field }) => (
              <DateField
                id="note-date"
                value={field.value}
                onChange={field.onChange}
                min={minDate}
                max={props.today}
                invalid={!!errors.date}
              />
            )}
          />
        </FormField>
        <FormField id="note-party" label={partyLabel} required error={errors.party_id?.message} hint={props.supplyNote}>
          <Controller
            control={form.control}
            name="party_id"
            render={({ field }) => (
              <Combobox
                id="note-party"
                value={field.value}
                onChange={(value) => {
                  if (value !== field.value) props.onPartyChange();
                  field.onChange(value);
                }}
                options={partyOptions}
                matches={matchesIgnoringSpaces}
                fallbackLabel={field.value ? props.partyName : undefined}
                placeholder={parties || locked ? `Select a ${partyLabel.toLowerCase()}` : 'Loading...'}
                searchPlaceholder={`Search ${partyLabel.toLowerCase()}s...`}
                emptyText={parties ? `No ${partyLabel.toLowerCase()}s found.` : 'Loading...'}
                contentClassName="min-w-72"
                disabled={locked}
                invalid={!!errors.party_id}
              />
            )}
          />
        </FormField>
        {locked ? (
          <ReadOnly
            id="note-invoice"
            label="Against Invoice"
            value={standalone ? 'No invoice' : (invoice?.voucher_number ?? 'Loading...')}
          />
        ) : (
          <FormField
            id="note-invoice"
            label="Against Invoice"
            required
            error={errors.original_id?.message}
            hint={
              partyId && props.invoices?.length === 0
                ? `No open invoices of this ${partyLabel.toLowerCase()} in this financial year or the last`
                : undefined
            }
          >
            <Controller
              control={form.control}
              name="original_id"
              render={({ field }) => (
                <Combobox
                  id="note-invoice"
                  value={field.value}
                  onChange={(value) => {
                    if (value !== field.value) props.onInvoiceChange();
                    field.onChange(value);
                  }}
                  options={invoiceOptions}
                  placeholder={
                    !partyId
                      ? `Select a ${partyLabel.toLowerCase()} first`
                      : props.invoices
                        ? 'Select an invoice'
                        : 'Loading...'
                  }
                  searchPlaceholder="Search invoice numbers..."
                  emptyText="No invoices found."
                  contentClassName="min-w-80"
                  disabled={!partyId}
                  invalid={!!errors.original_id}
                />
              )}
            />
          </FormField>
        )}
        {invoice && !standalone && (
          <>
            <ReadOnly id="note-invoice-date" label="Invoice Date" value={indianDate(invoice.date)} />
            <ReadOnly id="note-invoice-value" label="Invoice Value" value={formatRupees(invoice.grand_total)} />
          </>
        )}
        {invoice && !standalone && (
          <FormField id="note-kind" label="The Note">
            {props.kindLocked ? (
              <Input id="note-kind" readOnly value={KIND_LABELS[kind]} className="bg-muted" />
            ) : (
              <Controller
                control={form.control}
                name="kind"
                render={({ field }) => (
                  <Select
                    value={field.value}
                    onValueChange={(value) => {
                      field.onChange(value);
                      form.setValue('reason', value === 'value' ? PRICE_REASONS.value : '');
                    }}
                  >
                    <SelectTrigger id="note-kind" className="w-full">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {(['return', 'value'] as const).map((choice) => (
                        <SelectItem key={choice} value={choice}>
                          {KIND_LABELS[choice]}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            )}
          </FormField>
        )}
        {(standalone || (invoice && kind !== 'return')) && (
          <FormField id="note-reason" label="Reason" required={standalone} error={errors.reason?.message}>
            <Controller
              control={form.control}
              name="reason"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger id="note-reason" className="w-full" aria-invalid={!!errors.reason}>
                    <SelectValue placeholder="Select a reason" />
                  </SelectTrigger>
                  <SelectContent>
                    {NOTE_REASONS.map((reason) => (
                      <SelectItem key={reason} value={reason}>
                        {reason}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </FormField>
        )}
      </CardContent>
    </Card>
  );
}
