import { describe, expect, it, vi } from 'vitest';
import { fetchEveryPage } from './fetch-every-page';

/** A list of `total` numbered rows served 100 at a time, as the API pages it. */
const serving = (total: number) =>
  vi.fn((pageNo: number, limit: number) => {
    const from = (pageNo - 1) * limit;
    const docs = Array.from({ length: Math.max(0, Math.min(limit, total - from)) }, (_, i) => from + i + 1);
    return Promise.resolve({ docs, meta: { total } });
  });

describe('fetchEveryPage', () => {
  it('asks page after page of 100 until it has every row', async () => {
    const fetchPage = serving(250);
    const rows = await fetchEveryPage(fetchPage);
    expect(rows).toHaveLength(250);
    expect(rows.at(0)).toBe(1);
    expect(rows.at(-1)).toBe(250);
    expect(fetchPage.mock.calls).toEqual([
      [1, 100],
      [2, 100],
      [3, 100],
    ]);
  });

  it('asks once for a list that fits a page, or is empty', async () => {
    const short = serving(7);
    expect(await fetchEveryPage(short)).toHaveLength(7);
    expect(short).toHaveBeenCalledTimes(1);
    const empty = serving(0);
    expect(await fetchEveryPage(empty)).toEqual([]);
    expect(empty).toHaveBeenCalledTimes(1);
  });

  it('stops at an empty page even if the total promised more', async () => {
    const fetchPage = vi.fn((pageNo: number) =>
      Promise.resolve({ docs: pageNo === 1 ? [1, 2] : [], meta: { total: 5 } }),
    );
    expect(await fetchEveryPage(fetchPage)).toEqual([1, 2]);
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });
});
