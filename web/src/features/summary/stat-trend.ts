export interface StatTrend {
  direction: 'up' | 'down' | 'flat' | 'new' | 'none';
  text: string;
}

const PERCENT = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1, signDisplay: 'exceptZero' });

/**
 * A stat card's trend, from its figure and the API's change_percent. The spec's cards show fixed
 * percentages; ours are real (decided with the API): the change against the previous period of the
 * same length. The API sends null when that period had nothing: 'new' if this one has something,
 * else '—'. (The figure is the card's own: the API's trend `value` is the previous period's.)
 */
export function statTrend(figure: number, changePercent: number | null): StatTrend {
  if (changePercent === null) {
    return figure === 0 ? { direction: 'none', text: '—' } : { direction: 'new', text: 'new' };
  }
  const text = `${PERCENT.format(changePercent)}%`;
  if (text === '0%') return { direction: 'flat', text };
  return { direction: changePercent > 0 ? 'up' : 'down', text };
}
