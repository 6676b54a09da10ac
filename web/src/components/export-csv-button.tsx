import { Download, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { FetchedFile } from '@/lib/api-client';
import { csvBlob, toCsv, type CsvColumn } from '@/lib/csv';
import { failureMessage } from '@/lib/failure-message';
import { fetchEveryPage, type Page } from '@/lib/fetch-every-page';
import { saveBlob } from '@/lib/save-file';
import { notify } from '@/lib/toast';

const EXPORT_FAILED = 'Could not export the CSV. Please try again.';

/**
 * A CSV made here: from the list's pages (report tables whose rows are items, HSN codes or parties,
 * not vouchers), or from a list the API returns whole (the Expiring tab's batches).
 */
type BuiltHere<R> = {
  fileName: string;
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

type ExportCsvButtonProps<R> = (BuiltHere<R> | FromServer) & { disabled?: boolean };

async function fileOf<R>(source: BuiltHere<R> | FromServer): Promise<{ blob: Blob; fileName: string }> {
  if ('fetchFile' in source) {
    const file = await source.fetchFile();
    return { blob: file.blob, fileName: file.fileName ?? source.fileName };
  }
  const rows = source.fetchPage ? await fetchEveryPage(source.fetchPage) : await source.fetchAll();
  return { blob: csvBlob(toCsv(source.columns, rows)), fileName: source.fileName };
}

/** 'Export CSV': every row the table has with the current filters and sort, all pages of it. */
export function ExportCsvButton<R>({ disabled, ...source }: ExportCsvButtonProps<R>) {
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const { blob, fileName } = await fileOf(source);
      saveBlob(blob, fileName);
    } catch (error) {
      console.error('CSV export failed', error);
      // The server's reason when it gave one (a file too large for one download), else ours.
      notify.error(failureMessage(error, EXPORT_FAILED));
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button variant="outline" disabled={(disabled ?? false) || exporting} onClick={() => void exportCsv()}>
      {exporting ? <Loader2 className="animate-spin" /> : <Download />} Export CSV
    </Button>
  );
}
