import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterSelect } from '@/components/filter-field';
import { countSet, ListFilters } from '@/components/list-filters';
import { PHONE_QUERY } from '@/hooks/use-media-query';

/** A screen as wide as `width` px: matchMedia answers the phone query by it. */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === PHONE_QUERY && width < 768,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const TYPES = [
  { value: 'all', label: 'All' },
  { value: 'sales', label: 'Sales' },
];

function Filters({ onReset = () => undefined }: { onReset?: () => void }) {
  const [type, setType] = useState('all');
  return (
    <ListFilters
      search={<input aria-label="Search" />}
      active={countSet(type !== 'all')}
      onReset={() => {
        setType('all');
        onReset();
      }}
    >
      <FilterSelect id="type" label="Type" value={type} onChange={setType} options={TYPES} />
    </ListFilters>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ListFilters (issue 19)', () => {
  it('shows the search and the fields in one row on a desktop, with Reset Filters', () => {
    screenWidth(1440);
    render(<Filters />);
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Type' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Filters' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();
  });

  it('keeps only the search in view on a phone; the fields open in a sheet, counted on its button', async () => {
    screenWidth(360);
    const user = userEvent.setup();
    const reset = vi.fn();
    render(<Filters onReset={reset} />);
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Type' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    await user.click(within(sheet).getByRole('combobox', { name: 'Type' }));
    await user.click(screen.getByRole('option', { name: 'Sales' }));
    await user.click(within(sheet).getByRole('button', { name: 'Show results' }));
    expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters (1 on)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Filters (1 on)' }));
    const again = screen.getByRole('dialog', { name: 'Filters' });
    await user.click(within(again).getByRole('button', { name: 'Reset Filters' }));
    expect(reset).toHaveBeenCalledOnce();
    expect(within(again).getByRole('combobox', { name: 'Type' })).toHaveTextContent('All');
    await user.click(within(again).getByRole('button', { name: 'Show results' }));
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });
});
