import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { renderWithProviders } from './render';

/**
 * Renders a component that uses router links (<Link>) inside a one-route memory router, with the
 * app's providers. Resolves once the router has rendered the component.
 */
export async function renderWithRouter(ui: ReactElement, path = '/'): Promise<RenderResult> {
  // The router resets the scroll position on navigation; jsdom has no layout to scroll.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await act(() => router.load());
  // The app registers its own route tree's type; this throwaway router only needs to render `ui`.
  return renderWithProviders(<RouterProvider router={router as never} />);
}
