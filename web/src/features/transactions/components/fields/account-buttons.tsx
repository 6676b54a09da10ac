import { Landmark, Wallet } from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';
import type { LedgerOption } from '@app/shared/books/ledger-docs';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

export interface AccountButtonsProps {
  id: string;
  accounts: readonly LedgerOption[] | undefined;
  value: string;
  onChange: (id: string) => void;
  invalid?: boolean;
  describedBy?: string;
}

const NEXT: Record<string, 1 | -1> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * Spec 2: one button per cash or bank ledger, one chosen: a radio group (Tab reaches the chosen
 * one, the arrow keys move the choice). Plain buttons rather than Radix's RadioGroup, whose hidden
 * input re-dispatches clicks inside a form and trips an open popover's outside-click handler.
 */
export function AccountButtons({ id, accounts, value, onChange, invalid, describedBy }: AccountButtonsProps) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  if (!accounts) {
    return (
      <div className="flex gap-2" aria-busy="true" aria-label="Loading accounts">
        <Skeleton className="h-9 w-24" />
        <Skeleton className="h-9 w-32" />
      </div>
    );
  }
  if (accounts.length === 0) {
    return <p className="text-muted-foreground text-sm">No cash or bank accounts yet.</p>;
  }
  const chosen = accounts.findIndex((account) => account._id === value);
  const move = (event: KeyboardEvent, from: number) => {
    const step = NEXT[event.key];
    if (!step) return;
    event.preventDefault();
    const to = (from + step + accounts.length) % accounts.length;
    const account = accounts[to];
    if (account) onChange(account._id);
    buttons.current[to]?.focus();
  };
  return (
    <div
      id={id}
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy}
      aria-invalid={invalid}
      className="flex flex-wrap gap-2"
    >
      {accounts.map((account, index) => {
        const Icon = account.parent === 'Bank Accounts' ? Landmark : Wallet;
        const checked = index === chosen;
        return (
          <button
            key={account._id}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked || (chosen === -1 && index === 0) ? 0 : -1}
            onClick={() => onChange(account._id)}
            onKeyDown={(event) => move(event, index)}
            className={cn(
              'inline-flex h-9 items-center gap-2 rounded-md border px-3 text-sm font-medium shadow-xs transition-colors outline-none',
              'hover:bg-accent focus-visible:ring-ring/50 focus-visible:ring-[3px]',
              checked && 'border-primary bg-primary text-primary-foreground hover:bg-primary/90',
              invalid && 'border-destructive',
            )}
          >
            <Icon className="size-4" />
            {account.ledger_name}
          </button>
        );
      })}
    </div>
  );
}
