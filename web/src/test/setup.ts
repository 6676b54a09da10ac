import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach } from 'vitest';

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
