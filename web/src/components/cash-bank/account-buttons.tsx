import { Banknote, Landmark, Plus } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { LedgerOption } from '@app/shared/books/ledger-docs';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { balanceText } from '@/lib/balance';
import { cn } from '@/lib/utils';
import { BANK_GROUP } from './bank-account-form';
import { AddBankAccountDialog } from './add-bank-account-dialog';

export interface AccountButtonsProps {
  id: string;
  companyId: string;
  accounts: readonly LedgerOption[] | undefined;
  value: string;
  onChange: (id: string) => void;
  invalid?: boolean;
  describedBy?: string;
}

const STEP: Partial<Record<string, 1 | -1>> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * Spec 2: one button per cash or bank ledger, one chosen: a radio group (Tab reaches the chosen
 * one, the arrow keys move the choice). Plain buttons rather than Radix's RadioGroup, whose hidden
 * input re-dispatches clicks inside a form and trips an open popover's outside-click handler.
 * Each shows its balance (a debit is money in hand or in the bank). After them, 'Bank Account'
 * adds a bank ledger and chooses it.
 */
export function AccountButtons({
  id,
  companyId,
  accounts,
  value,
  onChange,
  invalid,
  describedBy,
}: AccountButtonsProps) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [adding, setAdding] = useState(false);
  if (!accounts) {
    return (
      <div className="flex gap-2" aria-busy="true" aria-label="Loading accounts">
        <Skeleton className="h-9 w-24" />
        <Skeleton className="h-9 w-32" />
      </div>
    );
  }
  const chosen = accounts.findIndex((account) => account._id === value);
  const move = (event: KeyboardEvent, from: number) => {
    const step = STEP[event.key];
    if (!step) return;
    event.preventDefault();
    const to = (from + step + accounts.length) % accounts.length;
    const account = accounts[to];
    if (account) onChange(account._id);
    buttons.current[to]?.focus();
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      {accounts.length === 0 ? (
        <p className="text-muted-foreground text-sm">No cash or bank accounts yet.</p>
      ) : (
        <div
          id={id}
          role="radiogroup"
          aria-labelledby={`${id}-label`}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          className="flex flex-wrap gap-2"
        >
          {accounts.map((account, index) => {
            const Icon = account.parent === BANK_GROUP ? Landmark : Banknote;
            const checked = index === chosen;
            const nameId = `${id}-${account._id}-name`;
            const balanceId = `${id}-${account._id}-balance`;
            return (
              <button
                key={account._id}
                ref={(button) => {
                  buttons.current[index] = button;
                }}
                type="button"
                role="radio"
                aria-checked={checked}
                // Named by the ledger alone; the balance is its description.
                aria-labelledby={nameId}
                aria-describedby={balanceId}
                tabIndex={checked || (chosen === -1 && index === 0) ? 0 : -1}
                onClick={() => onChange(account._id)}
                onKeyDown={(event) => move(event, index)}
                className={cn(
                  'inline-flex h-9 items-center gap-2 rounded-md border px-3 text-sm font-medium shadow-xs transition-colors outline-none',
                  'focus-visible:ring-ring/50 focus-visible:ring-[3px]',
                  checked ? 'border-primary bg-primary text-primary-foreground' : 'bg-background hover:bg-accent',
                  invalid && !checked && 'border-destructive',
                )}
              >
                <Icon className="size-4" aria-hidden="true" />
                <span id={nameId}>{account.ledger_name}</span>
                <span id={balanceId} className="text-xs font-normal tabular-nums opacity-75">
                  {balanceText(account.closing_balance)}
                </span>
              </button>
            );
          })}
        </div>
      )}
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="text-muted-foreground border border-dashed"
        aria-label="Add bank account"
        onClick={() => setAdding(true)}
      >
        <Plus aria-hidden="true" /> Bank Account
      </Button>
      <AddBankAccountDialog
        companyId={companyId}
        open={adding}
        onOpenChange={setAdding}
        onCreated={(ledger) => onChange(ledger._id)}
      />
    </div>
  );
}
