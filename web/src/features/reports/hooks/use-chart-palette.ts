import { useMemo, useSyncExternalStore } from 'react';
import type { ChartPalette } from '../chart-options';

/** The theme is the `dark` class on <html> (see lib/theme): watched, whichever way it was chosen. */
const watchTheme = (onChange: () => void) => {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
};
const isDark = () => document.documentElement.classList.contains('dark');

const hex = (channel: number) => channel.toString(16).padStart(2, '0');

/**
 * A CSS colour as #rrggbb (rgba() when see-through), read back from a 1-pixel canvas: the theme's
 * colours are oklch, which ApexCharts cannot shade for its gradients and hover states.
 */
function toSrgb(colour: string): string {
  const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  if (!context) return colour;
  context.fillStyle = colour;
  context.fillRect(0, 0, 1, 1);
  const [red = 0, green = 0, blue = 0, alpha = 255] = context.getImageData(0, 0, 1, 1).data;
  if (alpha === 255) return `#${hex(red)}${hex(green)}${hex(blue)}`;
  return `rgba(${red}, ${green}, ${blue}, ${Math.round((alpha / 255) * 100) / 100})`;
}

/**
 * Sales wear the brand colour; purchases and profit, amber and violet (Tailwind's 500s, and the
 * lighter 400s on dark), stay apart from it and from each other in both themes.
 */
function readPalette(dark: boolean): ChartPalette {
  const root = getComputedStyle(document.documentElement);
  const variable = (name: string) => toSrgb(root.getPropertyValue(name).trim());
  return {
    mode: dark ? 'dark' : 'light',
    fontFamily: getComputedStyle(document.body).fontFamily,
    text: variable('--foreground'),
    muted: variable('--muted-foreground'),
    grid: variable('--border'),
    series: {
      sales: variable('--primary'),
      purchase: dark ? '#fbbf24' : '#f59e0b',
      profit: dark ? '#a78bfa' : '#8b5cf6',
    },
  };
}

/** The charts' colours for the theme on screen; they change with it. */
export function useChartPalette(): ChartPalette {
  const dark = useSyncExternalStore(watchTheme, isDark);
  return useMemo(() => readPalette(dark), [dark]);
}
