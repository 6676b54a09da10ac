import { Link } from '@tanstack/react-router';
import type { StatementPeriod } from '../api/statements';

/** A ledger's name opening its statement (the ledger page) over the same days as the statement. */
export function LedgerLink({ id, name, period }: { id: string; name: string; period?: StatementPeriod }) {
  return (
    <Link
      to="/customers/$customerId"
      params={{ customerId: id }}
      search={period && { start: period.start, end: period.end }}
      className="hover:text-foreground underline-offset-4 hover:underline"
    >
      {name}
    </Link>
  );
}
