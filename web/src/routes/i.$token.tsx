import { createFileRoute } from '@tanstack/react-router';
import { PublicInvoicePage } from '@/features/sharing/components/public-invoice-page';

/**
 * Issue 37: /i/<token>, a shared invoice for whoever has the link: no sign-in, no app shell, not
 * prerendered. Kept small: its entry in the route tree is in every page's first view, its page is
 * split off.
 */
export const Route = createFileRoute('/i/$token')({ component: SharedInvoiceRoute });

function SharedInvoiceRoute() {
  return <PublicInvoicePage token={Route.useParams().token} />;
}
