import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { currentCompanyQueryOptions } from '@/features/companies/api/companies-queries';
import { InventoryPage } from '@/features/inventory/components/inventory-page';
import {
  INVENTORY_SEARCH_DEFAULTS,
  readInventorySearch,
  type InventorySearch,
} from '@/features/inventory/inventory-search';
import { useGoBack } from '@/hooks/use-go-back';

/** Spec 2, Inventory Management: its tab, filters, page and sort live in the URL. */
export const Route = createFileRoute('/_app/warehouses')({
  validateSearch: readInventorySearch,
  search: { middlewares: [stripSearchParams(INVENTORY_SEARCH_DEFAULTS)] },
  loader: ({ context }) => context.queryClient.query({ ...currentCompanyQueryOptions(), staleTime: 'static' }),
  component: WarehousesRoute,
});

function WarehousesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const back = useGoBack('/');
  const { data: company } = useSuspenseQuery(currentCompanyQueryOptions());
  return (
    <InventoryPage
      companyId={company?._id}
      taxEnabled={company?.company_settings.features.enable_tax ?? false}
      expiryAlertDays={company?.expiry_alert_days}
      search={search}
      // Typing and paging replace the entry: Back leaves the page rather than undoing keystrokes; a
      // new tab is a new entry.
      onSearchChange={(next: InventorySearch) => void navigate({ search: next, replace: next.tab === search.tab })}
      onBack={back}
      onCreate={(type) => void navigate({ to: '/invoices/create/$type', params: { type } })}
    />
  );
}
