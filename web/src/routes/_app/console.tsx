import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '@/components/route-error';
import { AdminConsolePage } from '@/features/admin/components/admin-console-page';

/** Issue 20: the admin console (administrators only: route-access.ts; the API checks the group). */
export const Route = createFileRoute('/_app/console')({
  errorComponent: RouteError,
  component: AdminConsolePage,
});
