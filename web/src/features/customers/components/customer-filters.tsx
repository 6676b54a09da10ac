import { PARTY_GROUPS, type PartyGroup } from '@app/shared/books/ledgers';
import { FilterSelect, PageSizeSelect } from '@/components/filter-field';
import { countSet, ListFilters } from '@/components/list-filters';
import { SearchBox } from '@/components/search-box';
import { CUSTOMERS_SEARCH_DEFAULTS, type CustomersSearch } from '../customers-search';
import { LEDGER_PAGE_SIZES } from '@app/shared/lists';

const ALL = 'all';

/** Spec 9: the customer search waits 500 ms after the last keystroke. */
export const CUSTOMER_SEARCH_DEBOUNCE_MS = 500;

/** Spec 2: search, State, Type, Show rows and Reset Filters. */
export function CustomerFilters({
  search,
  states,
  onChange,
  onReset,
}: {
  search: CustomersSearch;
  states: readonly string[];
  onChange: (patch: Partial<CustomersSearch>) => void;
  onReset: () => void;
}) {
  // A state chosen in the URL stays shown while the list that names it loads.
  const stateOptions = search.state && !states.includes(search.state) ? [...states, search.state] : states;
  return (
    <ListFilters
      search={
        <SearchBox
          value={search.search ?? ''}
          placeholder="Search by name, city, or email..."
          delay={CUSTOMER_SEARCH_DEBOUNCE_MS}
          onSearch={(text) => onChange({ search: text || undefined, page: 1 })}
        />
      }
      active={countSet(!!search.state, !!search.type, search.size !== CUSTOMERS_SEARCH_DEFAULTS.size)}
      onReset={onReset}
      size="sm"
      inlineFrom="lg"
    >
      <FilterSelect
        id="customers-state"
        label="State"
        value={search.state ?? ALL}
        onChange={(value) => onChange({ state: value === ALL ? undefined : value, page: 1 })}
        options={[
          { value: ALL, label: 'All States' },
          ...stateOptions.map((state) => ({ value: state, label: state })),
        ]}
        size="sm"
        className="w-44"
      />
      <FilterSelect
        id="customers-type"
        label="Type"
        value={search.type ?? ALL}
        onChange={(value) => onChange({ type: value === ALL ? undefined : (value as PartyGroup), page: 1 })}
        options={[{ value: ALL, label: 'All Types' }, ...PARTY_GROUPS.map((group) => ({ value: group, label: group }))]}
        size="sm"
        className="w-36"
      />
      <PageSizeSelect
        id="customers-rows"
        label="Show rows"
        sizes={LEDGER_PAGE_SIZES}
        value={search.size}
        // Spec 4: changing the rows per page goes back to page 1.
        onChange={(size) => onChange({ size, page: 1 })}
        size="sm"
      />
    </ListFilters>
  );
}
