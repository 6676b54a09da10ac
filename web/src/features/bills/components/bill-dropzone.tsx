import { FileUp } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { BILLS_PER_DROP } from '@app/shared/bills/bill-files';
import { cn } from '@/lib/utils';

/** The picker offers bills only; the bytes are what decide (bill-upload-checks.ts). */
const ACCEPT = 'application/pdf,image/png,image/jpeg,image/webp,.pdf,.png,.jpg,.jpeg,.webp';

/** Drop bills here, or click (or Enter) to choose them: PDFs and photos, several at once. */
export function BillDropzone({
  onFiles,
  disabled,
  className,
}: {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  className?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const take = (files: FileList | null | undefined) => {
    if (files && files.length > 0) onFiles([...files]);
  };
  return (
    <div
      role="button"
      tabIndex={disabled ? -1 : 0}
      aria-disabled={disabled}
      aria-label="Upload bills"
      aria-describedby={hintId}
      onClick={() => !disabled && input.current?.click()}
      onKeyDown={(event) => {
        if (!disabled && (event.key === 'Enter' || event.key === ' ')) {
          event.preventDefault();
          input.current?.click();
        }
      }}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        if (!disabled) take(event.dataTransfer.files);
      }}
      className={cn(
        'bg-card hover:border-primary/60 focus-visible:ring-ring/50 flex min-h-44 cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-6 text-center transition-colors outline-none focus-visible:ring-[3px]',
        dragging && 'border-primary bg-primary/5',
        disabled && 'cursor-not-allowed opacity-60',
        className,
      )}
    >
      <FileUp className="text-primary size-9" aria-hidden="true" />
      <p className="font-medium">Drop your bills here, or click to choose them</p>
      <p id={hintId} className="text-muted-foreground text-sm">
        PDF, PNG, JPEG or WebP, up to 10 MB each and {BILLS_PER_DROP} at a time. Nothing is posted until you review it.
      </p>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPT}
        className="sr-only"
        tabIndex={-1}
        data-testid="bill-file-input"
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
    </div>
  );
}
