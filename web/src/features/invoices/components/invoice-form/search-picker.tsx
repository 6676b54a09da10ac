import { Check, ChevronsUpDown, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from '@/components/ui/command';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';
import { matchesItem } from '../../item-form';

export interface PickerOption {
  value: string;
  label: string;
  /** Shown at the right of the option (a stock figure, a state). */
  detail?: string;
  /** More text the search matches (alias, GSTIN). */
  keywords?: string;
}

interface SearchPickerProps {
  id: string;
  value: string;
  options: readonly PickerOption[] | undefined;
  onChange: (value: string) => void;
  placeholder: string;
  searchPlaceholder: string;
  emptyText: string;
  /** What the button says when the value is not among the options (an item since deleted). */
  fallbackLabel?: string;
  disabled?: boolean;
  invalid?: boolean;
  /** An entry after the options, e.g. 'Add New Customer'. */
  action?: { label: string; onSelect: () => void };
}

/**
 * A searchable choice for the invoice form: the search ignores spaces and letter case (spec 5),
 * the first match is the one Enter picks, and the 'Add New' entry comes last. (The shared
 * combobox searches fuzzily and can put its action first, where Enter would pick it.)
 */
export function SearchPicker(props: SearchPickerProps) {
  const { id, value, options, onChange, action } = props;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const trigger = useRef<HTMLButtonElement>(null);
  const selected = options?.find((option) => option.value === value);
  const shown = (options ?? []).filter((option) => matchesItem(`${option.label} ${option.keywords ?? ''}`, query));
  const close = () => {
    setOpen(false);
    setQuery('');
  };
  // Focus goes back to the button at once, not when the list has faded out, so a Tab straight after
  // a choice moves on from the picker.
  const choose = (pick: () => void) => {
    close();
    trigger.current?.focus();
    pick();
  };
  const label = selected?.label ?? props.fallbackLabel;
  return (
    <Popover open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
      <PopoverTrigger asChild>
        <Button
          ref={trigger}
          id={id}
          type="button"
          variant="outline"
          role="combobox"
          aria-expanded={open}
          aria-labelledby={`${id}-label`}
          aria-invalid={props.invalid}
          disabled={props.disabled}
          className="w-full justify-between px-3 font-normal"
        >
          <span className={cn('truncate', !label && 'text-muted-foreground')}>{label ?? props.placeholder}</span>
          <ChevronsUpDown className="opacity-50" />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-(--radix-popover-trigger-width) min-w-72 p-0" align="start">
        <Command shouldFilter={false}>
          <CommandInput placeholder={props.searchPlaceholder} value={query} onValueChange={setQuery} />
          <CommandList>
            {shown.length === 0 && !action && <CommandEmpty>{options ? props.emptyText : 'Loading...'}</CommandEmpty>}
            {shown.length === 0 && action && (
              <p className="text-muted-foreground px-2 py-3 text-center text-sm">
                {options ? props.emptyText : 'Loading...'}
              </p>
            )}
            {shown.map((option) => (
              <CommandItem
                key={option.value}
                value={option.value}
                onSelect={() => choose(() => onChange(option.value))}
              >
                <Check className={cn(option.value === value ? 'opacity-100' : 'opacity-0')} />
                <span className="flex-1 truncate">{option.label}</span>
                {option.detail && <span className="text-muted-foreground text-xs">{option.detail}</span>}
              </CommandItem>
            ))}
            {action && (
              <CommandGroup className="border-t">
                <CommandItem value="__action" onSelect={() => choose(action.onSelect)} className="text-primary">
                  <Plus className="text-primary" />
                  {action.label}
                </CommandItem>
              </CommandGroup>
            )}
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  );
}
