import { Truck } from 'lucide-react';
import type { Voucher } from '@app/shared/books/voucher-docs';
import type { EwayView } from '@app/shared/einvoice/eway-docs';
import { formatRupees } from '@app/shared/money';
import { ListError } from '@/components/list-error';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useCompanyAccess } from '@/lib/company-access';
import { useEwayBill } from '../../api/get-eway-bill';
import { EInvoiceProblems } from '../einvoice-problems';
import { EwayBillDetails } from './eway-bill-details';
import { EwayBillRequest } from './eway-bill-request';
import { TransportDialog } from './transport-dialog';
import { TransportSummary } from './transport-summary';

type CardVoucher = Pick<Voucher, '_id' | 'voucher_type' | 'note_kind' | 'voucher_number' | 'status'>;

/** Whether the goods need an e-way bill: their value with tax against the limit it is held to. */
function needLine({ required, value, limit }: EwayView) {
  const against = required ? 'above' : value === limit ? 'at' : 'below';
  const verdict = required ? 'an e-way bill is needed' : 'none is needed';
  return `Goods worth ${formatRupees(value)} (with tax) — ${against} the ${formatRupees(limit)} limit: ${verdict}`;
}

/**
 * Issue 36, the invoice page's E-way Bill, for an active sales invoice: whether its goods need
 * one, how they travel, and the bill (made with the IRN, or on the portal and recorded here).
 * Nothing shows for anything else, nor while the answer is on its way.
 */
export function EwayBillCard({ companyId, voucher }: { companyId: string; voucher: CardVoucher }) {
  const shown = voucher.voucher_type === 'Sales' && voucher.status === 'active';
  const eway = useEwayBill(companyId, voucher._id, shown);
  if (!shown || (!eway.data && !eway.isError)) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Truck className="size-4" aria-hidden="true" /> E-way Bill
        </CardTitle>
      </CardHeader>
      <CardContent>
        {eway.data ? (
          <EwayBillBody companyId={companyId} voucher={voucher} view={eway.data} />
        ) : (
          <ListError error={eway.error} onRetry={() => void eway.refetch()} />
        )}
      </CardContent>
    </Card>
  );
}

function EwayBillBody({ companyId, voucher, view }: { companyId: string; voucher: CardVoucher; view: EwayView }) {
  const mayChange = useCompanyAccess().can('create_vouchers');
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">{needLine(view)}</p>
      <EInvoiceProblems
        problems={view.problems}
        title="Fix these before making the e-way bill"
        label="What stops the e-way bill"
      />
      <section aria-labelledby="eway-transport" className="flex flex-col gap-2">
        <h3 id="eway-transport" className="text-sm font-medium">
          Transport
        </h3>
        {view.transport ? (
          <TransportSummary transport={view.transport} />
        ) : (
          <p className="text-muted-foreground text-sm">No transport details yet.</p>
        )}
        {/* Once the bill is made, its vehicle is changed on the portal (Part B), not here. */}
        {mayChange && !view.eway_bill && (
          <TransportDialog companyId={companyId} voucherId={voucher._id} transport={view.transport} />
        )}
      </section>
      {view.eway_bill ? (
        <EwayBillDetails bill={view.eway_bill} />
      ) : (
        // Below the limit nothing is asked for: the bill's ways show once it is needed or transport is given.
        (view.required || view.transport) && <EwayBillRequest companyId={companyId} voucher={voucher} view={view} />
      )}
    </div>
  );
}
