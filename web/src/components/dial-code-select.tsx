import { lazy, Suspense, useState } from 'react';
import { DIAL_CODES, type DialCode } from '@app/shared/reference/dial-codes';
import { ComboboxButton } from './combobox-button';

// Issue 38: the list (a popover over cmdk, Floating UI and the scroll lock, 27 KB gzipped) loads
// after the form has painted; the sign-up page is public and its first view stays small.
const DialCodePicker = lazy(() => import('./dial-code-picker').then((module) => ({ default: module.DialCodePicker })));

// Codes several countries share name the country most people mean by them.
const USUAL_COUNTRY: Record<string, string> = { '+1': 'US', '+7': 'RU', '+44': 'GB', '+61': 'AU' };

export const dialCodeLabel = (country: DialCode) => `${country.name} (${country.dial_code})`;

/** The country a dial code stands for: the one picked, else the usual one, else the first. */
export function countryFor(dialCode: string, chosen: string | undefined) {
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

/**
 * A searchable picker of calling codes ('India (+91)'). Until its list has loaded, the same closed
 * button stands in; a click on it then opens the list as soon as it is there.
 */
export function DialCodeSelect(props: DialCodeSelectProps) {
  const [openWhenLoaded, setOpenWhenLoaded] = useState(false);
  const country = countryFor(props.value, undefined);
  const standIn = (
    <ComboboxButton
      id={props.id}
      label={country && dialCodeLabel(country)}
      placeholder="Select code"
      expanded={false}
      invalid={props['aria-invalid']}
      disabled={props.disabled}
      className={props.className}
      onClick={() => setOpenWhenLoaded(true)}
    />
  );
  return (
    <Suspense fallback={standIn}>
      <DialCodePicker {...props} defaultOpen={openWhenLoaded} />
    </Suspense>
  );
}
