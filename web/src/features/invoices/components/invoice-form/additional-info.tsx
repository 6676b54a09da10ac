import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';

/** Spec 2: collapsible Additional Information, free text for the user's own reference (not sent). */
export function AdditionalInfo({ field }: { field: UseFormRegisterReturn }) {
  const [open, setOpen] = useState(false);
  return (
    <Card className="gap-0 py-0">
      <CardHeader className="px-0">
        <button
          type="button"
          aria-expanded={open}
          aria-controls="invoice-additional-info"
          onClick={() => setOpen(!open)}
          className="flex items-center justify-between px-6 py-4 text-left font-semibold"
        >
          Additional Information
          <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} />
        </button>
      </CardHeader>
      {open && (
        <CardContent id="invoice-additional-info" className="pb-6">
          <Textarea
            aria-label="Additional Information"
            placeholder="Notes for yourself: terms, delivery instructions... (kept on this page only, not saved)"
            rows={3}
            {...field}
          />
        </CardContent>
      )}
    </Card>
  );
}
