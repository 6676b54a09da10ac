import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListError } from '@/components/list-error';
import { ListFooter } from '@/components/list-footer';

interface ListBodyProps {
  list: UseQueryResult<{ meta: { total: number } }>;
  /** What the list shows with nothing in it (each list's own words and link). */
  empty: ReactNode;
  /** Nothing to list before the list answers (no company yet): the empty state rather than skeletons. */
  nothingToList?: boolean;
  page: number;
  size: number;
  /** The footer's word for the rows: 'Showing 1-10 of 42 items'. */
  noun: string;
  onPageChange: (page: number) => void;
  /** The table, which shows skeleton rows until the first page arrives. */
  children: ReactNode;
}

/**
 * A paged list's body: the server's message and a retry when the first page failed, the empty
 * state when there is nothing, else the table and its pagination.
 */
export function ListBody({
  list,
  empty,
  nothingToList = false,
  page,
  size,
  noun,
  onPageChange,
  children,
}: ListBodyProps) {
  const { data } = list;
  if (list.isError && !data) return <ListError error={list.error} onRetry={() => void list.refetch()} />;
  if (nothingToList || data?.meta.total === 0) return empty;
  return (
    <>
      {children}
      {data && <ListFooter page={page} size={size} total={data.meta.total} noun={noun} onPageChange={onPageChange} />}
    </>
  );
}
