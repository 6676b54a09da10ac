import { describe, expect, it } from 'vitest';
import { statTrend } from './stat-trend';

describe('statTrend (the stat cards’ change against the previous period)', () => {
  it('signs a rise or a fall, to one decimal', () => {
    expect(statTrend(1500, 50)).toEqual({ direction: 'up', text: '+50%' });
    expect(statTrend(800, -33.333)).toEqual({ direction: 'down', text: '-33.3%' });
    expect(statTrend(1234, 1234.56)).toEqual({ direction: 'up', text: '+1,234.6%' });
  });

  it('calls a change too small to show flat', () => {
    expect(statTrend(10, 0)).toEqual({ direction: 'flat', text: '0%' });
    expect(statTrend(10, 0.01)).toEqual({ direction: 'flat', text: '0%' });
  });

  it('calls a figure new when the previous period had none, and shows a dash when neither had any', () => {
    expect(statTrend(3, null)).toEqual({ direction: 'new', text: 'new' });
    expect(statTrend(0, null)).toEqual({ direction: 'none', text: '—' });
  });
});
