import { CalendarIcon } from 'lucide-react';
import { useState } from 'react';
import { DateCalendar } from '@/components/date-calendar';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { fromDisplayDate, isIsoDay, toDisplayDate, type DatePattern } from '@/lib/dates';
import { cn } from '@/lib/utils';

/** What a dd/MM/yyyy date is typed with: digits and slashes, ten at most; other keys do nothing. */
const TYPABLE = /^[\d/]{0,10}$/;

/** A YYYY-MM-DD day as dd/MM/yyyy; half-typed text as it is. */
const displayed = (value: string) => (isIsoDay(value) ? toDisplayDate(value) : value);

interface CommonProps {
  id: string;
  /** YYYY-MM-DD; or, while what was typed is not a date yet, that text (the form then says so). */
  value: string;
  onChange: (value: string) => void;
  /**
   * The calendar offers nothing before `min` or after `max` (YYYY-MM-DD); by default spec 9's
   * 2000-01-01 to 2100-12-31.
   */
  min?: string;
  max?: string;
  invalid?: boolean;
  disabled?: boolean;
  className?: string;
  /** The id of what describes the field, e.g. its error. */
  describedBy?: string;
}

interface TypedProps extends CommonProps {
  pickOnly?: false;
  /** The typed box lost the focus. */
  onBlur?: () => void;
}

/** No box to type in: one button shows the day in `pattern` (or `placeholder`) and opens the calendar. */
interface PickOnlyProps extends CommonProps {
  pickOnly: true;
  pattern?: DatePattern;
  placeholder?: string;
}

export type DateFieldProps = TypedProps | PickOnlyProps;

/**
 * A date typed as dd/MM/yyyy or picked from a calendar (spec 2: dates read dd/MM/yyyy). Typing
 * works without a mouse; the calendar opens on the chosen day, moved by the arrow keys. A
 * `pickOnly` field is the calendar's button alone, showing the day in the screen's pattern.
 */
export function DateField(props: DateFieldProps) {
  return props.pickOnly ? <PickedDate {...props} /> : <TypedDate {...props} />;
}

/** The dd/MM/yyyy box, and beside it the calendar's button. */
function TypedDate({ id, value, onChange, min, max, invalid, disabled, className, describedBy, onBlur }: TypedProps) {
  const [text, setText] = useState(displayed(value));
  const [shown, setShown] = useState(value);
  // A new value from outside (a reset, the calendar) replaces the text, unless the text says it already.
  if (value !== shown) {
    setShown(value);
    if ((fromDisplayDate(text) ?? text) !== value) setText(displayed(value));
  }

  return (
    <div data-slot="date-field" className={cn('flex gap-1', className)}>
      <Input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        placeholder="dd/mm/yyyy"
        aria-invalid={invalid}
        aria-describedby={describedBy}
        disabled={disabled}
        value={text}
        onBlur={onBlur}
        onChange={(event) => {
          const typed = event.target.value;
          if (!TYPABLE.test(typed)) return;
          setText(typed);
          onChange(fromDisplayDate(typed) ?? typed);
        }}
        className="min-w-0 flex-1"
      />
      <DateCalendar
        value={value}
        min={min}
        max={max}
        align="end"
        onPick={(iso) => {
          setText(toDisplayDate(iso));
          onChange(iso);
        }}
      >
        <Button type="button" variant="outline" size="icon" disabled={disabled} aria-label="Choose date">
          <CalendarIcon />
        </Button>
      </DateCalendar>
    </div>
  );
}

/** The calendar's button alone, showing the chosen day. */
function PickedDate({
  id,
  value,
  onChange,
  min,
  max,
  invalid,
  disabled,
  className,
  describedBy,
  pattern,
  placeholder = 'Pick a date',
}: PickOnlyProps) {
  const chosen = isIsoDay(value);
  return (
    <DateCalendar value={value} min={min} max={max} align="start" onPick={onChange}>
      <Button
        id={id}
        type="button"
        variant="outline"
        data-slot="date-field"
        disabled={disabled}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        className={cn('justify-start font-normal', !chosen && 'text-muted-foreground', className)}
      >
        <CalendarIcon />
        {chosen ? toDisplayDate(value, pattern) : placeholder}
      </Button>
    </DateCalendar>
  );
}
