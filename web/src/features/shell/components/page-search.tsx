import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Command, CommandEmpty, CommandInput, CommandItem, CommandList } from '@/components/ui/command';
import { LOWER_ITEMS, type NavItem } from '../nav-items';

/**
 * Spec 2.8's header search box ('Search…'): it finds the pages of the menu by name and opens the
 * one chosen (Enter takes the first match). Records are searched on their own pages. The list sits
 * under the box in the page itself, hidden while nothing is typed, rather than in a popover: cmdk's
 * input always names its list in aria-controls, and a name pointing at nothing is invalid ARIA
 * (axe). Leaving the box, or Escape, empties it.
 */
export function PageSearch({ items }: { items: NavItem[] }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const pages = [...items, ...LOWER_ITEMS].filter((item) => item.to);
  const open = query.trim() !== '';
  return (
    // cmdk names its input by this label (aria-labelledby), over any aria-label the input is given.
    <Command label="Search" className="relative w-56 overflow-visible bg-transparent" shouldFilter>
      <div className="rounded-md border [&_[data-slot=command-input-wrapper]]:border-0">
        <CommandInput
          value={query}
          onValueChange={setQuery}
          onBlur={() => setQuery('')}
          onKeyDown={(event) => event.key === 'Escape' && setQuery('')}
          placeholder="Search…"
        />
      </div>
      <CommandList
        hidden={!open}
        // A click on a page must not take the focus from the box first (its blur empties the list).
        onMouseDown={(event) => event.preventDefault()}
        className="bg-popover text-popover-foreground absolute top-full left-0 z-50 mt-1 w-56 rounded-md border shadow-md"
      >
        <CommandEmpty>No page found.</CommandEmpty>
        {/* Items only once something is typed: cmdk scrolls its first item into view as it mounts,
            which made every signed-in page's first render lay the page out twice (issue 38). */}
        {open &&
          pages.map((page) => (
            <CommandItem
              key={page.path}
              value={page.label}
              onSelect={() => {
                setQuery('');
                void navigate({ to: page.to });
              }}
            >
              <page.icon />
              {page.label}
            </CommandItem>
          ))}
      </CommandList>
    </Command>
  );
}
