import { createRootRouteWithContext, Link, Outlet } from '@tanstack/react-router';
import { Toaster } from '@/components/ui/sonner';
import type { RouterContext } from '@/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <Outlet />
      <Toaster />
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
