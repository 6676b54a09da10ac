import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_PREFERENCES_KEY } from '../hooks/use-cookie-preferences';
import { CookiePreferences } from './cookie-preferences';

const NOTICE = 'Your cookie preferences have been saved!';
const toggle = (name: string) => screen.getByRole('switch', { name });
const stored = () => JSON.parse(localStorage.getItem(COOKIE_PREFERENCES_KEY) ?? 'null') as Record<string, unknown>;

describe('CookiePreferences', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts with necessary locked on, preferences on, analytics and marketing off', () => {
    render(<CookiePreferences />);
    expect(toggle('Necessary')).toBeChecked();
    expect(toggle('Necessary')).toBeDisabled();
    expect(toggle('Preferences')).toBeChecked();
    expect(toggle('Analytics')).not.toBeChecked();
    expect(toggle('Marketing')).not.toBeChecked();
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  it('saves the choices to this browser and shows the notice for 6 seconds', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    render(<CookiePreferences />);
    await user.click(toggle('Analytics'));
    await user.click(toggle('Preferences'));
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));

    expect(screen.getByRole('status')).toHaveTextContent(NOTICE);
    expect(stored()).toMatchObject({ necessary: true, preferences: false, analytics: true, marketing: false });
    act(() => {
      vi.advanceTimersByTime(5900);
    });
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  it('turns every category on with Accept All, and remembers it on the next visit', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { unmount } = render(<CookiePreferences />);
    await user.click(screen.getByRole('button', { name: 'Accept All' }));
    for (const name of ['Preferences', 'Analytics', 'Marketing']) expect(toggle(name)).toBeChecked();
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
    expect(stored()).toMatchObject({ preferences: true, analytics: true, marketing: true });

    unmount();
    render(<CookiePreferences />);
    expect(toggle('Marketing')).toBeChecked();
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  it('falls back to the defaults when the stored choices are unreadable', () => {
    localStorage.setItem(COOKIE_PREFERENCES_KEY, '{not json');
    render(<CookiePreferences />);
    expect(toggle('Preferences')).toBeChecked();
    expect(toggle('Analytics')).not.toBeChecked();
  });
});
