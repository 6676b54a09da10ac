import { ArrowLeft, UserX } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { CUSTOMER_MESSAGES } from '../messages';

/** Spec 2: a ledger that is not there (deleted, another company's, a wrong link). */
export function ProfileNotFound({ onBack }: { onBack: () => void }) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <EmptyState icon={UserX} title={CUSTOMER_MESSAGES.notFound}>
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft /> Back to Customers
        </Button>
      </EmptyState>
    </div>
  );
}
