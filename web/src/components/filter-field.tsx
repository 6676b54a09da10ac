import type { ReactNode } from 'react';
import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

/** A list filter with its small label above it (a date, a drop-down). */
export function FilterField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id} className="text-muted-foreground text-xs">
        {label}
      </Label>
      {children}
    </div>
  );
}

export interface FilterOption {
  value: string;
  label: ReactNode;
}

/** A labelled drop-down filter over a fixed list of options. */
export function FilterSelect({
  id,
  label,
  value,
  options,
  onChange,
  size,
  className,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  size?: 'sm' | 'default';
  className?: string;
}) {
  return (
    <FilterField id={id} label={label}>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id} size={size} className={className}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FilterField>
  );
}

/** A list's rows-per-page choice, one of its page sizes. */
export function PageSizeSelect<S extends number>({
  id,
  label,
  sizes,
  value,
  onChange,
  size,
}: {
  id: string;
  label: string;
  sizes: readonly S[];
  value: S;
  onChange: (size: S) => void;
  size?: 'sm' | 'default';
}) {
  return (
    <FilterSelect
      id={id}
      label={label}
      value={String(value)}
      onChange={(text) => onChange(Number(text) as S)}
      options={sizes.map((choice) => ({ value: String(choice), label: choice }))}
      size={size}
      className="w-20"
    />
  );
}

/** 'Reset Filters': every list's way back to its defaults. */
export function ResetFiltersButton({
  onReset,
  size,
  className,
}: {
  onReset: () => void;
  size?: 'sm' | 'default';
  className?: string;
}) {
  return (
    <Button variant="outline" size={size} onClick={onReset} className={className}>
      <RotateCcw /> Reset Filters
    </Button>
  );
}

/** A record a filter can choose by id, shown by name (a category, a group). */
export interface NamedOption {
  _id: string;
  name: string;
}

const ALL = 'all';

/**
 * A labelled drop-down of named records, headed by 'All …' (no filter: `undefined`). A record
 * chosen in the URL stays shown while the list that names it loads.
 */
export function NamedFilterSelect({
  allLabel,
  value,
  options,
  onChange,
  ...select
}: {
  id: string;
  label: string;
  allLabel: string;
  value: string | undefined;
  options: readonly NamedOption[];
  onChange: (id: string | undefined) => void;
  size?: 'sm' | 'default';
  className?: string;
}) {
  const named = value && !options.some((o) => o._id === value) ? [...options, { _id: value, name: '…' }] : options;
  return (
    <FilterSelect
      {...select}
      value={value ?? ALL}
      onChange={(chosen) => onChange(chosen === ALL ? undefined : chosen)}
      options={[{ value: ALL, label: allLabel }, ...named.map((o) => ({ value: o._id, label: o.name }))]}
    />
  );
}
