import { Building2, CalendarDays, PanelRightClose, PanelRightOpen, Percent } from 'lucide-react';
import { BackButton, PageActions } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { indianDate } from '@/lib/format';

export interface SubmitProps {
  submitLabel: string;
  submittingLabel: string;
  submitting: boolean;
  /** Spec 2: nothing to save without items. */
  canSubmit: boolean;
}

/** The form's save button ('Create Invoice', 'Processing...' while it saves), wherever it sits. */
export function InvoiceSubmitButton({ submitLabel, submittingLabel, submitting, canSubmit }: SubmitProps) {
  return (
    <Button type="submit" form="invoice-form" disabled={submitting || !canSubmit}>
      {submitting ? submittingLabel : submitLabel}
    </Button>
  );
}

interface InvoiceFormHeaderProps extends SubmitProps {
  title: string;
  companyName: string;
  today: string;
  taxEnabled: boolean;
  /** The floating summary's toggle; left out on pages without one (the note form, a phone). */
  showSummary?: boolean;
  onToggleSummary?: () => void;
  onBack: () => void;
  /** Edit page only. */
  onCancel?: () => void;
  /** False where the save button sits elsewhere (a phone's bar at the foot of the screen). */
  showSubmit?: boolean;
}

/**
 * Spec 2: Back, the chips (company, date, TAX Enabled), Show/Hide Summary, Cancel and the save
 * button. On a phone the title and chips take the width, and the buttons the row under them.
 */
export function InvoiceFormHeader({ showSubmit = true, ...props }: InvoiceFormHeaderProps) {
  const hasActions = !!props.onToggleSummary || !!props.onCancel || showSubmit;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
      <div className="flex min-w-0 items-start gap-3 sm:flex-1 sm:items-center">
        <BackButton onBack={props.onBack} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h1 className="text-xl font-semibold break-words sm:text-2xl">{props.title}</h1>
          <div className="flex flex-wrap gap-2">
            <Badge variant="outline" className="max-w-full">
              <Building2 /> <span className="truncate">{props.companyName}</span>
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
      </div>
      {hasActions && (
        <PageActions>
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
          {showSubmit && <InvoiceSubmitButton {...props} />}
        </PageActions>
      )}
    </div>
  );
}
