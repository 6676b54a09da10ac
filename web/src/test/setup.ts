import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach } from 'vitest';

// findBy* and waitFor give up after this long (1 s by default). npm test runs the component tests
// beside the type checks and the browser tests on a 2-core machine, where a busy core can hold a
// render up for more than a second; a test that passes never waits longer than it needs.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout, so no ResizeObserver; Radix measures with it (nothing to measure here).
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {
      return undefined;
    }
    unobserve() {
      return undefined;
    }
    disconnect() {
      return undefined;
    }
  };
}

// cmdk and Radix scroll the highlighted option into view and capture the pointer; jsdom has neither.
Element.prototype.scrollIntoView = () => undefined;
Element.prototype.hasPointerCapture = () => false;
Element.prototype.releasePointerCapture = () => undefined;

// A timer still pending when a file ends would fire after its jsdom is torn down ('window is not
// defined'): sonner, for one, removes a closed toast 200 ms after closing it, and a file can end
// inside those 200 ms. Timers are counted as they are set, and whatever is left is cleared at the end.
const pendingTimers = new Set<ReturnType<typeof setTimeout>>();
const setTimeoutOfNode = globalThis.setTimeout;
globalThis.setTimeout = Object.assign((callback: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => {
  const timer = setTimeoutOfNode(() => {
    pendingTimers.delete(timer);
    callback(...args);
  }, delay);
  pendingTimers.add(timer);
  return timer;
}, setTimeoutOfNode) as typeof setTimeout;
afterAll(() => {
  for (const timer of pendingTimers) clearTimeout(timer);
});

afterEach(() => {
  cleanup();
  // Toasts outlive the toaster of their test (sonner keeps them): none is carried into the next.
  toast.dismiss();
  localStorage.clear();
});
