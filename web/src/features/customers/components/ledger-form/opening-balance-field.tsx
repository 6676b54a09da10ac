import { Controller } from 'react-hook-form';
import { RupeeInput } from '@/components/decimal-input';
import { FormField } from '@/components/form-field';
import { cn } from '@/lib/utils';
import type { BalanceSide } from '../../ledger-form';
import type { LedgerForm } from './text-field';

const SIDES: { side: BalanceSide; label: string }[] = [
  { side: 'Dr', label: 'Dr' },
  { side: 'Cr', label: 'Cr' },
];

/**
 * The opening balance: an amount and its side, Dr (they owed you when your books began; sent as a
 * negative number, as the books read a debit) or Cr (you owed them; positive).
 */
export function OpeningBalanceField({ form }: { form: LedgerForm }) {
  const error = form.formState.errors.opening_amount?.message;
  return (
    <FormField
      id="ledger-opening_amount"
      label="Opening Balance"
      error={error}
      hint="Dr: they owed you when your books began. Cr: you owed them."
    >
      <div className="flex gap-2">
        <Controller
          control={form.control}
          name="opening_amount"
          render={({ field }) => (
            <RupeeInput
              id="ledger-opening_amount"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              aria-invalid={!!error}
              className="flex-1"
            />
          )}
        />
        <Controller
          control={form.control}
          name="opening_side"
          render={({ field }) => (
            <div role="radiogroup" aria-label="Debit or credit" className="bg-muted inline-flex rounded-md p-0.5">
              {SIDES.map(({ side, label }) => (
                <button
                  key={side}
                  type="button"
                  role="radio"
                  aria-checked={field.value === side}
                  onClick={() => field.onChange(side)}
                  onKeyDown={(event) => {
                    if (['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(event.key)) {
                      event.preventDefault();
                      field.onChange(field.value === 'Dr' ? 'Cr' : 'Dr');
                      const other =
                        event.currentTarget.nextElementSibling ?? event.currentTarget.previousElementSibling;
                      if (other instanceof HTMLElement) other.focus();
                    }
                  }}
                  tabIndex={field.value === side ? 0 : -1}
                  className={cn(
                    'focus-visible:ring-ring/50 rounded px-3 text-sm font-medium outline-none focus-visible:ring-[3px]',
                    field.value === side ? 'bg-background shadow-xs' : 'text-muted-foreground',
                  )}
                >
                  {label}
                </button>
              ))}
            </div>
          )}
        />
      </div>
    </FormField>
  );
}
