import { Building2 } from 'lucide-react';
import { useState } from 'react';
import type { Bill } from '@app/shared/bills/bill-record';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { ListError } from '@/components/list-error';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { useIsPhone } from '@/hooks/use-media-query';
import { failureMessage } from '@/lib/failure-message';
import { notify } from '@/lib/toast';
import { useDiscardBill } from '../api/discard-bill';
import { useBillAllowance } from '../api/get-bill-allowance';
import { useBills } from '../api/list-bills';
import { useRetryBill } from '../api/retry-bill';
import { useBillUploads } from '../hooks/use-bill-uploads';
import { BILL_PAGE_MESSAGES } from '../messages';
import { BillCards } from './bill-cards';
import { BillDropzone } from './bill-dropzone';
import { BillsTable } from './bills-table';
import { MailSettingsCard } from './mail-settings-card';
import { ReadingAllowance } from './reading-allowance';
import { UploadList } from './upload-list';

export interface BillsPageProps {
  companyId: string;
  onBack: () => void;
}

/** Bills belong to a company: without one there is nothing to drop them into. */
export function NoCompanyBills({ onBack }: { onBack: () => void }) {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeader title="Bills" description="Suppliers' bills, read for you." onBack={onBack} />
      <EmptyState icon={Building2} title={BILL_PAGE_MESSAGES.noCompany} />
    </div>
  );
}

/**
 * Bills in by AI (issue 17): drop suppliers' bills (or e-mail them in); each is uploaded with its
 * progress, read on the server, and shown live in its state until it is reviewed and posted.
 */
export function BillsPage({ companyId, onBack }: BillsPageProps) {
  const bills = useBills(companyId);
  const allowance = useBillAllowance(companyId);
  const uploads = useBillUploads(companyId);
  const retry = useRetryBill(companyId);
  const discard = useDiscardBill(companyId);
  const [discarding, setDiscarding] = useState<Bill | null>(null);
  const List = useIsPhone() ? BillCards : BillsTable;
  const ready = bills.data?.filter((bill) => bill.status === 'ready').length ?? 0;

  const read = (bill: Bill) =>
    retry.mutate(bill._id, {
      onSuccess: () => notify.success(BILL_PAGE_MESSAGES.retried),
      onError: (error) => notify.error(failureMessage(error)),
    });
  const remove = (bill: Bill) =>
    discard.mutate(bill._id, {
      onSuccess: () => notify.success(BILL_PAGE_MESSAGES.discarded),
      onError: (error) => notify.error(failureMessage(error)),
    });

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeader
        title="Bills"
        badge={ready > 0 ? <Badge variant="secondary">{ready} ready for review</Badge> : undefined}
        description="Suppliers' bills, read for you. Check each one and post it as a purchase."
        onBack={onBack}
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-4 lg:col-span-2">
          <BillDropzone
            className="flex-1"
            // Issue 31: a plan that reads no bills takes none; the allowance below says why.
            disabled={allowance.data?.included === false}
            onFiles={(files) => void uploads.add(files)}
          />
          {allowance.data && <ReadingAllowance allowance={allowance.data} />}
          {uploads.notice && uploads.notice !== allowance.data?.message && (
            <p role="status" className="text-sm">
              {uploads.notice}
            </p>
          )}
          <UploadList uploads={uploads.uploads} onDismiss={uploads.dismiss} />
        </div>
        <MailSettingsCard companyId={companyId} className="min-w-0 self-start" />
      </div>
      {bills.isError && !bills.data ? (
        <ListError error={bills.error} onRetry={() => void bills.refetch()} />
      ) : (
        <List
          bills={bills.data}
          onRetry={read}
          onDiscard={setDiscarding}
          retrying={retry.isPending ? retry.variables : undefined}
        />
      )}
      <ConfirmDialog
        open={discarding !== null}
        onOpenChange={(open) => !open && setDiscarding(null)}
        title={`Discard ${discarding?.file_name ?? 'this bill'}?`}
        description={BILL_PAGE_MESSAGES.discardConfirm}
        confirmLabel="Discard"
        onConfirm={() => {
          if (discarding) remove(discarding);
          setDiscarding(null);
        }}
      />
    </div>
  );
}
