/** Spec 2, Inventory Timeline: what the empty list says. */
export const TIMELINE_MESSAGES = {
  emptyTitle: 'No Records Found',
  emptyHint: 'Try adjusting your filters or date range, or add some inventory transactions to see data here.',
} as const;
