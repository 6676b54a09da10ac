import { ChevronDown, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import type { StatementLineDoc } from '@app/shared/reports/statement-docs';
import { formatAmount } from '@app/shared/money';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/**
 * One amount of a statement that is not a group: Opening Stock, a side's total (`total`: ruled off
 * above), Gross Profit (`strong`).
 */
export function StatementFigure({
  label,
  amount,
  strong = false,
  total = false,
}: {
  label: string;
  amount: number;
  strong?: boolean;
  total?: boolean;
}) {
  return (
    <div
      className={cn(
        'flex items-baseline justify-between gap-4 px-3 py-2',
        (strong || total) && 'font-semibold',
        total && 'border-t',
      )}
    >
      <span>{label}</span>
      <span className="tabular-nums">{formatAmount(amount)}</span>
    </div>
  );
}

/** A primary group's amount, opening to the ledgers it adds up. */
function StatementLine({ line }: { line: StatementLineDoc }) {
  const [open, setOpen] = useState(false);
  const Chevron = open ? ChevronDown : ChevronRight;
  if (line.ledgers.length === 0) return <StatementFigure label={line.name} amount={line.amount} />;
  return (
    <div>
      <div className="flex items-center justify-between gap-4 px-3 py-1">
        <Button
          variant="ghost"
          size="sm"
          className="-ml-2 h-auto gap-1 px-2 py-1 text-left font-normal whitespace-normal"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          <Chevron aria-hidden className="size-4 shrink-0" />
          {line.name}
        </Button>
        <span className="tabular-nums">{formatAmount(line.amount)}</span>
      </div>
      {open && (
        <ul aria-label={line.name} className="text-muted-foreground pb-1">
          {line.ledgers.map((ledger) => (
            <li key={ledger.id} className="flex justify-between gap-4 py-1 pr-3 pl-10 text-sm">
              <span>{ledger.name}</span>
              <span className="tabular-nums">{formatAmount(ledger.amount)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A side or part of a statement: its title, its lines and what they add up to. */
export function StatementSection({
  title,
  lines,
  children,
}: {
  title: string;
  lines: readonly StatementLineDoc[];
  children?: React.ReactNode;
}) {
  return (
    <section aria-label={title} className="bg-card rounded-lg border text-sm">
      <h2 className="border-b px-3 py-2 font-semibold">{title}</h2>
      <div className="divide-y">
        {lines.map((line) => (
          <StatementLine key={line.name} line={line} />
        ))}
        {children}
      </div>
    </section>
  );
}
