import { Banknote, Landmark } from 'lucide-react';
import { useRef } from 'react';
import type { LedgerOption } from '@app/shared/books/ledger-docs';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

/**
 * Spec 2: one button per cash or bank ledger; exactly one is chosen (a radio group: arrow keys
 * move between them, as with any set of options).
 */
export function AccountButtons({
  id,
  accounts,
  value,
  onChange,
  invalid,
}: {
  id: string;
  accounts: LedgerOption[] | undefined;
  value: string;
  onChange: (id: string) => void;
  invalid?: boolean;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  if (accounts === undefined) {
    return (
      <div className="flex gap-2" aria-busy="true">
        <Skeleton className="h-9 w-24" />
        <Skeleton className="h-9 w-24" />
      </div>
    );
  }
  if (accounts.length === 0) {
    return <p className="text-muted-foreground text-sm">This company has no cash or bank account.</p>;
  }
  const chosen = accounts.findIndex((account) => account._id === value);
  const move = (from: number, step: number) => {
    const next = (from + step + accounts.length) % accounts.length;
    const account = accounts[next];
    if (!account) return;
    onChange(account._id);
    buttons.current[next]?.focus();
  };
  return (
    <div role="radiogroup" aria-labelledby={`${id}-label`} aria-invalid={invalid} className="flex flex-wrap gap-2">
      {accounts.map((account, index) => {
        const selected = account._id === value;
        const Icon = account.parent === 'Bank Accounts' ? Landmark : Banknote;
        return (
          <button
            key={account._id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={selected}
            // One stop for Tab: the chosen button (or the first when none is).
            tabIndex={selected || (chosen === -1 && index === 0) ? 0 : -1}
            onClick={() => onChange(account._id)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight' || event.key === 'ArrowDown') {
                event.preventDefault();
                move(index, 1);
              } else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') {
                event.preventDefault();
                move(index, -1);
              }
            }}
            className={cn(
              'focus-visible:ring-ring/50 inline-flex h-9 items-center gap-2 rounded-md border px-3 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px]',
              selected ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-accent bg-background',
            )}
          >
            <Icon className="size-4" aria-hidden="true" />
            {account.ledger_name}
          </button>
        );
      })}
    </div>
  );
}
