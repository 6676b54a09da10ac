import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Combobox } from './combobox';

/** The country-and-states dataset is large; it loads when a picker first needs it. */
const useCountries = () =>
  useQuery({
    queryKey: ['reference', 'countries'],
    queryFn: () => import('@app/shared/reference/countries'),
    staleTime: Infinity,
  });

const asOptions = (names: readonly string[]) => names.map((name) => ({ value: name, label: name }));

interface PickerProps {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
}

/** Spec 2.9: a country from the fixed dataset. */
export function CountrySelect(props: PickerProps) {
  const { data } = useCountries();
  return <Combobox {...props} options={asOptions(data?.countryNames() ?? [])} placeholder="Select country" />;
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
  return <Combobox {...props} options={asOptions(states)} placeholder="Select state" disabled={!country} />;
}
