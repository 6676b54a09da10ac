import type { UseQueryResult } from '@tanstack/react-query';
import { PackageOpen, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ListMeta } from '@app/shared/catalogue/list-query';
import { EmptyState } from '@/components/empty-state';
import { ListError } from '@/components/list-error';
import { ListFooter } from '@/components/list-footer';
import { Button } from '@/components/ui/button';
import { usePageInRange } from '@/hooks/use-page-in-range';
import type { CatalogueSearch } from '../catalogue-search';
import { CardGridSkeleton } from './card-grid-skeleton';

/**
 * Spec 2.10: a catalogue tab of cards (categories, groups): skeletons while it loads, the empty
 * state with its add-first button, the cards, and the 'Showing X-Y of N' footer with paging.
 */
export function CardList<T>({
  query,
  search,
  onPageChange,
  onAdd,
  noun,
  addFirstLabel,
  emptyText,
  card,
  children,
}: {
  query: UseQueryResult<{ docs: T[]; meta: ListMeta }>;
  search: CatalogueSearch;
  onPageChange: (page: number) => void;
  onAdd: () => void;
  /** Plural, lower case: 'categories'. */
  noun: string;
  addFirstLabel: string;
  emptyText: string;
  card: (item: T) => ReactNode;
  /** Anything the tab adds after the footer (a details dialog). */
  children?: ReactNode;
}) {
  const { data } = query;
  usePageInRange(data?.meta, data?.docs.length, search.page, search.size, onPageChange);
  if (query.isError && !data) return <ListError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isLoading) return <CardGridSkeleton />;
  if (!data || data.meta.total === 0) {
    return (
      <EmptyState
        icon={PackageOpen}
        title={`No ${noun} found`}
        text={search.search ? 'Nothing matches your search.' : emptyText}
      >
        <Button onClick={onAdd}>
          <Plus /> {addFirstLabel}
        </Button>
      </EmptyState>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">{data.docs.map(card)}</div>
      <ListFooter
        page={search.page}
        size={search.size}
        total={data.meta.total}
        noun={noun}
        onPageChange={onPageChange}
      />
      {children}
    </div>
  );
}
