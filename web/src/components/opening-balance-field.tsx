import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { RupeeInput } from '@/components/decimal-input';
import { FormField } from '@/components/form-field';
import type { BalanceSide } from '@/lib/balance';
import { cn } from '@/lib/utils';

const SIDES: readonly BalanceSide[] = ['Dr', 'Cr'];
const ARROWS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']);

/**
 * A ledger's opening balance: a rupee amount and its side, Dr or Cr (a two-way radio group the
 * arrow keys switch), as Tally asks for it. `hint` says what each side means for this kind of ledger.
 */
export function OpeningBalanceField<T extends FieldValues>({
  id,
  control,
  amount,
  side,
  error,
  hint,
  className,
}: {
  id: string;
  control: Control<T>;
  amount: FieldPathByValue<T, string>;
  side: FieldPathByValue<T, BalanceSide>;
  error?: string;
  hint: string;
  className?: string;
}) {
  const amountField = useController({ control, name: amount }).field;
  const sideField = useController({ control, name: side }).field;
  const chosen = sideField.value as BalanceSide;
  return (
    <FormField id={id} label="Opening Balance" error={error} hint={hint} className={className}>
      <div className="flex gap-2">
        <RupeeInput
          id={id}
          value={amountField.value}
          onChange={amountField.onChange}
          onBlur={amountField.onBlur}
          aria-invalid={!!error}
          className="flex-1"
        />
        <div role="radiogroup" aria-label="Debit or credit" className="bg-muted inline-flex rounded-md p-0.5">
          {SIDES.map((option) => (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={chosen === option}
              onClick={() => sideField.onChange(option)}
              onKeyDown={(event) => {
                if (!ARROWS.has(event.key)) return;
                event.preventDefault();
                sideField.onChange(chosen === 'Dr' ? 'Cr' : 'Dr');
                const other = event.currentTarget.nextElementSibling ?? event.currentTarget.previousElementSibling;
                if (other instanceof HTMLElement) other.focus();
              }}
              tabIndex={chosen === option ? 0 : -1}
              className={cn(
                'focus-visible:ring-ring/50 rounded px-3 text-sm font-medium outline-none focus-visible:ring-[3px]',
                chosen === option ? 'bg-background shadow-xs' : 'text-muted-foreground',
              )}
            >
              {option}
            </button>
          ))}
        </div>
      </div>
    </FormField>
  );
}
