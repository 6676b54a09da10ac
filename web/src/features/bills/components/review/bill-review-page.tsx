import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ListError } from '@/components/list-error';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { failureMessage } from '@/lib/failure-message';
import { notify } from '@/lib/toast';
import { useDiscardBill } from '../../api/discard-bill';
import { useBill } from '../../api/get-bill';
import { useProducts } from '../../api/list-products';
import { useSuppliers } from '../../api/list-suppliers';
import { usePostBillPurchase } from '../../api/post-bill-purchase';
import { useRetryBill } from '../../api/retry-bill';
import { BILL_PAGE_MESSAGES } from '../../messages';
import { readFieldOf, type BillFieldKey } from '../../review-fields';
import { BillStatusChip } from '../bill-status-chip';
import { BillStateCard } from './bill-state-card';
import { Gstr2bSource } from './gstr2b-source';
import { BillViewer } from './bill-viewer';
import { REVIEW_FORM_ID, ReviewForm, type ReviewCompany } from './review-form';

export interface BillReviewPageProps {
  company: ReviewCompany;
  billId: string;
  onBack: () => void;
  /** The purchase was created: its page opens. */
  onPosted: (voucherId: string) => void;
  onDiscarded: () => void;
}

/**
 * The review page (/bills/{id}): the bill beside its draft purchase. Editing a field frames where
 * it was read on the bill; Create purchase posts it, Discard removes the bill. A bill still being
 * read, failed, held or posted shows where it is instead of the form; one not read can be entered
 * by hand in the same form, empty, beside it.
 */
export function BillReviewPage({ company, billId, onBack, onPosted, onDiscarded }: BillReviewPageProps) {
  const { data: bill } = useBill(company.id, billId);
  const suppliers = useSuppliers(company.id);
  const products = useProducts(company.id);
  const post = usePostBillPurchase(company.id, billId);
  const retry = useRetryBill(company.id);
  const discard = useDiscardBill(company.id);
  const [focused, setFocused] = useState<BillFieldKey | null>(null);
  const [confirming, setConfirming] = useState(false);
  // Issue 31: a bill not read (a ceiling, a failure, a held sender) is entered by hand beside it.
  const [byHand, setByHand] = useState(false);
  const highlight = focused && bill.draft ? (readFieldOf(bill.draft, focused)?.region ?? null) : null;
  const unread = bill.status === 'failed' || bill.status === 'held';
  const ready = bill.status === 'ready' || (byHand && unread);

  const createPurchase = (payload: Parameters<typeof post.mutateAsync>[0]) =>
    post.mutateAsync(payload).then(({ voucher }) => {
      notify.success(BILL_PAGE_MESSAGES.posted(voucher.voucher_number));
      onPosted(voucher._id);
    });
  const remove = () =>
    discard.mutate(bill._id, {
      onSuccess: () => {
        notify.success(BILL_PAGE_MESSAGES.discarded);
        onDiscarded();
      },
      onError: (error) => notify.error(failureMessage(error)),
    });
  const readAgain = () =>
    retry.mutate(bill._id, {
      onSuccess: () => notify.success(BILL_PAGE_MESSAGES.retried),
      onError: (error) => notify.error(failureMessage(error)),
    });

  let side;
  if (!ready && bill.status !== 'ready') {
    side = (
      <BillStateCard
        bill={bill}
        status={bill.status}
        onRetry={readAgain}
        retrying={retry.isPending}
        onEnterByHand={() => setByHand(true)}
      />
    );
  } else if (suppliers.isError || products.isError) {
    side = (
      <ListError
        error={suppliers.error ?? products.error}
        onRetry={() => void Promise.all([suppliers.refetch(), products.refetch()])}
      />
    );
  } else if (!suppliers.data || !products.data) {
    side = <Skeleton className="h-96 w-full" />;
  } else {
    side = (
      <ReviewForm
        key={bill._id}
        bill={bill}
        company={company}
        suppliers={suppliers.data}
        products={products.data}
        onFocusField={setFocused}
        onPost={createPurchase}
      />
    );
  }

  return (
    <div className="mx-auto flex max-w-[1600px] flex-col gap-6">
      <PageHeader
        title="Review bill"
        badge={<BillStatusChip status={bill.status} />}
        description={
          bill.source === 'email' && bill.sender ? `${bill.file_name}, e-mailed by ${bill.sender}` : bill.file_name
        }
        onBack={onBack}
      >
        {bill.status !== 'posted' && (
          <Button variant="outline" onClick={() => setConfirming(true)} disabled={discard.isPending}>
            <Trash2 /> Discard
          </Button>
        )}
        {ready && (
          <Button type="submit" form={REVIEW_FORM_ID} disabled={post.isPending}>
            {post.isPending ? 'Creating purchase…' : 'Create purchase'}
          </Button>
        )}
      </PageHeader>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        {bill.media_type ? (
          <BillViewer
            companyId={company.id}
            billId={bill._id}
            fileUrl={bill.file_url}
            mediaType={bill.media_type}
            fileName={bill.file_name}
            pages={bill.draft?.pages ?? 1}
            highlight={highlight}
            className="h-[70svh] lg:sticky lg:top-20 lg:h-[calc(100svh-7rem)]"
          />
        ) : (
          <Gstr2bSource bill={bill} className="lg:sticky lg:top-20" />
        )}
        <div className="flex min-w-0 flex-col gap-6">{side}</div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Discard ${bill.file_name}?`}
        description={BILL_PAGE_MESSAGES.discardConfirm}
        confirmLabel="Discard"
        onConfirm={() => {
          setConfirming(false);
          remove();
        }}
      />
    </div>
  );
}
