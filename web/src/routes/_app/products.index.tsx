import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import {
  readCatalogueSearch,
  CATALOGUE_SEARCH_DEFAULTS,
  type CatalogueSearch,
} from '@/features/catalogue/catalogue-search';
import { CataloguePage } from '@/features/catalogue/components/catalogue-page';
import { currentCompanyQueryOptions } from '@/features/companies/api/companies-queries';
import { useGoBack } from '@/hooks/use-go-back';

/** Spec 2.10: the catalogue; its tab, page, size, search, filters and sort live in the URL. */
export const Route = createFileRoute('/_app/products/')({
  validateSearch: readCatalogueSearch,
  search: { middlewares: [stripSearchParams(CATALOGUE_SEARCH_DEFAULTS)] },
  loader: ({ context }) => context.queryClient.query({ ...currentCompanyQueryOptions(), staleTime: 'static' }),
  component: ProductsRoute,
});

function ProductsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const back = useGoBack('/');
  const { data: company } = useSuspenseQuery(currentCompanyQueryOptions());
  return (
    <CataloguePage
      company={company && { id: company._id, taxEnabled: company.company_settings.features.enable_tax }}
      search={search}
      // Typing and paging replace the entry: Back leaves the catalogue rather than undoing keystrokes.
      onSearchChange={(next: CatalogueSearch) => void navigate({ search: next, replace: next.tab === search.tab })}
      onBack={back}
    />
  );
}
