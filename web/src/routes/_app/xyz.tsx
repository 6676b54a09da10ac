import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { PdfPreview } from '@/components/pdf-preview/pdf-preview';
import { samplePdfQueryOptions } from '@/components/pdf-preview/sample-pdf';
import { useGoBack } from '@/hooks/use-go-back';

/** Spec 2 and 9: /xyz, the sample print template (a tax invoice of 28 sample rows, A4 portrait). */
export const Route = createFileRoute('/_app/xyz')({ component: SamplePrintRoute });

function SamplePrintRoute() {
  const query = useQuery(samplePdfQueryOptions());
  const back = useGoBack('/');
  return (
    <div className="mx-auto flex h-[calc(100svh-8rem)] max-w-5xl flex-col gap-4">
      <PageHeader
        title="Sample print template"
        description="A tax invoice of 28 sample item rows on A4 portrait, as invoices print."
        onBack={back}
      />
      <div className="bg-card flex min-h-0 flex-1 flex-col overflow-hidden rounded-lg border">
        <PdfPreview
          title="Sample print template"
          file={query.data}
          generating={query.isFetching}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </div>
    </div>
  );
}
