import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';

/** An entry page's voucher number beside its title, or a placeholder while the server names it. */
export function VoucherNumberBadge({ number }: { number: string | undefined }) {
  return number ? (
    <Badge variant="secondary" aria-label="Voucher number" className="font-mono">
      {number}
    </Badge>
  ) : (
    <Skeleton className="h-5 w-28" aria-label="Loading voucher number" />
  );
}
