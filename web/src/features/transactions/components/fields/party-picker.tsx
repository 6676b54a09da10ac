import type { LedgerOption } from '@app/shared/books/ledger-docs';
import { ACCOUNT_GROUPS, PARTY_GROUPS } from '@app/shared/books/voucher-types';
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

/** The heading a ledger is listed under: its party group, else its own group. */
const headingOf = (ledger: LedgerOption) => ledger.party_group ?? ledger.parent;

/**
 * Spec 2: the party dropdown ('Pay To' or 'Receive From'): Debtors and Creditors under their
 * group's heading (a party in a sub-group of Debtors under Debtors), then every other ledger but
 * cash and bank under its group (rent, salary, capital brought in: issue 32), each with its
 * balance, searchable by name or alias.
 */
export function PartyPicker({ parties, ...props }: PartyPickerProps) {
  const ledgers = (parties ?? []).filter((ledger) => !(ACCOUNT_GROUPS as readonly string[]).includes(ledger.parent));
  const others = [...new Set(ledgers.map(headingOf))].filter(
    (group) => !(PARTY_GROUPS as readonly string[]).includes(group),
  );
  const options = [...PARTY_GROUPS, ...others.sort()].flatMap((group) =>
    ledgers
      .filter((party) => headingOf(party) === group)
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
      placeholder={parties ? 'Select a party or ledger' : 'Loading...'}
      searchPlaceholder="Search by name..."
      emptyText="No ledgers found."
      contentClassName="min-w-72"
    />
  );
}
