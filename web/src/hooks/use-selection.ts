import { useState } from 'react';

/**
 * The rows a user has ticked, by id. Ticking a page's select-all adds or removes that page's rows
 * and keeps the others.
 */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const select = (ids: readonly string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const clear = () => setSelected(new Set());
  return { selected, select, clear };
}
