import { useState } from 'react';
import { DIAL_CODES } from '@app/shared/reference/dial-codes';
import { Combobox } from './combobox';
import { countryFor, dialCodeLabel, type DialCodeSelectProps } from './dial-code-select';

const OPTIONS = DIAL_CODES.map((country) => ({
  value: country.code,
  label: dialCodeLabel(country),
  keywords: `${country.dial_code} ${country.code}`,
}));

/** A searchable picker of calling codes ('India (+91)'), searched by country name or code. */
export function DialCodePicker({
  value,
  onChange,
  id,
  disabled,
  className,
  'aria-invalid': ariaInvalid,
  defaultOpen,
}: DialCodeSelectProps & { defaultOpen?: boolean }) {
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
      defaultOpen={defaultOpen}
    />
  );
}
