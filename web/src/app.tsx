import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { RouteError } from './components/route-error';
import { ApiError } from './lib/api-client';
import { ThemeProvider } from './lib/theme';
import { routeTree } from './routeTree.gen';

/*
 * The app as the browser renders it (main.tsx) and as the build prerenders its public pages
 * (prerender.tsx): one tree, so the prerendered HTML is what the browser's first render hydrates.
 */

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change on retry; network faults and 5xx get two more tries.
        retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
      },
    },
  });
}

/**
 * The router. Prerendering gives it a memory history and no scroll restoration (whose script the
 * router would write into the HTML, where the Content-Security-Policy refuses inline scripts).
 */
export function createAppRouter(queryClient: QueryClient, prerendering?: { history: RouterHistory }) {
  return createRouter({
    routeTree,
    history: prerendering?.history,
    context: { queryClient },
    defaultPreload: 'intent',
    scrollRestoration: !prerendering,
    defaultErrorComponent: RouteError,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <StrictMode>
      <ThemeProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ThemeProvider>
    </StrictMode>
  );
}
