import { Check, ChevronsUpDown } from 'lucide-react';
import { useState } from 'react';
import type { LedgerOption } from '@app/shared/books/ledger-docs';
import { PARTY_GROUPS } from '@app/shared/books/voucher-types';
import { formatRupees } from '@app/shared/money';
import { Button } from '@/components/ui/button';
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from '@/components/ui/command';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';

/** A balance as the customers directory shows it: the amount, DR when negative (owes), else CR. */
export const balanceText = (balance: number) => `${formatRupees(Math.abs(balance))} ${balance < 0 ? 'DR' : 'CR'}`;

export interface PartyPickerProps {
  id: string;
  parties: readonly LedgerOption[] | undefined;
  value: string;
  onChange: (id: string) => void;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * Spec 2: the party dropdown ('Pay To' or 'Receive From'): Debtors and Creditors under their
 * group's heading, each with its balance, searchable by name or alias.
 */
export function PartyPicker({ id, parties, value, onChange, invalid, describedBy }: PartyPickerProps) {
  const [open, setOpen] = useState(false);
  const selected = parties?.find((party) => party._id === value);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          id={id}
          type="button"
          variant="outline"
          role="combobox"
          aria-expanded={open}
          aria-labelledby={`${id}-label`}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          disabled={!parties}
          className="w-full justify-between px-3 font-normal"
        >
          <span className={cn('truncate', !selected && 'text-muted-foreground')}>
            {selected?.ledger_name ?? (parties ? 'Select a customer or supplier' : 'Loading...')}
          </span>
          <ChevronsUpDown className="opacity-50" />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-(--radix-popover-trigger-width) min-w-72 p-0" align="start">
        <Command>
          <CommandInput placeholder="Search by name..." />
          <CommandList>
            <CommandEmpty>No customers or suppliers found.</CommandEmpty>
            {PARTY_GROUPS.map((group) => {
              const members = parties?.filter((party) => party.parent === group) ?? [];
              if (members.length === 0) return null;
              return (
                <CommandGroup key={group} heading={group}>
                  {members.map((party) => (
                    <CommandItem
                      key={party._id}
                      value={`${party.ledger_name} ${party.alias ?? ''} ${party._id}`}
                      onSelect={() => {
                        onChange(party._id);
                        setOpen(false);
                      }}
                    >
                      <Check className={cn(party._id === value ? 'opacity-100' : 'opacity-0')} />
                      <span className="flex-1 truncate">{party.ledger_name}</span>
                      <span
                        className={cn(
                          'text-xs tabular-nums',
                          party.closing_balance < 0 ? 'text-destructive' : 'text-muted-foreground',
                        )}
                      >
                        {balanceText(party.closing_balance)}
                      </span>
                    </CommandItem>
                  ))}
                </CommandGroup>
              );
            })}
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  );
}
