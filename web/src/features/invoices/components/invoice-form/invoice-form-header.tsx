import { ArrowLeft, Building2, CalendarDays, PanelRightClose, PanelRightOpen, Percent } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { indianDate } from '@/lib/format';

interface InvoiceFormHeaderProps {
  title: string;
  companyName: string;
  today: string;
  taxEnabled: boolean;
  /** The floating summary's toggle; left out on pages without one (the note form). */
  showSummary?: boolean;
  onToggleSummary?: () => void;
  onBack: () => void;
  /** Edit page only. */
  onCancel?: () => void;
  submitLabel: string;
  submittingLabel: string;
  submitting: boolean;
  /** Spec 2: nothing to save without items. */
  canSubmit: boolean;
}

/** Spec 2: Back, the chips (company, date, TAX Enabled), Show/Hide Summary, Cancel and the save button. */
export function InvoiceFormHeader(props: InvoiceFormHeaderProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="button" variant="outline" size="sm" onClick={props.onBack}>
        <ArrowLeft /> Back
      </Button>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h1 className="text-2xl font-semibold">{props.title}</h1>
        <div className="flex flex-wrap gap-2">
          <Badge variant="outline">
            <Building2 /> {props.companyName}
          </Badge>
          <Badge variant="outline">
            <CalendarDays /> {indianDate(props.today)}
          </Badge>
          {props.taxEnabled && (
            <Badge variant="outline" className="border-primary/40 text-primary">
              <Percent /> TAX Enabled
            </Badge>
          )}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {props.onToggleSummary && (
          <Button type="button" variant="outline" onClick={props.onToggleSummary} aria-pressed={props.showSummary}>
            {props.showSummary ? <PanelRightClose /> : <PanelRightOpen />}
            {props.showSummary ? 'Hide Summary' : 'Show Summary'}
          </Button>
        )}
        {props.onCancel && (
          <Button type="button" variant="outline" onClick={props.onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" form="invoice-form" disabled={props.submitting || !props.canSubmit}>
          {props.submitting ? props.submittingLabel : props.submitLabel}
        </Button>
      </div>
    </div>
  );
}
