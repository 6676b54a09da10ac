import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const pause = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
/** Typing, a key at a time, each key 50 ms after the last. */
const type = (box: HTMLElement, text: string) => {
  for (let end = 1; end <= text.length; end++) {
    if (end > 1) pause(50);
    fireEvent.change(box, { target: { value: text.slice(0, end) } });
  }
};

describe('SearchBox (spec 9: searches once typing pauses)', () => {
  it('searches the text once, when typing has paused for the delay', () => {
    const onSearch = vi.fn();
    render(<SearchBox value="" placeholder="Search by name, type..." onSearch={onSearch} />);
    type(screen.getByPlaceholderText('Search by name, type...'), 'sharma ');
    pause(299);
    expect(onSearch).not.toHaveBeenCalled();
    pause(1);
    expect(onSearch.mock.calls).toEqual([['sharma']]);
  });

  it('follows a reset from outside, and searches the same words typed again before the wait is over', () => {
    const onSearch = vi.fn();
    const { rerender } = render(<SearchBox value="sharma" placeholder="Search" onSearch={onSearch} />);
    // Reset Filters: the list's search is empty again, and so is the box.
    rerender(<SearchBox value="" placeholder="Search" onSearch={onSearch} />);
    expect(screen.getByPlaceholderText('Search')).toHaveValue('');
    type(screen.getByPlaceholderText('Search'), 'sharma');
    pause(300);
    expect(onSearch.mock.calls).toEqual([['sharma']]);
  });
});
