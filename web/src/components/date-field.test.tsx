import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { DatePattern } from '@/lib/dates';
import { DateField } from './date-field';

type Options = { initial?: string; min?: string; max?: string } & (
  { pickOnly?: false } | { pickOnly: true; pattern?: DatePattern }
);

/** A labelled field that keeps what it reports (shown as `reported`), and a Reset that sets a date. */
function Field({ initial = '2026-11-20', ...options }: Options) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="day">Day</label>
      <DateField {...options} id="day" value={value} onChange={setValue} />
      <output aria-label="reported">{value}</output>
      <button type="button" onClick={() => setValue('2026-04-01')}>
        Reset
      </button>
    </>
  );
}

const reported = () => screen.getByLabelText('reported').textContent;
/** The day buttons of the open calendar. */
const day = (text: string) => within(screen.getByRole('grid')).getByText(text).closest('button');

describe('DateField, typed', () => {
  it('shows the day as dd/MM/yyyy and reports YYYY-MM-DD once the text is a whole date', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const box = screen.getByRole('textbox', { name: 'Day' });
    expect(box).toHaveValue('20/11/2026');
    await user.clear(box);
    await user.type(box, '5/4');
    expect(reported()).toBe('5/4');
    await user.type(box, '/2026');
    expect(reported()).toBe('2026-04-05');
    expect(box).toHaveValue('5/4/2026');
  });

  it('takes digits and slashes only, ten at most', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const box = screen.getByRole('textbox', { name: 'Day' });
    await user.clear(box);
    await user.type(box, 'a1-2 /03/2026999');
    expect(box).toHaveValue('12/03/2026');
  });

  it('shows a date set from outside in place of what was typed', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const box = screen.getByRole('textbox', { name: 'Day' });
    await user.clear(box);
    await user.type(box, '31/02');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(box).toHaveValue('01/04/2026');
  });

  it('picks a day from a calendar that offers nothing after max', async () => {
    const user = userEvent.setup();
    render(<Field max="2026-11-22" />);
    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    expect(day('23')).toBeDisabled();
    await user.click(day('12') as HTMLElement);
    expect(reported()).toBe('2026-11-12');
    expect(screen.getByRole('textbox', { name: 'Day' })).toHaveValue('12/11/2026');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });
});

describe('DateField, pick only', () => {
  it('is a button showing the day in the screen pattern, or the placeholder', () => {
    render(<Field pickOnly pattern="dd-MM-yyyy" />);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Day')).toHaveTextContent('20-11-2026');
  });

  it('says Pick a date while there is none, and picks one between min and max', async () => {
    const user = userEvent.setup();
    render(<Field pickOnly initial="" min="2026-11-10" max="2026-11-22" />);
    expect(screen.getByLabelText('Day')).toHaveTextContent('Pick a date');
    await user.click(screen.getByLabelText('Day'));
    expect(day('9')).toBeDisabled();
    await user.click(day('15') as HTMLElement);
    expect(reported()).toBe('2026-11-15');
    expect(screen.getByLabelText('Day')).toHaveTextContent('15/11/2026');
  });
});
