import { TRIAL } from '@app/shared/billing/plan-table';
import { TrialButtons } from './trial-buttons';

export function LandingCallToAction() {
  return (
    <section aria-labelledby="cta-heading" className="px-4 pb-16 sm:px-6 lg:pb-24">
      <div className="bg-primary text-primary-foreground mx-auto flex max-w-6xl flex-col items-center gap-6 rounded-2xl px-6 py-14 text-center">
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Ready to put your books in order?
        </h2>
        <p className="max-w-2xl text-lg">
          Try Hisaab free for {TRIAL.days} days with your own invoices and stock, or let us walk you through it.
        </p>
        <TrialButtons inverted className="justify-center" />
      </div>
    </section>
  );
}
