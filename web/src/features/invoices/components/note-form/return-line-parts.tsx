import { thousandthsToUnits } from '@app/shared/money';
import { DecimalInput, acceptsThousandthsTyping } from '@/components/decimal-input';
import { formatQuantity } from '@/lib/format';
import { cn } from '@/lib/utils';
import { batchLabelOf } from '../../batch-form';
import type { ReturnRow } from '../../note-form';

/** A quantity of a return row, in its unit. */
export const returnQuantity = (thousandths: number, unit: string) =>
  formatQuantity(thousandthsToUnits(thousandths), unit);

/** A return row's item, with the batch it sold from under it. */
export function ReturnItem({ row }: { row: ReturnRow }) {
  const batch = row.batch && batchLabelOf({ batch_number: row.batch.number, batch_expiry: row.batch.expiry });
  return (
    <>
      {row.item}
      {batch && <span className="text-muted-foreground block text-xs font-normal">{batch}</span>}
    </>
  );
}

interface ReturnQuantityBoxProps {
  row: ReturnRow;
  /** The row's place in the card, which names its box. */
  position: number;
  value: string;
  error?: string;
  onChange: (quantity: string) => void;
  /** A phone's narrower box. */
  narrow: boolean;
}

/** The box taking what a row returns (empty is none), with its message under it. */
export function ReturnQuantityBox({ row, position, value, error, onChange, narrow }: ReturnQuantityBoxProps) {
  const id = `note-return-${position}`;
  return (
    <div className="flex flex-col items-end gap-1">
      <DecimalInput
        id={id}
        aria-label={`Return quantity of ${row.item}${row.batch ? `, batch ${row.batch.number}` : ''}`}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        placeholder="0"
        value={value}
        onChange={onChange}
        onFocus={(event) => event.target.select()}
        accepts={acceptsThousandthsTyping}
        disabled={row.returnable === 0 && !value}
        className={cn('text-right tabular-nums', narrow ? 'w-24' : 'w-28')}
      />
      {error && (
        <p id={`${id}-error`} className="text-destructive max-w-48 text-right text-xs whitespace-normal">
          {error}
        </p>
      )}
    </div>
  );
}
