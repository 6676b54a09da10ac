import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImportProgress } from './tally-import';

describe('ImportProgress', () => {
  it('shows the vouchers posted of the file’s, in Indian grouping, as a bar', () => {
    render(<ImportProgress progress={{ done: 12_500, total: 50_000 }} />);
    expect(screen.getByRole('status').textContent).toBe('Importing vouchers: 12,500 of 50,000');
    expect(screen.getByRole('progressbar', { name: 'Importing' }).getAttribute('aria-valuenow')).toBe('25');
  });

  it('says the masters are coming in before any voucher is counted', () => {
    render(<ImportProgress progress={null} />);
    expect(screen.getByRole('status').textContent).toBe('Importing masters…');
    expect(screen.getByRole('progressbar', { name: 'Importing' }).getAttribute('aria-valuenow')).toBe('0');
  });
});
