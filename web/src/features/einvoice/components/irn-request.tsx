import { FileJson, Loader2, Send } from 'lucide-react';
import { EINVOICE_REQUEST_MESSAGES, type EInvoiceView } from '@app/shared/einvoice/einvoice-docs';
import { Button } from '@/components/ui/button';
import { useCompanyAccess } from '@/lib/company-access';
import { failureMessage } from '@/lib/failure-message';
import { saveBlob } from '@/lib/save-file';
import { notify } from '@/lib/toast';
import { useGenerateIrn } from '../api/generate-irn';
import { EInvoiceProblems } from './einvoice-problems';

/** 'SI/26-27/0001' -> 'SI-26-27-0001-einvoice.json': a file name without the number's slashes. */
export const einvoiceFileName = (voucherNumber: string) => `${voucherNumber.replaceAll('/', '-')}-einvoice.json`;

interface IrnRequestProps {
  companyId: string;
  voucherId: string;
  voucherNumber: string;
  view: EInvoiceView;
}

/**
 * An invoice still without its IRN: what stops it, Get IRN (through the IRP's API, once nothing
 * does), and its JSON for the portal's bulk upload, for a company without an API user.
 */
export function IrnRequest({ companyId, voucherId, voucherNumber, view }: IrnRequestProps) {
  const generate = useGenerateIrn(companyId, voucherId);
  const mayGenerate = useCompanyAccess().can('create_vouchers');
  const blocked = view.problems.length > 0;
  // Told from the promise, not mutate's callbacks: with the IRN in place this request's part of the
  // card is gone, and a gone component's callbacks never run.
  const getIrn = () =>
    void generate.mutateAsync().then(
      ({ einvoice }) => notify.success(EINVOICE_REQUEST_MESSAGES.generated(einvoice?.ack_no ?? '')),
      (error: unknown) => notify.error(failureMessage(error)),
    );
  // The portal's bulk upload takes a JSON array of e-invoices: this one alone.
  const download = () => {
    const file = new Blob([JSON.stringify([view.json])], { type: 'application/json' });
    saveBlob(file, einvoiceFileName(voucherNumber));
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted-foreground text-sm">This invoice has no IRN yet.</p>
      <EInvoiceProblems problems={view.problems} />
      <div className="flex flex-wrap gap-2">
        {mayGenerate && (
          <Button size="sm" disabled={blocked || generate.isPending} onClick={getIrn}>
            {generate.isPending ? <Loader2 className="animate-spin" /> : <Send />}
            {generate.isPending ? 'Getting IRN…' : 'Get IRN'}
          </Button>
        )}
        <Button size="sm" variant="outline" disabled={!view.json} onClick={download}>
          <FileJson /> e-Invoice JSON
        </Button>
      </div>
    </div>
  );
}
