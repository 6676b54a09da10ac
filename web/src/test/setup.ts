import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach } from 'vitest';

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

afterEach(() => {
  cleanup();
  // Toasts outlive the toaster of their test (sonner keeps them): none is carried into the next.
  toast.dismiss();
  localStorage.clear();
});
