import type { LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { INVOICE_MESSAGES } from '../../messages';

/**
 * Download, Share and Print come with the PDF work (a later issue): shown disabled, with a
 * tooltip that says so. The wrapper takes the focus and the pointer a disabled button cannot.
 */
export function ComingSoonButton({ icon: Icon, label }: { icon: LucideIcon; label: string }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <span tabIndex={0} aria-label={`${label}: ${INVOICE_MESSAGES.comingSoon}`} className="inline-flex rounded-md">
          <Button type="button" variant="outline" size="sm" disabled tabIndex={-1} aria-hidden>
            <Icon /> {label}
          </Button>
        </span>
      </TooltipTrigger>
      <TooltipContent>{INVOICE_MESSAGES.comingSoon}</TooltipContent>
    </Tooltip>
  );
}
