import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  DATA_EXPORT_KEPT_DAYS,
  DATA_EXPORT_MESSAGES,
  type DataExport as DataExportRecord,
  type DataExportKind,
} from '@app/shared/exports/data-export';
import { ProgressBar } from '@/components/progress-bar';
import { Button } from '@/components/ui/button';
import { failureMessage } from '@/lib/failure-message';
import { notify } from '@/lib/toast';
import { dataExportQueryOptions, startExport } from '../api/data-exports';

const count = new Intl.NumberFormat('en-IN');
const time = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/** A file's size as people read it: '842 KB', '12.4 MB'. */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${count.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Issue 35, Profile -> Export Data: everything the company holds as one zip, or the books as Tally
 * XML, made in the background with a progress bar, then a link to download it that works for an
 * hour (the file is kept for a week; export again after).
 */
export function DataExport({ companyId }: { companyId: string }) {
  const queryClient = useQueryClient();
  const [exportId, setExportId] = useState<string>();
  const current = useQuery({ ...dataExportQueryOptions(companyId, exportId ?? ''), enabled: exportId !== undefined });
  const start = useMutation({
    mutationFn: (kind: DataExportKind) => startExport(companyId, kind),
    onSuccess: (started) => {
      queryClient.setQueryData(dataExportQueryOptions(companyId, started._id).queryKey, started);
      setExportId(started._id);
    },
    onError: (error) => notify.error(failureMessage(error)),
  });
  const record = exportId ? current.data : undefined;
  const running = start.isPending || record?.status === 'running';
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <section className="bg-card flex flex-col gap-3 rounded-lg border p-4" aria-label="What to export">
        <p className="text-sm">
          <strong>Everything</strong>, as one zip: customers, suppliers, products, ledgers and vouchers as CSV (the
          customers, suppliers and products in the spreadsheet import&apos;s columns), every record as JSON, every
          invoice and note as PDF, your suppliers&apos; bill files, and the books as Tally XML.
        </p>
        <p className="text-sm">
          <strong>For Tally</strong>: your masters and vouchers as one Tally XML file, for your CA to import into Tally.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button disabled={running} onClick={() => start.mutate('everything')}>
            Export everything
          </Button>
          <Button variant="outline" disabled={running} onClick={() => start.mutate('tally')}>
            Export for Tally
          </Button>
        </div>
      </section>
      {record && <ExportState record={record} />}
    </div>
  );
}

function ExportState({ record }: { record: DataExportRecord }) {
  if (record.status === 'running') {
    const progress = record.progress;
    return (
      <div className="flex flex-col gap-1">
        <p role="status" className="text-sm">
          {progress && progress.total > 0
            ? `Adding invoices and bills: ${count.format(progress.done)} of ${count.format(progress.total)}`
            : 'Gathering your records…'}
        </p>
        <ProgressBar
          label="Exporting"
          percent={progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0}
        />
      </div>
    );
  }
  if (record.status === 'ready' && record.download_url) {
    return (
      <section className="flex flex-col gap-2" aria-label="Your export">
        <p role="status" className="text-sm">
          Your export is ready: {record.file_name}
          {record.size === null ? '' : ` (${fileSize(record.size)})`}.
        </p>
        <Button asChild className="self-start">
          <a href={record.download_url} download={record.file_name}>
            Download
          </a>
        </Button>
        <p className="text-muted-foreground text-sm">
          The link works until{' '}
          {record.link_expires_at ? time.format(new Date(record.link_expires_at)) : 'an hour from now'}; the file is
          kept for {DATA_EXPORT_KEPT_DAYS} days.
        </p>
      </section>
    );
  }
  return (
    <p role="alert" className="text-destructive text-sm">
      {record.error ?? DATA_EXPORT_MESSAGES.expired}
    </p>
  );
}
