import { createRootRouteWithContext, Link, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { afterPaint } from '@/lib/after-paint';
import type { RouterContext } from '@/router-context';

// Issue 38: the toaster (sonner) loads after the first paint, not with every first view. A toast
// raised before it is there still shows: sonner replays active toasts to a toaster that mounts late.
const Toaster = lazy(() =>
  afterPaint()
    .then(() => import('@/components/ui/sonner'))
    .then((module) => ({ default: module.Toaster })),
);

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <Outlet />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </>
  ),
  notFoundComponent: () => (
    <main className="flex min-h-svh flex-col items-center justify-center gap-3">
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <Link to="/" className="text-primary underline underline-offset-4">
        Go Home
      </Link>
    </main>
  ),
});
