import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lockBooks } from '@app/shared/api/routes/user/lock-books';
import { callApi } from '@/lib/api-client';
import { reloadCompanies } from './companies-queries';

/** Issue 32: locks the company's books up to a day, or unlocks them (`null`). */
export function useLockBooks(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lockedUntil: string | null) =>
      callApi(lockBooks, { params: { id: companyId }, body: { locked_until: lockedUntil } }),
    onSuccess: () => reloadCompanies(queryClient),
  });
}
