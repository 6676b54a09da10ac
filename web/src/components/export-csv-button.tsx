import { Download, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { saveCsv, toCsv, type CsvColumn } from '@/lib/csv';
import { notify } from '@/lib/toast';
import { fetchEveryPage, type Page } from '@/lib/fetch-every-page';

const EXPORT_FAILED = 'Could not export the CSV. Please try again.';

/**
 * Where the rows come from: a paged list's pages with the filters and sort on screen (every page is
 * fetched), or, for a list the API returns whole (the Expiring tab's batches), the list itself.
 */
type RowSource<R> =
  | { fetchPage: (pageNo: number, limit: number) => Promise<Page<R>>; fetchAll?: never }
  | { fetchAll: () => Promise<readonly R[]>; fetchPage?: never };

type ExportCsvButtonProps<R> = RowSource<R> & {
  fileName: string;
  columns: readonly CsvColumn<R>[];
  disabled?: boolean;
};

/** 'Export CSV': every row the table has with the current filters and sort, all pages of it. */
export function ExportCsvButton<R>({ fileName, columns, fetchPage, fetchAll, disabled }: ExportCsvButtonProps<R>) {
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows = fetchPage ? await fetchEveryPage(fetchPage) : await fetchAll();
      saveCsv(fileName, toCsv(columns, rows));
    } catch (error) {
      console.error('CSV export failed', error);
      notify.error(EXPORT_FAILED);
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
