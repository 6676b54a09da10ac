import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

interface FormFieldProps {
  id: string;
  label: string;
  optional?: boolean;
  error?: string;
  className?: string;
  children: ReactNode;
}

/** Label, control and error message; the control points at the message with aria-describedby. */
export function FormField({ id, label, optional = false, error, className, children }: FormFieldProps) {
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id}>
        {label}
        {optional && (
          <>
            {' '}
            <span className="text-muted-foreground font-normal">(optional)</span>
          </>
        )}
      </Label>
      {children}
      {error && (
        <p id={errorId(id)} className="text-destructive text-sm">
          {error}
        </p>
      )}
    </div>
  );
}

export const errorId = (id: string) => `${id}-error`;

/** The aria attributes a control needs to announce its field's error. */
export const invalidProps = (id: string, error: string | undefined) => ({
  'aria-invalid': error !== undefined,
  'aria-describedby': error === undefined ? undefined : errorId(id),
});
