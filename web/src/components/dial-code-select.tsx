import { Check, ChevronsUpDown } from 'lucide-react';
import { useState } from 'react';
import { DIAL_CODES, type DialCode } from '@app/shared/reference/dial-codes';
import { Button } from '@/components/ui/button';
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from '@/components/ui/command';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';

// Codes several countries share name the country most people mean by them.
const USUAL_COUNTRY: Record<string, string> = { '+1': 'US', '+7': 'RU', '+44': 'GB', '+61': 'AU' };

export const dialCodeLabel = (country: DialCode) => `${country.name} (${country.dial_code})`;

function countryFor(dialCode: string, chosen: string | undefined) {
  const matches = DIAL_CODES.filter((country) => country.dial_code === dialCode);
  return (
    matches.find((country) => country.code === chosen) ??
    matches.find((country) => country.code === USUAL_COUNTRY[dialCode]) ??
    matches[0]
  );
}

export interface DialCodeSelectProps {
  /** The dial code, '+91'. */
  value: string;
  onChange: (dialCode: string) => void;
  id?: string;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  className?: string;
}

/** A searchable picker of calling codes ('India (+91)'), searched by country name or code. */
export function DialCodeSelect({
  value,
  onChange,
  id,
  disabled,
  className,
  'aria-invalid': ariaInvalid,
}: DialCodeSelectProps) {
  const [open, setOpen] = useState(false);
  // Remembers which of the countries sharing a code was picked, so '+1' stays 'Canada (+1)'.
  const [chosen, setChosen] = useState<string>();
  const selected = countryFor(value, chosen);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          id={id}
          type="button"
          variant="outline"
          role="combobox"
          aria-expanded={open}
          aria-invalid={ariaInvalid}
          disabled={disabled}
          className={cn('w-full justify-between px-3 font-normal', className)}
        >
          <span className={cn('truncate', !selected && 'text-muted-foreground')}>
            {selected ? dialCodeLabel(selected) : 'Select code'}
          </span>
          <ChevronsUpDown className="opacity-50" />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-72 p-0" align="start">
        <Command>
          <CommandInput placeholder="Search country or code..." />
          <CommandList>
            <CommandEmpty>No country found.</CommandEmpty>
            <CommandGroup>
              {DIAL_CODES.map((country) => (
                <CommandItem
                  key={country.code}
                  value={`${country.name} ${country.dial_code} ${country.code}`}
                  onSelect={() => {
                    setChosen(country.code);
                    onChange(country.dial_code);
                    setOpen(false);
                  }}
                >
                  {dialCodeLabel(country)}
                  <Check className={cn('ml-auto', selected?.code === country.code ? 'opacity-100' : 'opacity-0')} />
                </CommandItem>
              ))}
            </CommandGroup>
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  );
}
