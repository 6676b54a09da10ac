import { describe, expect, it } from 'vitest';
import { skewOf, straightened, unskewedBox } from './skew';

const degrees = (radians: number) => (radians * 180) / Math.PI;
/** A baseline across `share` of a 1000 px wide image, sloping by `angle` degrees. */
const baseline = (angle: number, share = 0.6, y0 = 100) => {
  const length = share * 1000;
  const radians = (angle * Math.PI) / 180;
  return { x0: 100, y0, x1: 100 + length * Math.cos(radians), y1: y0 + length * Math.sin(radians) };
};

describe("a photo's skew", () => {
  it('is the median slope of the long baselines', () => {
    const skew = skewOf([baseline(2), baseline(2.2), baseline(1.8), baseline(-30, 0.05)], 1000);
    expect(degrees(skew)).toBeCloseTo(2, 5);
  });

  it('is none when too few lines are long, when negligible, or when too steep to be a slope', () => {
    expect(skewOf([baseline(2), baseline(2), baseline(2, 0.1)], 1000)).toBe(0);
    expect(skewOf([baseline(0.1), baseline(0.1), baseline(0.1)], 1000)).toBe(0);
    expect(skewOf([baseline(20), baseline(20), baseline(20)], 1000)).toBe(0);
  });

  it("puts a row's words on one height when straightened, and a box back where it lay", () => {
    // Two words of one row on an A4 photo askew by 2 degrees: the right one lower.
    const aspect = 1.414;
    const skew = (2 * Math.PI) / 180;
    const rise = (0.7 * Math.tan(skew)) / aspect;
    const words = [
      { text: 'Paracetamol', left: 0.1, top: 0.4, width: 0.1, height: 0.01, confidence: 90 },
      { text: '1,200.00', left: 0.8, top: 0.4 + rise, width: 0.1, height: 0.01, confidence: 90 },
    ];
    const [left, right] = straightened(words, skew, aspect);
    if (!left || !right) throw new Error('two words');
    expect(right.top).toBeCloseTo(left.top, 4);
    const back = unskewedBox(right, skew, aspect);
    expect(back.left).toBeCloseTo(0.8, 6);
    expect(back.top).toBeCloseTo(0.4 + rise, 6);
  });
});
