import { Link } from '@tanstack/react-router';
import { ScanText } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** On the purchase invoice form: the supplier's bill can be read instead of typed. */
export function ReadBillBanner() {
  return (
    <div className="bg-card mx-auto mb-6 flex max-w-7xl flex-wrap items-center gap-3 rounded-lg border px-4 py-3">
      <ScanText className="text-primary size-5 shrink-0" aria-hidden="true" />
      <p className="min-w-0 flex-1 text-sm">
        Have the supplier&apos;s bill as a PDF or a photo? Let it be read for you.
      </p>
      <Button variant="outline" size="sm" asChild>
        <Link to="/bills">Read a bill</Link>
      </Button>
    </div>
  );
}
