import { AlertTriangle } from 'lucide-react';
import { formatRupees, paiseToRupees } from '@app/shared/money';

export interface ReviewWarningsProps {
  /** What does not add up on the bill, as the server found it. */
  problems: readonly string[];
  /** The bill's total against the purchase's, when they disagree. */
  mismatch: { bill: number; purchase: number } | null;
  /** Why the server refused the purchase (a bill number already recorded...). */
  refusal: string | null;
}

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

/** What to look at before posting: the server's refusal, the bill's own problems, totals that differ. */
export function ReviewWarnings({ problems, mismatch, refusal }: ReviewWarningsProps) {
  const notes = [
    ...problems,
    ...(mismatch
      ? [
          `The bill's total is ${rupees(mismatch.bill)} but this purchase comes to ${rupees(mismatch.purchase)}. Check the lines, tax rates and other charges.`,
        ]
      : []),
  ];
  return (
    <>
      {refusal && (
        <div
          role="alert"
          className="border-destructive/50 bg-destructive/5 text-destructive rounded-lg border px-4 py-3 text-sm"
        >
          {refusal}
        </div>
      )}
      {notes.length > 0 && (
        <div
          role="status"
          aria-label="Check before posting"
          className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <ul className="flex flex-col gap-1">
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
