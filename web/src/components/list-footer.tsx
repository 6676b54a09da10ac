import { ListPagination } from '@/components/list-pagination';

/** Spec 2.10: 'Showing 11-20 of 23 products'. */
export function showingText(page: number, size: number, total: number, noun: string) {
  const from = total === 0 ? 0 : (page - 1) * size + 1;
  const to = Math.min(page * size, total);
  return `Showing ${from}-${to} of ${total} ${noun}`;
}

/** The count, and the page control only when there is more than one page. */
export function ListFooter({
  page,
  size,
  total,
  noun,
  onPageChange,
}: {
  page: number;
  size: number;
  total: number;
  noun: string;
  onPageChange: (page: number) => void;
}) {
  return (
    <div className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-muted-foreground text-sm">{showingText(page, size, total, noun)}</p>
      {total > size && <ListPagination page={page} pages={Math.ceil(total / size)} onPageChange={onPageChange} />}
    </div>
  );
}
