import type { BalanceSheetDoc } from '@app/shared/reports/statement-docs';
import { StatementFigure, StatementSection } from './statement-lines';

/** The balance sheet: liabilities and capital beside (on a phone, above) the assets, each side's total. */
export function BalanceSheetView({ data }: { data: BalanceSheetDoc }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <StatementSection title="Liabilities" lines={data.liabilities}>
        <StatementFigure label="Total" amount={data.total_liabilities} total />
      </StatementSection>
      <StatementSection title="Assets" lines={data.assets}>
        <StatementFigure label="Total" amount={data.total_assets} total />
      </StatementSection>
    </div>
  );
}
