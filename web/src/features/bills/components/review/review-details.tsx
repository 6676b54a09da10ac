import { UserPlus } from 'lucide-react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import type { BillDraft } from '@app/shared/bills/bill-draft';
import type { LedgerOption } from '@app/shared/books/ledger-docs';
import { Combobox, type ComboboxOption } from '@/components/combobox';
import { DateField } from '@/components/date-field';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { matchesIgnoringSpaces } from '@/lib/search-text';
import type { BillFieldKey } from '../../review-fields';
import type { ReviewValues } from '../../review-values';
import { doubtOf } from './doubt';

export interface ReviewDetailsProps {
  form: UseFormReturn<ReviewValues>;
  draft: BillDraft | null;
  suppliers: readonly LedgerOption[];
  /** The supplier the bill names when it matched none of the company's: offered to be created. */
  proposedSupplier: { name: string; tin: string } | null;
  onNewSupplier: () => void;
  onFocusField: (key: BillFieldKey) => void;
  /** Today and the first day of the financial year: the date's limits. */
  today: string;
  earliest: string;
  supplyNote?: string;
}

/** The purchase's supplier, the supplier's bill number and its date, as read off the bill. */
export function ReviewDetails(props: ReviewDetailsProps) {
  const { form, draft, onFocusField, proposedSupplier } = props;
  const { errors } = form.formState;
  const options: ComboboxOption[] = props.suppliers.map((supplier) => ({
    value: supplier._id,
    label: supplier.ledger_name,
    detail: supplier.tin ? <span className="text-muted-foreground text-xs">{supplier.tin}</span> : undefined,
    keywords: [supplier.alias, supplier.tin, supplier.mailing_state].filter(Boolean).join(' '),
  }));
  const supplier = doubtOf(draft, 'supplier');
  const number = doubtOf(draft, 'bill_number');
  const date = doubtOf(draft, 'bill_date');
  const partyId = useWatch({ control: form.control, name: 'party_id' });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Bill details</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="review-supplier"
          label="Supplier"
          required
          className="sm:col-span-2"
          error={errors.party_id?.message}
          hint={supplier.hint ?? props.supplyNote}
        >
          <div onFocus={() => onFocusField('supplier')}>
            <Controller
              control={form.control}
              name="party_id"
              render={({ field }) => (
                <Combobox
                  id="review-supplier"
                  value={field.value}
                  onChange={field.onChange}
                  options={options}
                  matches={matchesIgnoringSpaces}
                  placeholder="Select a supplier"
                  searchPlaceholder="Search suppliers..."
                  emptyText="No suppliers found."
                  invalid={!!errors.party_id}
                  className={supplier.ring}
                  action={{ label: 'Add New Supplier', onSelect: props.onNewSupplier }}
                />
              )}
            />
          </div>
        </FormField>
        {proposedSupplier && !partyId && (
          <div className="bg-muted/50 flex flex-wrap items-center gap-3 rounded-md border border-dashed px-3 py-2 text-sm sm:col-span-2">
            <p className="min-w-0 flex-1">
              New supplier: <span className="font-medium">{proposedSupplier.name || 'name not read'}</span>
              {proposedSupplier.tin && <span className="text-muted-foreground"> (GSTIN {proposedSupplier.tin})</span>}
            </p>
            <Button type="button" size="sm" variant="outline" onClick={props.onNewSupplier}>
              <UserPlus /> Create supplier
            </Button>
          </div>
        )}
        <FormField
          id="review-bill-number"
          label="Bill number"
          required
          error={errors.voucher_number?.message}
          hint={number.hint ?? "The supplier's invoice number"}
        >
          <Input
            id="review-bill-number"
            autoComplete="off"
            aria-invalid={!!errors.voucher_number}
            className={number.ring}
            onFocus={() => onFocusField('bill_number')}
            {...form.register('voucher_number')}
          />
        </FormField>
        <FormField id="review-bill-date" label="Bill date" required error={errors.date?.message} hint={date.hint}>
          <div onFocus={() => onFocusField('bill_date')}>
            <Controller
              control={form.control}
              name="date"
              render={({ field }) => (
                <DateField
                  id="review-bill-date"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  min={props.earliest}
                  max={props.today}
                  invalid={!!errors.date}
                  className={date.ring ? `rounded-md ${date.ring}` : undefined}
                />
              )}
            />
          </div>
        </FormField>
      </CardContent>
    </Card>
  );
}
