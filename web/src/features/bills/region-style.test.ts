import { describe, expect, it } from 'vitest';
import { regionStyle } from './region-style';

const region = (left: number, top: number, width: number, height: number) => ({ page: 1, left, top, width, height });

describe('the highlight over a region of the bill', () => {
  it('places the box by percentages of the page, with a little room around the words', () => {
    // The oyo bill's total, as Textract would box it.
    expect(regionStyle(region(0.62, 0.81, 0.2, 0.025))).toEqual({
      left: '61.6%',
      top: '80.6%',
      width: '20.8%',
      height: '3.3%',
    });
  });

  it('keeps the box on the page when the region touches or passes its edges', () => {
    expect(regionStyle(region(0, 0, 1, 1))).toEqual({ left: '0%', top: '0%', width: '100%', height: '100%' });
    expect(regionStyle(region(0.9, 0.95, 0.3, 0.2))).toEqual({
      left: '89.6%',
      top: '94.6%',
      width: '10.4%',
      height: '5.4%',
    });
    expect(regionStyle(region(-0.1, -0.2, 0.15, 0.25))).toEqual({
      left: '0%',
      top: '0%',
      width: '5.4%',
      height: '5.4%',
    });
  });

  it('still frames a region the reader gave no size', () => {
    expect(regionStyle(region(0.5, 0.5, -0.1, 0))).toEqual({
      left: '49.6%',
      top: '49.6%',
      width: '0.8%',
      height: '0.8%',
    });
  });
});
