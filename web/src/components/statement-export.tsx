import { Download, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { getStatementTable } from '@app/shared/api/routes/reports/get-statement-table';
import { printStatement } from '@app/shared/api/routes/reports/print-statement';
import type { PrintStatementQueryInput } from '@app/shared/reports/statement-docs';
import type { StatementTable } from '@app/shared/reports/statement-rows';
import { Button } from '@/components/ui/button';
import { callApi, fetchFile } from '@/lib/api-client';
import { failureMessage } from '@/lib/failure-message';
import { saveBlob } from '@/lib/save-file';
import { statementCsv, statementWorkbook } from '@/lib/statement-files';
import { notify } from '@/lib/toast';

export interface StatementExportProps {
  companyName: string;
  /** Which statement, of which company and period (and side, or ledger): what the server prints. */
  query: PrintStatementQueryInput & { view: string; end_date: string };
  /**
   * The statement as on screen, which the CSV and Excel files are made from; without it (a ledger's
   * statement, the Day Book, shown a page at a time) the whole period's table is read when asked.
   */
  table?: StatementTable;
  /** The files offered (all three unless said: a page with its own CSV offers the other two). */
  formats?: readonly StatementFormat[];
  /** The group's name, 'Export' unless said. */
  label?: string;
}

export type StatementFormat = 'CSV' | 'Excel' | 'PDF';

/**
 * A statement's files, three buttons side by side: CSV and Excel made here from its table, the
 * PDF printed by the server's print engine (the same layout as the invoices').
 */
export function StatementExport({
  companyName,
  query,
  table,
  formats = ['CSV', 'Excel', 'PDF'],
  label = 'Export',
}: StatementExportProps) {
  const [busy, setBusy] = useState(false);
  const name = `${query.view}-${query.end_date}`;
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
  const wholeTable = async () => table ?? (await callApi(getStatementTable, { query }));
  const pdf = async () => {
    const file = await fetchFile(printStatement, { query });
    return { blob: file.blob, fileName: file.fileName ?? `${name}.pdf` };
  };
  return (
    <div role="group" aria-label={label} className="flex items-center gap-2">
      {busy ? (
        <Loader2 aria-label="Preparing the file" className="text-muted-foreground size-4 animate-spin" />
      ) : (
        <Download aria-hidden="true" className="text-muted-foreground size-4" />
      )}
      {formats.includes('CSV') && (
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() => void save(async () => ({ blob: statementCsv(await wholeTable()), fileName: `${name}.csv` }))}
        >
          CSV
        </Button>
      )}
      {formats.includes('Excel') && (
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() =>
            void save(async () => ({
              blob: await statementWorkbook(await wholeTable(), companyName),
              fileName: `${name}.xlsx`,
            }))
          }
        >
          Excel
        </Button>
      )}
      {formats.includes('PDF') && (
        <Button variant="outline" size="sm" disabled={busy} onClick={() => void save(pdf)}>
          PDF
        </Button>
      )}
    </div>
  );
}
