import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordStrengthMeter } from './password-strength-meter';

function meter(password: string) {
  const { unmount } = render(<PasswordStrengthMeter password={password} />);
  const bar = screen.getByRole('meter', { name: 'Password strength' });
  const chips = screen.queryByRole('list', { name: 'Still missing' });
  const result = {
    score: Number(bar.getAttribute('aria-valuenow')),
    label: bar.getAttribute('aria-valuetext'),
    tone: bar.getAttribute('data-tone'),
    fill: bar.firstElementChild as HTMLElement,
    chips: chips
      ? within(chips)
          .getAllByRole('listitem')
          .map((chip) => chip.textContent)
      : [],
  };
  unmount();
  return result;
}

describe('PasswordStrengthMeter', () => {
  it('scores a point per rule and lists the unmet rules as chips', () => {
    expect(meter('ledger')).toMatchObject({
      score: 1,
      label: 'Weak',
      chips: ['8+ characters', 'Uppercase', 'Number', 'Special character'],
    });
    expect(meter('ledgerbook')).toMatchObject({
      score: 2,
      label: 'Fair',
      chips: ['Uppercase', 'Number', 'Special character'],
    });
    expect(meter('Ledgerbook')).toMatchObject({ score: 3, label: 'Good', chips: ['Number', 'Special character'] });
    expect(meter('Ledger2024')).toMatchObject({ score: 4, label: 'Strong', chips: ['Special character'] });
    expect(meter('Ledger@2024')).toMatchObject({ score: 5, label: 'Very Strong', chips: [] });
  });

  it('colours the bar red below 2, amber at 2, blue at 3 and green from 4, filled to score x 20%', () => {
    const cases = [
      ['', 'error', 'bg-red-600', '0%'],
      ['ledger', 'error', 'bg-red-600', '20%'],
      ['ledgerbook', 'warning', 'bg-amber-500', '40%'],
      ['Ledgerbook', 'info', 'bg-blue-600', '60%'],
      ['Ledger2024', 'success', 'bg-green-600', '80%'],
      ['Ledger@2024', 'success', 'bg-green-600', '100%'],
    ] as const;
    for (const [password, tone, colour, width] of cases) {
      const { tone: shownTone, fill } = meter(password);
      expect(shownTone).toBe(tone);
      expect(fill).toHaveClass(colour);
      expect(fill.style.width).toBe(width);
    }
  });
});
