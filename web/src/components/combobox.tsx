import { Check, Plus } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from '@/components/ui/command';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';
import { ComboboxButton } from './combobox-button';

export interface ComboboxOption {
  value: string;
  label: string;
  /** More words the search should match (e.g. a dial code's country code, a party's alias). */
  keywords?: string;
  /** Shown at the right of the option (a balance, a stock figure, a state). */
  detail?: ReactNode;
  /** The heading the option sits under; options of one group come together, in the order given. */
  group?: string;
}

export interface ComboboxProps {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly ComboboxOption[];
  placeholder: string;
  searchPlaceholder?: string;
  emptyText?: string;
  /** What the button says when the value is not among the options (e.g. an item deleted since). */
  fallbackLabel?: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  className?: string;
  contentClassName?: string;
  /** An entry under the options whatever the search, e.g. 'Add New Category' (spec 2.13). */
  action?: { label: string; onSelect: () => void };
  /**
   * The search's own rule, instead of cmdk's fuzzy ranking: the options keep their order, so Enter
   * picks the first match and the action stays last (the invoice form, spec 5). Ranked, a match
   * on the action's words can put it first, where Enter would pick it.
   */
  matches?: (text: string, query: string) => boolean;
  /** Opens as it mounts: a click on the stand-in before the list had loaded (dial-code-select.tsx). */
  defaultOpen?: boolean;
}

/**
 * A searchable single choice (shadcn's combobox: a popover over cmdk), labelled by its field's
 * label when given an id (FormField labels carry `${id}-label`).
 */
export function Combobox({
  id,
  value,
  onChange,
  options,
  placeholder,
  searchPlaceholder = 'Search...',
  emptyText = 'Nothing found.',
  fallbackLabel,
  disabled,
  invalid,
  describedBy,
  className,
  contentClassName,
  action,
  matches,
  defaultOpen = false,
}: ComboboxProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [query, setQuery] = useState('');
  const trigger = useRef<HTMLButtonElement>(null);
  const label = options.find((option) => option.value === value)?.label ?? fallbackLabel;
  const shown = matches
    ? options.filter((option) => matches(`${option.label} ${option.keywords ?? ''}`, query))
    : options;
  const groups = [...new Set(shown.flatMap((option) => (option.group === undefined ? [] : [option.group])))];
  // Options with details line up: each label keeps to one line, its detail at the right.
  const columns = options.some((option) => option.detail !== undefined);
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
  const item = (option: ComboboxOption) => (
    <CommandItem
      key={option.value}
      value={matches ? option.value : `${option.label} ${option.keywords ?? ''}`}
      onSelect={() => choose(() => onChange(option.value))}
    >
      <Check className={cn(option.value === value ? 'opacity-100' : 'opacity-0')} />
      {columns ? (
        <>
          <span className="flex-1 truncate">{option.label}</span>
          {option.detail}
        </>
      ) : (
        option.label
      )}
    </CommandItem>
  );
  return (
    <Popover open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
      <PopoverTrigger asChild>
        <ComboboxButton
          ref={trigger}
          id={id}
          label={label}
          placeholder={placeholder}
          expanded={open}
          invalid={invalid}
          describedBy={describedBy}
          disabled={disabled}
          className={className}
        />
      </PopoverTrigger>
      <PopoverContent className={cn('w-(--radix-popover-trigger-width) min-w-64 p-0', contentClassName)} align="start">
        <Command shouldFilter={!matches}>
          <CommandInput placeholder={searchPlaceholder} value={query} onValueChange={setQuery} />
          <CommandList>
            {matches && action && shown.length === 0 ? (
              // cmdk's own empty state does not show beside the action, which always stays.
              <p className="text-muted-foreground px-2 py-3 text-center text-sm">{emptyText}</p>
            ) : (
              <CommandEmpty>{emptyText}</CommandEmpty>
            )}
            {shown.filter((option) => option.group === undefined).map(item)}
            {groups.map((group) => (
              <CommandGroup key={group} heading={group}>
                {shown.filter((option) => option.group === group).map(item)}
              </CommandGroup>
            ))}
            {action && (
              <CommandGroup forceMount className="border-t">
                <CommandItem
                  forceMount
                  value={`__action ${action.label}`}
                  onSelect={() => choose(action.onSelect)}
                  className="text-primary"
                >
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
