import type { LedgerOption } from '@app/shared/books/ledger-docs';
import { PARTY_GROUPS } from '@app/shared/books/voucher-types';
import { Combobox } from '@/components/combobox';
import { balanceText } from '@/lib/balance';
import { cn } from '@/lib/utils';

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
 * group's heading (a party in a sub-group of Debtors under Debtors), each with its balance, searchable by name or alias.
 */
export function PartyPicker({ parties, ...props }: PartyPickerProps) {
  const options = PARTY_GROUPS.flatMap((group) =>
    (parties ?? [])
      .filter((party) => party.party_group === group)
      .map((party) => ({
        value: party._id,
        label: party.ledger_name,
        // The id keeps two parties of one name apart.
        keywords: `${party.alias ?? ''} ${party._id}`,
        group,
        detail: (
          <span
            className={cn(
              'text-xs tabular-nums',
              party.closing_balance < 0 ? 'text-destructive' : 'text-muted-foreground',
            )}
          >
            {balanceText(party.closing_balance)}
          </span>
        ),
      })),
  );
  return (
    <Combobox
      {...props}
      options={options}
      disabled={!parties}
      placeholder={parties ? 'Select a customer or supplier' : 'Loading...'}
      searchPlaceholder="Search by name..."
      emptyText="No customers or suppliers found."
      contentClassName="min-w-72"
    />
  );
}
