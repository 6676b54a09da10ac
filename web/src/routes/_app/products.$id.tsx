import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useCanGoBack, useRouter } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { currentCompanyQueryOptions } from '@/features/companies/api/companies-queries';
import { productDetailsQueryOptions, useProductDetails } from '@/features/catalogue/api/get-product-details';
import { ProductPage } from '@/features/catalogue/components/product-page/product-page';
import { ProductPageSkeleton } from '@/features/catalogue/components/product-page/product-page-skeleton';
import { CATALOGUE_MESSAGES } from '@/features/catalogue/messages';

/** /products/{id}: one product's page, loaded before it shows. */
export const Route = createFileRoute('/_app/products/$id')({
  loader: async ({ context, params }) => {
    const company = await context.queryClient.query({ ...currentCompanyQueryOptions(), staleTime: 'static' });
    if (!company) throw new Error(CATALOGUE_MESSAGES.noCompany);
    await context.queryClient.query({ ...productDetailsQueryOptions(company._id, params.id), staleTime: 'static' });
  },
  pendingComponent: ProductPageSkeleton,
  errorComponent: RouteError,
  component: ProductRoute,
});

function ProductRoute() {
  const { id } = Route.useParams();
  const { data: company } = useSuspenseQuery(currentCompanyQueryOptions());
  if (!company) throw new Error(CATALOGUE_MESSAGES.noCompany);
  return <ProductView companyId={company._id} taxEnabled={company.company_settings.features.enable_tax} id={id} />;
}

function ProductView({ companyId, taxEnabled, id }: { companyId: string; taxEnabled: boolean; id: string }) {
  const { data: product } = useProductDetails(companyId, id);
  const navigate = Route.useNavigate();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return (
    <ProductPage
      product={product}
      companyId={companyId}
      taxEnabled={taxEnabled}
      onBack={() => (canGoBack ? router.history.back() : void navigate({ to: '/products' }))}
      onDeleted={() => void navigate({ to: '/products', replace: true })}
    />
  );
}
