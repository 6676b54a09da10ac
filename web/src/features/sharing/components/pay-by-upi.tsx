import { useId } from 'react';
import { IndianRupee } from 'lucide-react';
import { formatRupees } from '@app/shared/money';
import type { PublicInvoice } from '@app/shared/sharing/invoice-link-docs';
import { QrCode } from '@/components/qr-code';
import { Button } from '@/components/ui/button';

/**
 * Pay by UPI on a shared invoice: on a phone the button opens the payer's UPI app with the payee,
 * the amount and the invoice filled in; on a computer the same intent as a QR code, for the phone.
 */
export function PayByUpi({ upi }: { upi: NonNullable<PublicInvoice['upi']> }) {
  const headingId = useId();
  const amount = formatRupees(upi.amount);
  return (
    <section
      aria-labelledby={headingId}
      className="bg-card flex flex-col gap-4 rounded-xl border p-4 shadow-sm sm:flex-row sm:items-center sm:gap-6 sm:p-6"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <h2 id={headingId} className="font-semibold">
          Pay by UPI
        </h2>
        <Button asChild size="lg" className="h-12 w-full text-base sm:w-auto sm:self-start">
          <a href={upi.uri}>
            <IndianRupee /> Pay {amount} by UPI
          </a>
        </Button>
        <p className="text-muted-foreground text-sm">
          On a phone, this opens your UPI app (Google Pay, PhonePe, Paytm, BHIM) with the amount filled in. On a
          computer, scan the code with your phone&apos;s UPI app.
        </p>
        <p className="text-sm">
          UPI ID: <span className="font-medium break-all">{upi.vpa}</span>
        </p>
      </div>
      <figure className="flex flex-col items-center gap-1 self-center">
        <QrCode value={upi.uri} label={`UPI QR code to pay ${amount}`} size={184} />
        <figcaption className="text-muted-foreground text-xs">Scan with any UPI app</figcaption>
      </figure>
    </section>
  );
}
