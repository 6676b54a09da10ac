import { useCallback, useEffect, useRef, useState } from 'react';

/** A flag that turns itself off `ms` after it was last raised (for notices that fade away). */
export function useTimedFlag(ms: number) {
  const [on, setOn] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const raise = useCallback(() => {
    clearTimeout(timer.current);
    setOn(true);
    timer.current = setTimeout(() => setOn(false), ms);
  }, [ms]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return [on, raise] as const;
}
