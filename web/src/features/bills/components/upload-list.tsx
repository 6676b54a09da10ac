import { FileText, X } from 'lucide-react';
import { ProgressBar } from '@/components/progress-bar';
import { Button } from '@/components/ui/button';
import type { BillUpload, UploadStage } from '../hooks/use-bill-uploads';

const STAGE_TEXT: Record<Exclude<UploadStage, 'failed' | 'uploading'>, string> = {
  checking: 'Checking…',
  waiting: 'Waiting…',
  starting: 'Uploaded, starting to read…',
};

/** The files of the latest drops still on their way in, each with its progress or why it failed. */
export function UploadList({
  uploads,
  onDismiss,
}: {
  uploads: readonly BillUpload[];
  onDismiss: (id: string) => void;
}) {
  if (uploads.length === 0) return null;
  return (
    <ul aria-label="Uploads" className="bg-card divide-y rounded-lg border">
      {uploads.map((upload) => (
        <li key={upload.id} className="flex items-center gap-3 px-4 py-3">
          <FileText className="text-muted-foreground size-5 shrink-0" aria-hidden="true" />
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <div className="flex items-center justify-between gap-3 text-sm">
              <span className="truncate font-medium">{upload.fileName}</span>
              {upload.stage === 'uploading' ? (
                <span className="text-muted-foreground tabular-nums">{upload.percent}%</span>
              ) : upload.stage !== 'failed' ? (
                <span className="text-muted-foreground shrink-0">{STAGE_TEXT[upload.stage]}</span>
              ) : null}
            </div>
            {upload.stage === 'failed' ? (
              <p role="alert" className="text-destructive text-sm">
                {upload.problem}
              </p>
            ) : (
              <ProgressBar percent={upload.percent} label={`Uploading ${upload.fileName}`} />
            )}
          </div>
          {upload.stage === 'failed' && (
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Dismiss ${upload.fileName}`}
              onClick={() => onDismiss(upload.id)}
            >
              <X />
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
