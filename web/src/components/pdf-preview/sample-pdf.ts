import { queryOptions } from '@tanstack/react-query';
import { printSample } from '@app/shared/api/routes/print/print-sample';
import { printFileName } from '@app/shared/print/print-files';
import { fetchFile } from '@/lib/api-client';
import type { PdfFile } from './pdf-file';

/** Spec 1 and 9: the sample print template of /xyz (A4 portrait, 28 sample rows), as the server makes it. */
export const samplePdfQueryOptions = () =>
  queryOptions({
    queryKey: ['print', 'sample'] as const,
    queryFn: async ({ signal }): Promise<PdfFile> => {
      const { blob, fileName } = await fetchFile(printSample, { signal });
      return { blob, fileName: fileName ?? printFileName('Sample') };
    },
    staleTime: 60_000,
  });
