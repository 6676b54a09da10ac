import { FileUp, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { BILLS_PER_DROP } from '@app/shared/bills/bill-files';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** The picker offers bills only; the bytes are what decide (bill-upload-checks.ts). */
const ACCEPT = 'application/pdf,image/png,image/jpeg,image/webp,.pdf,.png,.jpg,.jpeg,.webp';

/** Drop bills here, or Upload bills to choose them: PDFs and photos, several at once. */
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
  const choose = () => {
    if (!disabled) input.current?.click();
  };
  return (
    // The whole zone takes drops and clicks; its Upload bills button is the way in for keys and
    // screen readers (a zone that were itself the button would hold the file input inside it).
    <div
      onClick={choose}
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
        'bg-card hover:border-primary/60 flex min-h-44 cursor-pointer flex-col items-center justify-center gap-3 rounded-lg border-2 border-dashed p-6 text-center transition-colors',
        dragging && 'border-primary bg-primary/5',
        disabled && 'cursor-not-allowed opacity-60',
        className,
      )}
    >
      <FileUp className="text-primary size-9" aria-hidden="true" />
      <p className="font-medium">Drop your bills here, or</p>
      <Button
        type="button"
        disabled={disabled}
        aria-describedby={hintId}
        onClick={(event) => {
          event.stopPropagation();
          choose();
        }}
      >
        <Upload /> Upload bills
      </Button>
      <p id={hintId} className="text-muted-foreground text-sm">
        PDF, PNG, JPEG or WebP, up to 10 MB each and {BILLS_PER_DROP} at a time. Nothing is posted until you review it.
      </p>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPT}
        aria-label="Bill files"
        className="sr-only"
        tabIndex={-1}
        data-testid="bill-file-input"
        onClick={(event) => event.stopPropagation()}
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
    </div>
  );
}
