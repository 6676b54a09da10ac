import { Checkbox } from '@/components/ui/checkbox';

/** A table's select-all for the rows it shows: ticked when all are, a dash when some are. */
export function SelectAllCheckbox({
  ids,
  selected,
  onSelect,
  label,
}: {
  ids: readonly string[];
  selected: ReadonlySet<string>;
  onSelect: (ids: readonly string[], on: boolean) => void;
  label: string;
}) {
  const chosen = ids.filter((id) => selected.has(id)).length;
  return (
    <Checkbox
      aria-label={label}
      checked={ids.length > 0 && chosen === ids.length ? true : chosen > 0 ? 'indeterminate' : false}
      disabled={ids.length === 0}
      onCheckedChange={(checked) => onSelect(ids, checked === true)}
    />
  );
}
