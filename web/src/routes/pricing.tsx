import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { PricingPage } from '@/features/marketing/components/pricing-page';
import { isSignedIn } from '@/lib/auth';

// Issue 38: a visitor's first view leaves out the plan actions (they call the API, and bring zod).
const planActions = () => import('@/features/billing/components/pricing-plan-action');
const CurrentPlanNotice = lazy(() => planActions().then((module) => ({ default: module.CurrentPlanNotice })));
const PricingPlanAction = lazy(() => planActions().then((module) => ({ default: module.PricingPlanAction })));

/** Spec 2.1: /pricing. Signed in (issue 31), each card buys or switches to its plan. */
export const Route = createFileRoute('/pricing')({
  loader: async () => ({ signedIn: await isSignedIn() }),
  component: Pricing,
});

function Pricing() {
  const { signedIn } = Route.useLoaderData();
  if (!signedIn) return <PricingPage />;
  // Until the plan actions load, the plans show as a visitor sees them.
  return (
    <Suspense fallback={<PricingPage />}>
      <PricingPage
        notice={<CurrentPlanNotice />}
        planAction={(plan, period) => <PricingPlanAction plan={plan} period={period} />}
      />
    </Suspense>
  );
}
