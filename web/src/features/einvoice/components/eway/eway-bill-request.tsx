import { FileJson, Loader2, Send } from 'lucide-react';
import type { Voucher } from '@app/shared/books/voucher-docs';
import { TRANSPORT_MESSAGES, type EwayView } from '@app/shared/einvoice/eway-docs';
import { Button } from '@/components/ui/button';
import { useCompanyAccess } from '@/lib/company-access';
import { failureMessage } from '@/lib/failure-message';
import { saveBlob } from '@/lib/save-file';
import { notify } from '@/lib/toast';
import { useGenerateEwayBill } from '../../api/generate-eway-bill';
import { useVoucherEInvoice } from '../../hooks/use-voucher-einvoice';
import { RecordEwayBillDialog } from './record-eway-bill-dialog';

/** 'SI/26-27/0001' -> 'SI-26-27-0001-ewaybill.json': a file name without the number's slashes. */
export const ewayBillFileName = (voucherNumber: string) => `${voucherNumber.replaceAll('/', '-')}-ewaybill.json`;

/** How this invoice's e-way bill is made: with its IRN, or (none, or none to get) on the portal. */
function howToMake(hasIrn: boolean, irnApplies: boolean | undefined, view: EwayView) {
  if (!hasIrn && irnApplies === false) return 'Make the e-way bill on the portal from its JSON, and record it here.';
  if (!hasIrn) return 'Get the IRN first, or make the e-way bill on the portal and record it here.';
  return view.transport ? 'This invoice has no e-way bill yet.' : TRANSPORT_MESSAGES.noTransport;
}

interface EwayBillRequestProps {
  companyId: string;
  voucher: Pick<Voucher, '_id' | 'voucher_type' | 'note_kind' | 'voucher_number'>;
  view: EwayView;
}

/**
 * An invoice still without its e-way bill: Get e-way bill (made with its active IRN through the
 * IRP, from the transport saved), the portal's JSON to make it there, and Record e-way bill for
 * one made on the portal.
 */
export function EwayBillRequest({ companyId, voucher, view }: EwayBillRequestProps) {
  const generate = useGenerateEwayBill(companyId, voucher._id);
  const mayMake = useCompanyAccess().can('create_vouchers');
  // The e-invoice card's own query: the invoice's IRN, when it has one.
  const einvoice = useVoucherEInvoice(companyId, voucher).view.data;
  const hasIrn = einvoice?.einvoice?.status === 'active';
  // Told from the promise: with the bill in place this part of the card is gone.
  const getEwayBill = () =>
    void generate.mutateAsync().then(
      ({ eway_bill }) => notify.success(TRANSPORT_MESSAGES.generated(eway_bill?.number ?? '')),
      (error: unknown) => notify.error(failureMessage(error)),
    );
  // The portal's bulk file, one bill in it, as the server made it.
  const download = () => {
    const file = new Blob([JSON.stringify(view.json)], { type: 'application/json' });
    saveBlob(file, ewayBillFileName(voucher.voucher_number));
  };
  return (
    <div className="flex flex-col gap-3">
      <p className="text-muted-foreground text-sm">{howToMake(hasIrn, einvoice?.applicable, view)}</p>
      <div className="flex flex-wrap gap-2">
        {mayMake && hasIrn && (
          <Button size="sm" disabled={!view.transport || generate.isPending} onClick={getEwayBill}>
            {generate.isPending ? <Loader2 className="animate-spin" /> : <Send />}
            {generate.isPending ? 'Getting e-way bill…' : 'Get e-way bill'}
          </Button>
        )}
        <Button size="sm" variant="outline" disabled={!view.json} onClick={download}>
          <FileJson /> E-way bill JSON
        </Button>
        {mayMake && <RecordEwayBillDialog companyId={companyId} voucherId={voucher._id} />}
      </div>
    </div>
  );
}
