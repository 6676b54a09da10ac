import { ImagePlus, Loader2, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { ImagePurpose } from '@app/shared/uploads';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/toast';
import { uploadImage } from '@/lib/upload-image';
import { cn } from '@/lib/utils';

export interface ImageValue {
  /** The uploaded image's key (what the API takes), or null for none. */
  key: string | null;
  /** What to show: a preview of a new file, or the stored image's URL. */
  preview: string | null;
}

interface ImageDropzoneProps {
  label: string;
  purpose: ImagePurpose;
  value: ImageValue;
  onChange: (value: ImageValue) => void;
  className?: string;
}

/**
 * Spec 2.9 and 5: click or drag-and-drop an image; it is checked (PNG, JPEG, JPG or WebP, under
 * 5 MB), previewed and uploaded at once; Remove clears it. The field is busy until the upload ends.
 */
export function ImageDropzone({ label, purpose, value, onChange, className }: ImageDropzoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState(false);

  async function take(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    try {
      const preview = URL.createObjectURL(file);
      const key = await uploadImage(file, purpose);
      onChange({ key, preview });
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'The image could not be uploaded. Please try again.');
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div
        role="button"
        tabIndex={0}
        aria-busy={busy}
        onClick={() => input.current?.click()}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') input.current?.click();
        }}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          void take(event.dataTransfer.files[0]);
        }}
        className={cn(
          'hover:border-primary/60 relative flex h-32 cursor-pointer items-center justify-center overflow-hidden rounded-lg border-2 border-dashed transition-colors',
          dragging && 'border-primary bg-primary/5',
        )}
      >
        {value.preview ? (
          <img src={value.preview} alt={label} className="max-h-full max-w-full object-contain" />
        ) : (
          <span className="text-muted-foreground flex flex-col items-center gap-1 text-center text-xs">
            <ImagePlus className="size-6" />
            Click or drop an image
            <span>PNG, JPEG, JPG or WebP, under 5 MB</span>
          </span>
        )}
        {busy && (
          <span className="bg-background/70 absolute inset-0 flex items-center justify-center">
            <Loader2 className="size-6 animate-spin" />
          </span>
        )}
      </div>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/jpg,image/webp"
        className="sr-only"
        onChange={(event) => void take(event.target.files?.[0])}
      />
      {value.key && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="self-start"
          onClick={() => onChange({ key: null, preview: null })}
        >
          <X /> Remove
        </Button>
      )}
    </div>
  );
}
