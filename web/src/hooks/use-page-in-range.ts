import { useEffect } from 'react';

/**
 * A page past the end (its last record was just deleted elsewhere or here) moves to the last page
 * that has records.
 */
export function usePageInRange(
  meta: { total: number } | undefined,
  shown: number | undefined,
  page: number,
  size: number,
  onPageChange: (page: number) => void,
) {
  useEffect(() => {
    if (meta && shown === 0 && meta.total > 0 && page > 1) onPageChange(Math.ceil(meta.total / size));
  }, [meta, shown, page, size, onPageChange]);
}
