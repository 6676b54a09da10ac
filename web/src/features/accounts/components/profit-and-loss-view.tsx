import type { ProfitAndLossDoc } from '@app/shared/reports/statement-docs';
import { StatementFigure, StatementSection } from './statement-lines';

const sum = (lines: readonly { amount: number }[]) => lines.reduce((total, line) => total + line.amount, 0);

/**
 * The profit and loss account as Tally builds it, one part under the other so it reads on a phone:
 * the trading account (what the goods cost against what they fetched) to gross profit, then the
 * indirect expenses and incomes to net profit. A loss shows as a negative profit.
 */
export function ProfitAndLossView({ data }: { data: ProfitAndLossDoc }) {
  const costs = data.opening_stock + sum(data.purchases) + sum(data.direct_expenses);
  const takings = sum(data.sales) + sum(data.direct_incomes) + data.closing_stock;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <StatementSection title="Trading: goods in" lines={[...data.purchases, ...data.direct_expenses]}>
        <StatementFigure label="Opening Stock" amount={data.opening_stock} />
        <StatementFigure label="Total" amount={costs} total />
      </StatementSection>
      <StatementSection title="Trading: goods out" lines={[...data.sales, ...data.direct_incomes]}>
        <StatementFigure label="Closing Stock" amount={data.closing_stock} />
        <StatementFigure label="Total" amount={takings} total />
      </StatementSection>
      <div className="bg-card rounded-lg border text-sm lg:col-span-2">
        <StatementFigure
          label={data.gross_profit < 0 ? 'Gross Loss' : 'Gross Profit'}
          amount={Math.abs(data.gross_profit)}
          strong
        />
      </div>
      <StatementSection title="Indirect Expenses" lines={data.indirect_expenses}>
        <StatementFigure label="Total" amount={sum(data.indirect_expenses)} total />
      </StatementSection>
      <StatementSection title="Indirect Incomes" lines={data.indirect_incomes}>
        <StatementFigure label="Total" amount={sum(data.indirect_incomes)} total />
      </StatementSection>
      <div className="bg-card rounded-lg border text-sm lg:col-span-2">
        <StatementFigure
          label={data.net_profit < 0 ? 'Net Loss' : 'Net Profit'}
          amount={Math.abs(data.net_profit)}
          strong
        />
      </div>
    </div>
  );
}
