import { Link } from '@tanstack/react-router';
import { AlertTriangle } from 'lucide-react';
import { EWAY_WARNING_HOURS } from '@app/shared/einvoice/eway-docs';
import { indianDateTime } from '@/lib/format';
import { useEndingEwayBills } from '../../api/list-ending-eway-bills';

const TITLE = `E-way bills ending within ${EWAY_WARNING_HOURS} hours`;

/**
 * Issue 36, the dashboard's warning: the company's e-way bills whose validity ends within the next
 * hours, soonest first, each leading to its invoice, while they can still be extended on the
 * portal. Nothing shows when there are none (nor while they load, nor if they cannot).
 */
export function EndingEwayBills({ companyId }: { companyId: string }) {
  const { data: bills } = useEndingEwayBills(companyId);
  if (!bills || bills.length === 0) return null;
  return (
    <section
      aria-label={TITLE}
      className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200"
    >
      <h2 className="flex items-center gap-2 font-medium">
        <AlertTriangle className="size-4" aria-hidden="true" /> {TITLE}: extend them on the portal before they lapse
      </h2>
      <ul className="mt-2 flex flex-col gap-1">
        {bills.map((bill) => (
          <li key={bill.vouchar_id}>
            E-way bill <span className="font-medium tabular-nums">{bill.number}</span> of{' '}
            <Link
              to="/invoices/$invoiceId"
              params={{ invoiceId: bill.vouchar_id }}
              className="font-medium underline underline-offset-2"
            >
              {bill.voucher_number}
            </Link>{' '}
            ({bill.party_name}) ends at {indianDateTime(bill.valid_till)}
          </li>
        ))}
      </ul>
    </section>
  );
}
