import { Link } from '@tanstack/react-router';
import { ReceiptText } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { SUMMARY_MESSAGES } from '../messages';

/**
 * The Summary is a GST report (spec 2: only with tax on). A company without tax, reached by a link
 * or a typed address, gets this note instead of empty tables; without a company, the usual ask.
 */
export function SummaryUnavailable({ hasCompany, onBack }: { hasCompany: boolean; onBack: () => void }) {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeader
        title="Summary"
        description="Sales by HSN/SAC code, customer and bill, with their tax."
        onBack={onBack}
      />
      <EmptyState
        icon={ReceiptText}
        title={hasCompany ? SUMMARY_MESSAGES.taxOffTitle : SUMMARY_MESSAGES.noCompany}
        text={hasCompany ? SUMMARY_MESSAGES.taxOffText : undefined}
      >
        <Button variant="outline" asChild>
          <Link to="/">Go to Home</Link>
        </Button>
      </EmptyState>
    </div>
  );
}
