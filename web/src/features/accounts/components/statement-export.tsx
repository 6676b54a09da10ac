import { Download, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { printStatement } from '@app/shared/api/routes/reports/print-statement';
import type { AgeingSide, StatementView } from '@app/shared/reports/statement-views';
import type { StatementTable } from '@app/shared/reports/statement-rows';
import { Button } from '@/components/ui/button';
import { fetchFile } from '@/lib/api-client';
import { failureMessage } from '@/lib/failure-message';
import { saveBlob } from '@/lib/save-file';
import { notify } from '@/lib/toast';
import type { StatementPeriod } from '../api/statements';
import { statementCsv, statementWorkbook } from '../statement-files';

export interface StatementExportProps {
  companyId: string;
  companyName: string;
  view: StatementView;
  period: StatementPeriod;
  side: AgeingSide;
  table: StatementTable;
}

/**
 * A statement's files, three buttons side by side: CSV and Excel made here from what is on screen,
 * the PDF printed by the server's print engine (the same layout as the invoices').
 */
export function StatementExport({ companyId, companyName, view, period, side, table }: StatementExportProps) {
  const [busy, setBusy] = useState(false);
  const name = `${view}-${period.end}`;
  const save = async (make: () => Promise<{ blob: Blob; fileName: string }>) => {
    setBusy(true);
    try {
      const file = await make();
      saveBlob(file.blob, file.fileName);
    } catch (error) {
      notify.error(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const pdf = async () => {
    const query = { company_id: companyId, view, side, start_date: period.start, end_date: period.end };
    const file = await fetchFile(printStatement, { query });
    return { blob: file.blob, fileName: file.fileName ?? `${name}.pdf` };
  };
  return (
    <div role="group" aria-label="Export" className="flex items-center gap-2">
      {busy ? (
        <Loader2 aria-label="Preparing the file" className="text-muted-foreground size-4 animate-spin" />
      ) : (
        <Download aria-hidden="true" className="text-muted-foreground size-4" />
      )}
      <Button
        variant="outline"
        size="sm"
        disabled={busy}
        onClick={() => void save(() => Promise.resolve({ blob: statementCsv(table), fileName: `${name}.csv` }))}
      >
        CSV
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={busy}
        onClick={() =>
          void save(async () => ({ blob: await statementWorkbook(table, companyName), fileName: `${name}.xlsx` }))
        }
      >
        Excel
      </Button>
      <Button variant="outline" size="sm" disabled={busy} onClick={() => void save(pdf)}>
        PDF
      </Button>
    </div>
  );
}
