import { LandingBenefits } from './landing-benefits';
import { LandingCallToAction } from './landing-call-to-action';
import { LandingHero } from './landing-hero';
import { LandingProblems } from './landing-problems';
import { LandingSolutions } from './landing-solutions';
import { PublicLayout } from './public-layout';

/** Spec 2.1, '/': what a signed-out visitor sees. The route decides who gets it. */
export function LandingPage() {
  return (
    <PublicLayout>
      <LandingHero />
      <LandingProblems />
      <LandingSolutions />
      <LandingBenefits />
      <LandingCallToAction />
    </PublicLayout>
  );
}
