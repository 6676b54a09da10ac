import { createFileRoute } from '@tanstack/react-router';
import { CurrentPlanNotice, PricingPlanAction } from '@/features/billing/components/pricing-plan-action';
import { PricingPage } from '@/features/marketing/components/pricing-page';
import { isSignedIn } from '@/lib/auth';

/** Spec 2.1: /pricing. Signed in (issue 31), each card buys or switches to its plan. */
export const Route = createFileRoute('/pricing')({
  loader: async () => ({ signedIn: await isSignedIn() }),
  component: Pricing,
});

function Pricing() {
  const { signedIn } = Route.useLoaderData();
  if (!signedIn) return <PricingPage />;
  return (
    <PricingPage
      notice={<CurrentPlanNotice />}
      planAction={(plan, period) => <PricingPlanAction plan={plan} period={period} />}
    />
  );
}
