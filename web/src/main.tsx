import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouteError } from './components/route-error';
import { loadConfig } from './config';
import { ApiError, configureApi } from './lib/api-client';
import { configureAuth, forgetSession } from './lib/auth';
import { configureCheckout } from './lib/razorpay-checkout';
import { applyTheme, storedTheme, ThemeProvider } from './lib/theme';
import { routeTree } from './routeTree.gen';
import './styles.css';

// The remembered theme first, so the page never flashes the other one.
applyTheme(storedTheme());
// The settings are fetched while the app renders: only calls to the API, Cognito and Checkout wait
// for them (issue 38: the first paint does not).
const config = loadConfig();
configureAuth(config);
configureCheckout(config.then((settings) => settings.razorpayCheckoutUrl));

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not change on retry; network faults and 5xx get two more tries.
      retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
    },
  },
});

const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  scrollRestoration: true,
  defaultErrorComponent: RouteError,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

configureApi({
  apiUrl: config.then((settings) => settings.apiUrl),
  // Spec: after a failed refresh, tokens are cleared and the browser returns to /.
  onUnauthorized: () => {
    void forgetSession().then(() => {
      queryClient.clear();
      void router.navigate({ to: '/' });
    });
  },
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>
  </StrictMode>,
);
