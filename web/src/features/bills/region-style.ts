import type { Region } from '@app/shared/bills/bill-draft';

const clamp = (value: number) => Math.min(1, Math.max(0, value));
const percent = (fraction: number) => `${Number((fraction * 100).toFixed(2))}%`;

/** Room around the words, so the box frames them rather than cutting through their letters. */
const MARGIN = 0.004;

/**
 * Where a region read off a page sits over that page as drawn, whatever size it is drawn at: the
 * reader gives fractions of the page (Textract's BoundingBox), so they become percentages of the
 * page's box. The box is kept on the page however the reader rounded.
 */
export function regionStyle(region: Region): { left: string; top: string; width: string; height: string } {
  const left = clamp(region.left - MARGIN);
  const top = clamp(region.top - MARGIN);
  const right = clamp(region.left + Math.max(region.width, 0) + MARGIN);
  const bottom = clamp(region.top + Math.max(region.height, 0) + MARGIN);
  return {
    left: percent(left),
    top: percent(top),
    width: percent(Math.max(right - left, 0)),
    height: percent(Math.max(bottom - top, 0)),
  };
}
