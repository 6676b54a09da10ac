import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { productDetailsQueryOptions, useProductDetails } from '@/features/catalogue/api/get-product-details';
import { ProductPage } from '@/features/catalogue/components/product-page/product-page';
import { ProductPageSkeleton } from '@/features/catalogue/components/product-page/product-page-skeleton';
import { CATALOGUE_MESSAGES } from '@/features/catalogue/messages';
import { currentCompanyQueryOptions } from '@/features/companies/api/companies-queries';
import { useGoBack } from '@/hooks/use-go-back';

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
  const back = useGoBack('/products');
  return (
    <ProductPage
      product={product}
      companyId={companyId}
      taxEnabled={taxEnabled}
      onBack={back}
      onDeleted={() => void navigate({ to: '/products', replace: true })}
    />
  );
}
