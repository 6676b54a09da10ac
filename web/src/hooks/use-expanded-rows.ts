import { useState } from 'react';

/** Which rows of a table are open; several can be at once, each toggled on its own. */
export function useExpandedRows() {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  return { isExpanded: (key: string) => expanded.has(key), toggle };
}
