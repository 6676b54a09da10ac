import { useQuery } from '@tanstack/react-query';
import { Check, ChevronsUpDown } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Command, CommandEmpty, CommandInput, CommandItem, CommandList } from '@/components/ui/command';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';

/** The country-and-states dataset is large; it loads when a picker first needs it. */
const useCountries = () =>
  useQuery({
    queryKey: ['reference', 'countries'],
    queryFn: () => import('@app/shared/reference/countries'),
    staleTime: Infinity,
  });

interface PickerProps {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
}

function Combobox({
  id,
  value,
  onChange,
  invalid,
  options,
  placeholder,
  disabled,
}: PickerProps & { options: readonly string[]; placeholder: string; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          id={id}
          type="button"
          variant="outline"
          role="combobox"
          aria-expanded={open}
          aria-labelledby={id ? `${id}-label` : undefined}
          aria-invalid={invalid}
          disabled={disabled}
          className={cn('justify-between font-normal', !value && 'text-muted-foreground')}
        >
          <span className="truncate">{value || placeholder}</span>
          <ChevronsUpDown className="opacity-50" />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-(--radix-popover-trigger-width) p-0" align="start">
        <Command>
          <CommandInput placeholder="Search..." />
          <CommandList>
            <CommandEmpty>Nothing found.</CommandEmpty>
            {options.map((option) => (
              <CommandItem
                key={option}
                value={option}
                onSelect={() => {
                  onChange(option);
                  setOpen(false);
                }}
              >
                <Check className={cn(option === value ? 'opacity-100' : 'opacity-0')} />
                {option}
              </CommandItem>
            ))}
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  );
}

/** Spec 2.9: a country from the fixed dataset. */
export function CountrySelect(props: PickerProps) {
  const { data } = useCountries();
  return <Combobox {...props} options={data?.countryNames() ?? []} placeholder="Select country" />;
}

/**
 * Spec 2.9: the chosen country's states; disabled until a country is chosen. A country with no
 * states shows 'No States' and takes the country's own name as its state.
 */
export function StateSelect({ country, ...props }: PickerProps & { country: string }) {
  const { data } = useCountries();
  const states = country && data ? data.statesOf(country) : [];
  const stateless = !!country && !!data && states.length === 0;
  const { value, onChange } = props;
  useEffect(() => {
    if (stateless && value !== country) onChange(country);
  }, [stateless, value, country, onChange]);
  if (stateless) {
    return (
      <Button type="button" variant="outline" disabled className="justify-start font-normal">
        No States
      </Button>
    );
  }
  return <Combobox {...props} options={states} placeholder="Select state" disabled={!country} />;
}
