import { useState } from 'react';
import { DIAL_CODES, type DialCode } from '@app/shared/reference/dial-codes';
import { Combobox } from './combobox';

// Codes several countries share name the country most people mean by them.
const USUAL_COUNTRY: Record<string, string> = { '+1': 'US', '+7': 'RU', '+44': 'GB', '+61': 'AU' };

export const dialCodeLabel = (country: DialCode) => `${country.name} (${country.dial_code})`;

const OPTIONS = DIAL_CODES.map((country) => ({
  value: country.code,
  label: dialCodeLabel(country),
  keywords: `${country.dial_code} ${country.code}`,
}));

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
  // Remembers which of the countries sharing a code was picked, so '+1' stays 'Canada (+1)'.
  const [chosen, setChosen] = useState<string>();
  return (
    <Combobox
      id={id}
      value={countryFor(value, chosen)?.code ?? ''}
      onChange={(code) => {
        const country = DIAL_CODES.find((entry) => entry.code === code);
        if (!country) return;
        setChosen(code);
        onChange(country.dial_code);
      }}
      options={OPTIONS}
      placeholder="Select code"
      searchPlaceholder="Search country or code..."
      emptyText="No country found."
      disabled={disabled}
      invalid={ariaInvalid}
      className={className}
      contentClassName="w-72"
    />
  );
}
