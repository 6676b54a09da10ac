import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Command, CommandEmpty, CommandInput, CommandItem, CommandList } from '@/components/ui/command';
import { Popover, PopoverAnchor, PopoverContent } from '@/components/ui/popover';
import { LOWER_ITEMS, type NavItem } from '../nav-items';

/**
 * Spec 2.8's header search box ('Search…'): it finds the pages of the menu by name and opens the
 * one chosen (Enter takes the first match). Records are searched on their own pages. The list stays
 * in the page while closed (hidden), because cmdk's input always names it in aria-controls, and a
 * name pointing at nothing is invalid ARIA (axe).
 */
export function PageSearch({ items }: { items: NavItem[] }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const pages = [...items, ...LOWER_ITEMS].filter((item) => item.to);
  const open = query.trim() !== '';
  return (
    <Command className="w-56 overflow-visible bg-transparent" shouldFilter>
      <Popover open={open} onOpenChange={(next) => !next && setQuery('')}>
        <PopoverAnchor asChild>
          <div className="relative rounded-md border [&_[data-slot=command-input-wrapper]]:border-0">
            <CommandInput value={query} onValueChange={setQuery} placeholder="Search…" aria-label="Search" />
          </div>
        </PopoverAnchor>
        <PopoverContent
          forceMount
          className="w-56 p-0 data-[state=closed]:hidden"
          align="start"
          onOpenAutoFocus={(event) => event.preventDefault()}
        >
          <CommandList>
            <CommandEmpty>No page found.</CommandEmpty>
            {pages.map((page) => (
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
        </PopoverContent>
      </Popover>
    </Command>
  );
}
