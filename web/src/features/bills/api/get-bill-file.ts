import { useQuery } from '@tanstack/react-query';
import { billKeys } from './bill-keys';

/**
 * The bill's file, fetched once from the short-lived address the bill came with: the viewer keeps
 * the bytes, so a refetch of the bill (a new address) does not reload the page under the reviewer.
 */
export function useBillFile(companyId: string, id: string, url: string | null) {
  return useQuery({
    queryKey: billKeys.file(companyId, id),
    queryFn: async ({ signal }) => {
      if (!url) throw new Error('The bill file is not available.');
      const response = await fetch(url, { signal });
      if (!response.ok) throw new Error('The bill file could not be loaded.');
      return response.blob();
    },
    enabled: url !== null,
    staleTime: Infinity,
    retry: 1,
  });
}
