import { DateField } from '@/components/date-field';
import { FilterField } from '@/components/filter-field';
import { isIsoDay } from '@/lib/dates';

interface PeriodFieldsProps {
  /** Prefix of the fields' ids: `<id>-start`, `<id>-end`. */
  id: string;
  start: string;
  end: string;
  /** A date that was chosen or typed in full; half-typed text waits in its box. */
  onChange: (patch: { start: string } | { end: string }) => void;
}

/** A list's Start Date and End Date (dd/MM/yyyy), each calendar bounded by the other date. */
export function PeriodFields({ id, start, end, onChange }: PeriodFieldsProps) {
  return (
    <>
      <FilterField id={`${id}-start`} label="Start Date">
        <DateField
          id={`${id}-start`}
          value={start}
          max={end}
          onChange={(value) => isIsoDay(value) && onChange({ start: value })}
          className="w-44"
        />
      </FilterField>
      <FilterField id={`${id}-end`} label="End Date">
        <DateField
          id={`${id}-end`}
          value={end}
          min={start}
          onChange={(value) => isIsoDay(value) && onChange({ end: value })}
          className="w-44"
        />
      </FilterField>
    </>
  );
}
