import { Download, FileSpreadsheet, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { FetchedFile } from '@/lib/api-client';
import { csvBlob, toCsv, type CsvColumn } from '@/lib/csv';
import { failureMessage } from '@/lib/failure-message';
import { fetchEveryPage, type Page } from '@/lib/fetch-every-page';
import { saveBlob } from '@/lib/save-file';
import { notify } from '@/lib/toast';
import { listWorkbook } from '@/lib/xlsx';

type ListFormat = 'CSV' | 'Excel';

const EXPORT_FAILED: Record<ListFormat, string> = {
  CSV: 'Could not export the CSV. Please try again.',
  Excel: 'Could not export the Excel file. Please try again.',
};

const ICONS = { CSV: Download, Excel: FileSpreadsheet };

/**
 * Files made here, CSV and Excel from the same columns: from the list's pages (the customers,
 * products, stock, report tables: rows bounded by the masters, not by the vouchers), or from a
 * list the API returns whole (the Expiring tab's batches).
 */
type BuiltHere<R> = {
  /** The files' name without its extension ('inventory-2026-11-22'): '.csv' or '.xlsx' follows. */
  fileName: string;
  /** The Excel sheet's name ('Inventory'). */
  title: string;
  columns: readonly CsvColumn<R>[];
} & (
  | { fetchPage: (pageNo: number, limit: number) => Promise<Page<R>>; fetchAll?: never }
  | { fetchAll: () => Promise<readonly R[]>; fetchPage?: never }
);

/** A CSV the server makes in one read: lists that grow with the vouchers (the directories). */
interface FromServer {
  fetchFile: () => Promise<FetchedFile>;
  /** The name to save under when the server gives none. */
  fileName: string;
}

type ListExportProps<R> = (BuiltHere<R> | FromServer) & {
  disabled?: boolean;
  /** The buttons' size, that of the buttons beside them. */
  size?: 'sm' | 'default';
};

async function fileOf<R>(source: BuiltHere<R> | FromServer, format: ListFormat) {
  if ('fetchFile' in source) {
    const file = await source.fetchFile();
    return { blob: file.blob, fileName: file.fileName ?? source.fileName };
  }
  const rows = source.fetchPage ? await fetchEveryPage(source.fetchPage) : await source.fetchAll();
  return format === 'CSV'
    ? { blob: csvBlob(toCsv(source.columns, rows)), fileName: `${source.fileName}.csv` }
    : { blob: await listWorkbook(source.title, source.columns, rows), fileName: `${source.fileName}.xlsx` };
}

/**
 * 'Export CSV' and 'Export Excel': every row the list has with the current filters and sort, all
 * pages of it. A list whose file the server writes offers its CSV alone.
 */
export function ListExport<R>({ disabled, size, ...source }: ListExportProps<R>) {
  const [exporting, setExporting] = useState<ListFormat | null>(null);
  const formats: ListFormat[] = 'fetchFile' in source ? ['CSV'] : ['CSV', 'Excel'];
  const exportAs = async (format: ListFormat) => {
    setExporting(format);
    try {
      const { blob, fileName } = await fileOf(source, format);
      saveBlob(blob, fileName);
    } catch (error) {
      console.error(`${format} export failed`, error);
      // The server's reason when it gave one (a file too large for one download), else ours.
      notify.error(failureMessage(error, EXPORT_FAILED[format]));
    } finally {
      setExporting(null);
    }
  };
  return (
    <>
      {formats.map((format) => {
        const Icon = exporting === format ? Loader2 : ICONS[format];
        return (
          <Button
            key={format}
            variant="outline"
            size={size}
            disabled={(disabled ?? false) || exporting !== null}
            onClick={() => void exportAs(format)}
          >
            <Icon className={exporting === format ? 'animate-spin' : undefined} /> Export {format}
          </Button>
        );
      })}
    </>
  );
}
