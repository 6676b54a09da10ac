import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';

/** Spec 9: a list searches 300 ms after the last keystroke unless its screen says otherwise. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search box that reports its text once typing pauses for `delay` ms (spec 9: the customers
 * directory waits 500 ms, the other lists 300 ms).
 */
export function SearchBox({
  value,
  placeholder,
  onSearch,
  delay = SEARCH_DEBOUNCE_MS,
}: {
  value: string;
  placeholder: string;
  onSearch: (text: string) => void;
  delay?: number;
}) {
  const [text, setText] = useState(value);
  // Reset Filters empties the search from outside: the box follows.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== text.trim()) setText(value);
  }
  // The list's search when the pause ends, not when the typing began: Reset may land in between.
  const latest = useRef({ value, onSearch });
  useEffect(() => {
    latest.current = { value, onSearch };
  });
  // Each change of the text starts the wait again; only text that differs from the list's searches.
  // (Waiting on a debounced copy of the text missed 'sharma', Reset, 'sharma' typed within the wait:
  // the copy never changed.)
  useEffect(() => {
    const timer = setTimeout(() => {
      const typed = text.trim();
      if (typed !== latest.current.value) latest.current.onSearch(typed);
    }, delay);
    return () => clearTimeout(timer);
  }, [text, delay]);
  return (
    <div className="relative w-full sm:max-w-sm">
      <Search className="text-muted-foreground absolute top-1/2 left-3 size-4 -translate-y-1/2" />
      <Input
        type="search"
        aria-label="Search"
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="pl-9"
      />
    </div>
  );
}
