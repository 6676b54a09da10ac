import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createAppRouter, createQueryClient } from './app';
import { loadConfig } from './config';
import { configureApi } from './lib/api-client';
import { configureAuth, forgetSession, holdsASession, preloadAuth } from './lib/auth';
import { keepLastKnown, restoreLastKnown } from './lib/last-known';
import { onDemand } from './lib/on-demand';
import { configureCheckout } from './lib/razorpay-checkout';
import { applyTheme, storedTheme } from './lib/theme';
import './styles.css';

// The remembered theme first, so the page never flashes the other one.
applyTheme(storedTheme());
// The settings are fetched by the first call to the API, Cognito or Checkout (issue 38: the first
// paint never waits for them, and a visitor's public page never fetches them).
const config = onDemand(loadConfig);
configureAuth(config);
configureCheckout(() => config().then((settings) => settings.razorpayCheckoutUrl));

const queryClient = createQueryClient();
// The user and company as last read paint the signed-in pages at once, read again behind them;
// without them, a session held is checked with Cognito before the first signed-in paint.
if (!restoreLastKnown(queryClient) && holdsASession()) preloadAuth();
keepLastKnown(queryClient);
const router = createAppRouter(queryClient);

configureApi({
  apiUrl: () => config().then((settings) => settings.apiUrl),
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
const app = <App router={router} queryClient={queryClient} />;

// Issue 38: a prerendered public page (shared/prerendered-pages.ts) is hydrated once its route's
// code has loaded; the head's script marks it client-only for a visitor holding a session, whose
// pages the app renders itself. `router.ssr` set, the router renders its matches as it did in the
// build (no Suspense boundary of its own around them), as TanStack's own SSR hydration sets it.
if (root.hasAttribute('data-prerendered') && !document.documentElement.classList.contains('client-only')) {
  router.ssr = { manifest: undefined };
  void router.load().then(() => hydrateRoot(root, app));
} else {
  root.removeAttribute('data-prerendered');
  createRoot(root).render(app);
}
