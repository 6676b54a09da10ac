import { Loader2 } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/**
 * A button that asks for a JSON file (a return downloaded from the GST portal) and hands over the
 * chosen file; the same file may be chosen again. `label` names the hidden file field.
 */
export function JsonFileButton({
  label,
  icon,
  busy,
  onFile,
  children,
}: {
  label: string;
  icon: ReactNode;
  busy: boolean;
  onFile: (file: File) => void;
  children: ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        className="hidden"
        aria-label={label}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = '';
        }}
      />
      <Button variant="outline" disabled={busy} onClick={() => input.current?.click()}>
        {busy ? <Loader2 className="animate-spin" /> : icon} {children}
      </Button>
    </>
  );
}
