import { Download, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { saveCsv, toCsv, type CsvColumn } from '@/lib/csv';
import { notify } from '@/lib/toast';
import { fetchEveryPage } from '@/lib/fetch-every-page';

const EXPORT_FAILED = 'Could not export the CSV. Please try again.';

interface ExportCsvButtonProps<R> {
  fileName: string;
  columns: readonly CsvColumn<R>[];
  /** A page of the list with the filters and sort on screen. */
  fetchPage: (pageNo: number, limit: number) => Promise<{ docs: R[]; meta: { total: number } }>;
  disabled?: boolean;
}

/** 'Export CSV': every row the table has with the current filters and sort, all pages of it. */
export function ExportCsvButton<R>({ fileName, columns, fetchPage, disabled }: ExportCsvButtonProps<R>) {
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      saveCsv(fileName, toCsv(columns, await fetchEveryPage(fetchPage)));
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
