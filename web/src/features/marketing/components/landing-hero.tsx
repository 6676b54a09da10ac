import { TRIAL } from '@app/shared/billing/plan-table';
import { Badge } from '@/components/ui/badge';
import { HeroPreview } from './hero-preview';
import { TrialButtons } from './trial-buttons';

export function LandingHero() {
  return (
    <section className="from-primary/10 to-background bg-gradient-to-b">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:py-24">
        <div className="flex flex-col items-start gap-6">
          <Badge variant="secondary">GST-ready invoicing for Indian businesses</Badge>
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            Empower your business with advanced document handling and insightful billing analysis
          </h1>
          <p className="text-muted-foreground text-lg text-pretty">
            Hisaab brings your invoices, stock and accounts together for traders and pharmacies that have outgrown
            Tally, Vyapar or spreadsheets. Snap a supplier bill, let AI read it, and watch your stock and books update
            on their own.
          </p>
          <TrialButtons />
          <p className="text-muted-foreground text-sm">
            Every plan starts with a {TRIAL.days}-day free trial. Your data is stored in India.
          </p>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}
